import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { SellerPanel } from './SellerPanel';

const meta = {
  title: 'Marketplace/SellerPanel',
  component: SellerPanel,
  args: {
    name: 'Marko Petrović',
    memberSince: '5. mart 2024.',
    activeAds: 3,
    children: <Button>Kontaktiraj vlasnika</Button>,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SellerPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Prodavac' })).toBeVisible();
    await expect(canvas.getByText('Marko Petrović')).toBeVisible();
  },
};
