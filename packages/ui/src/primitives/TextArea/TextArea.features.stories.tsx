import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DESCRIPTION_ROWS, texts } from '@marketplace/domain';
import { TextArea } from './TextArea';

const meta = {
  title: 'Primitives/TextArea/Features',
  component: TextArea,
  args: { label: 'Opis' },
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

/** spec §2, §9: the description field shows 4 visible rows. */
export const FourVisibleRows: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Opis' })).toHaveAttribute(
      'rows',
      String(DESCRIPTION_ROWS),
    );
  },
};

export const WithError: Story = {
  args: {
    label: texts.messages.yourMessage,
    error: 'Poruka ne može biti prazna',
    required: true,
  },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: texts.messages.yourMessage });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAccessibleDescription('Poruka ne može biti prazna');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Opis nije moguće menjati' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Opis' })).toBeDisabled();
  },
};
