import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SearchPanel } from './SearchPanel';
import { ControlledSearchPanel } from './ControlledSearchPanel';
import { SEARCH_PANEL_VARIANTS } from './searchPanelLabels';

const meta = {
  title: 'Marketplace/SearchPanel',
  component: SearchPanel,
  args: { variant: 'land', value: {}, onChange: fn(), onReset: fn() },
  argTypes: { variant: { control: 'inline-radio', options: SEARCH_PANEL_VARIANTS } },
  render: (args) => <ControlledSearchPanel {...args} />,
} satisfies Meta<typeof SearchPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Pretraga' }), 'plac');
    await expect(args.onChange).toHaveBeenLastCalledWith({ text: 'plac' });
  },
};

export const Business: Story = {
  args: { variant: 'business', defaultFiltersOpen: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Filteri' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};
