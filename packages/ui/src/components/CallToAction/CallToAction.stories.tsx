import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CallToAction } from './CallToAction';

const meta = {
  title: 'Marketplace/CallToAction',
  component: CallToAction,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CallToAction>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Spremni da počnete?' })).toBeVisible();
  },
};
