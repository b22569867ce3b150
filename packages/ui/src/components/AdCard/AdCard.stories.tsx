import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleImages } from '../ImageGallery/sampleImages';
import { AdCard } from './AdCard';
import { sampleLandAd } from './sampleAds';

const meta = {
  title: 'Marketplace/AdCard',
  component: AdCard,
  args: {
    ad: sampleLandAd,
    imageUrl: sampleImages(1)[0]!.src,
    viewHref: '/ads/7',
    timeZone: 'Europe/Belgrade',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AdCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: sampleLandAd.title });
    await expect(card).toHaveTextContent('45.000 €');
    await expect(canvas.getByRole('link', { name: 'Pogledaj detalje' })).toHaveAttribute(
      'href',
      '/ads/7',
    );
  },
};
