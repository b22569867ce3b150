import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { texts } from '@marketplace/domain';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Primitives/PasswordField/Features',
  component: PasswordField,
  args: { label: 'Nova lozinka', defaultValue: 'tajna123', onVisibleChange: fn() },
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** spec §2: reset-password fields each have a show/hide toggle. */
export const ToggleWithPointer: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('Nova lozinka');
    const show = canvas.getByRole('button', { name: 'Prikaži lozinku' });
    await expect(input).toHaveAttribute('type', 'password');
    await expect(show).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(show);
    await expect(input).toHaveAttribute('type', 'text');
    const hide = canvas.getByRole('button', { name: 'Sakrij lozinku' });
    await expect(hide).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onVisibleChange).toHaveBeenLastCalledWith(true);
  },
};

export const ToggleWithKeyboard: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Nova lozinka');
    input.focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Prikaži lozinku' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Prikaži lozinku' })).toHaveFocus();
  },
};

export const WithError: Story = {
  args: { error: texts.resetPassword.passwordTooShort, defaultValue: 'abc' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Nova lozinka');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(texts.resetPassword.passwordTooShort);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Nova lozinka')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Prikaži lozinku' })).toBeDisabled();
  },
};
