import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { texts } from '@marketplace/domain';
import { TextField } from './TextField';

const meta = {
  title: 'Primitives/TextField/Features',
  component: TextField,
  args: { label: 'Email adresa', type: 'email' },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithHint: Story = {
  args: { hint: texts.login.emailHint },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email adresa' });
    await expect(input).toHaveAccessibleDescription(texts.login.emailHint);
  },
};

export const WithError: Story = {
  args: { error: texts.login.emailRequired, required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email adresa' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription(texts.login.emailRequired);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'korisnik@primer.rs' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email adresa' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('korisnik@primer.rs');
  },
};

/** Without a visible label (e.g. the search box) the control is named by aria-label. */
export const Standalone: Story = {
  args: { label: undefined, type: 'search', 'aria-label': 'Pretraga', placeholder: 'Pretraga' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Pretraga' })).toBeInTheDocument();
  },
};
