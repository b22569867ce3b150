import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { MIN_FOUNDING_YEAR, texts } from '@marketplace/domain';
import { NumberField } from './NumberField';

const meta = {
  title: 'Primitives/NumberField/Features',
  component: NumberField,
  args: { label: 'Godina osnivanja' },
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** spec §9: founding year 1900 to the current year; whole numbers get a digit keypad. */
export const YearRange: Story = {
  args: { min: MIN_FOUNDING_YEAR, max: 2025, defaultValue: 2020 },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Godina osnivanja' });
    await expect(input).toHaveAttribute('min', String(MIN_FOUNDING_YEAR));
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('max', '2025');
    await userEvent.clear(input);
    await userEvent.type(input, '1995');
    await expect(input).toHaveValue(1995);
  },
};

export const Decimals: Story = {
  args: { label: 'Površina (m²)', step: 0.01, min: 0 },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Površina (m²)' });
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(input, '12.5');
    await expect(input).toHaveValue(12.5);
  },
};

export const WithError: Story = {
  args: { error: texts.businessAdForm.foundingYearOutOfRange, defaultValue: 1800 },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Godina osnivanja' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(texts.businessAdForm.foundingYearOutOfRange);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 2010 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: 'Godina osnivanja' })).toBeDisabled();
  },
};
