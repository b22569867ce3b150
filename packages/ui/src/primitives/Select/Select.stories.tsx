import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BUSINESS_TYPE_OPTIONS } from '@marketplace/domain';
import { Select } from './Select';

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: {
    label: 'Tip biznisa',
    placeholder: 'Izaberite tip',
    options: BUSINESS_TYPE_OPTIONS,
    onValueChange: fn(),
  },
  argTypes: { options: { control: false } },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Tip biznisa' });
    await expect(trigger).toHaveTextContent('Izaberite tip');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const body = within(document.body);
    await userEvent.click(await body.findByRole('option', { name: 'Proizvodnja' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('manufacturing');
    await expect(trigger).toHaveTextContent('Proizvodnja');
  },
};
