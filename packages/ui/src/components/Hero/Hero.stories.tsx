import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Hero } from './Hero';

const meta = {
  title: 'Marketplace/Hero',
  component: Hero,
  parameters: { layout: 'fullscreen' },
  args: { signedIn: false },
} satisfies Meta<typeof Hero>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Nekretnine' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Pogledaj nekretnine' })).toHaveAttribute(
      'href',
      '/nekretnine',
    );
  },
};
