import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ShareButton } from './ShareButton';

const meta = {
  title: 'Marketplace/ShareButton',
  component: ShareButton,
  args: { url: 'https://nekretnine.example/ads/12' },
} satisfies Meta<typeof ShareButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Podeli' })).toBeVisible();
  },
};
