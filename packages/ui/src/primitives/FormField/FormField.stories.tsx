import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { texts } from '@marketplace/domain';
import { FormField } from './FormField';

const meta = {
  title: 'Primitives/FormField',
  component: FormField,
  args: {
    label: 'Email adresa',
    hint: texts.login.emailHint,
    required: false,
    children: (control) => <input type="email" {...control} />,
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof FormField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email adresa' });
    await expect(input).toHaveAccessibleDescription(texts.login.emailHint);
  },
};
