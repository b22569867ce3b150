import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MessageText } from './MessageText';

const meta = {
  title: 'Marketplace/MessageText',
  component: MessageText,
  args: {
    text: 'Oglas je ovde: https://nekretnine.rs/ads/12, a plan parcele na https://katastar.example.rs/plan.',
    origin: 'https://nekretnine.rs',
  },
} satisfies Meta<typeof MessageText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
  },
};
