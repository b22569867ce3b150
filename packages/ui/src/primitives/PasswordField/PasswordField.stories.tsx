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

/**
 * Marked invalid by a form whose one message is shown elsewhere: aria-invalid, and described by
 * that message through its own aria-describedby, beside its hint.
 */
export const InvalidWithOutsideMessage: Story = {
  args: { invalid: true, hint: 'Od 6 do 128 karaktera.', 'aria-describedby': 'form-error' },
  render: (args) => (
    <>
      <p id="form-error">Lozinke se ne poklapaju</p>
      <PasswordField {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Lozinka');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).not.toHaveAttribute('invalid');
    await expect(input).toHaveAccessibleDescription(
      'Od 6 do 128 karaktera. Lozinke se ne poklapaju',
    );
  },
};
