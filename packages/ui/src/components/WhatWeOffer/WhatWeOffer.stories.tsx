import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WhatWeOffer } from './WhatWeOffer';

const meta = {
  title: 'Marketplace/WhatWeOffer',
  component: WhatWeOffer,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof WhatWeOffer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Šta nudimo' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};
