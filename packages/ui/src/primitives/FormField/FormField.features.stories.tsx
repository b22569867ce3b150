import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { texts } from '@marketplace/domain';
import { FormField } from './FormField';
import { TextField } from '../TextField/TextField';

const meta = {
  title: 'Primitives/FormField/Features',
  component: FormField,
  args: { label: 'Email adresa', children: (control) => <input type="email" {...control} /> },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof FormField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithHint: Story = {
  args: { hint: texts.login.emailHint },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email adresa' });
    await expect(input).toHaveAccessibleDescription(texts.login.emailHint);
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithError: Story = {
  args: { hint: texts.login.emailHint, error: texts.login.emailRequired },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email adresa' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      `${texts.login.emailRequired} ${texts.login.emailHint}`,
    );
  },
};

/** The marker is visual only: the name stays the label text, the control is required. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email adresa' });
    await expect(input).toBeRequired();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** A control without its own label joins the enclosing field through context. */
export const WrapsTextField: Story = {
  args: {
    label: 'Naslov oglasa',
    hint: 'Kratak i jasan naslov',
    error: 'Naslov je obavezan',
  },
  render: (args) => (
    <FormField {...args}>
      <TextField />
    </FormField>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Naslov oglasa' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Naslov je obavezan Kratak i jasan naslov');
  },
};

/** The message lives elsewhere (a form's alert): the control is only marked and points at it. */
export const InvalidWithMessageElsewhere: Story = {
  render: () => (
    <>
      <p id="form-message">{texts.landFacts.invalidParcelNumber}</p>
      <TextField
        label={texts.landFacts.parcelNumber}
        hint={texts.landFacts.parcelNumberHint}
        invalid
        aria-describedby="form-message"
      />
    </>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: texts.landFacts.parcelNumber });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      `${texts.landFacts.parcelNumberHint} ${texts.landFacts.invalidParcelNumber}`,
    );
  },
};
