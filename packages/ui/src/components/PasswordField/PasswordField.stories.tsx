import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Primitives/PasswordField',
  component: PasswordField,
  args: { label: 'Lozinka', autoComplete: 'current-password' },
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Lozinka');
    await userEvent.type(input, 'tajna123');
    await expect(input).toHaveValue('tajna123');
    await expect(input).toHaveAttribute('type', 'password');
  },
};
