import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { TextField, TEXT_FIELD_TYPES } from './TextField';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Naslov oglasa', placeholder: 'npr. Plac kod Novog Sada' },
  argTypes: { type: { control: 'inline-radio', options: TEXT_FIELD_TYPES } },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Naslov oglasa' });
    await userEvent.type(input, 'Plac 10 ari');
    await expect(input).toHaveValue('Plac 10 ari');
  },
};
