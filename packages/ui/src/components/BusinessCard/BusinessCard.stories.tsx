import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleBusinessAd } from '../AdCard/sampleAds';
import { sampleImages } from '../ImageGallery/sampleImages';
import { BusinessCard } from './BusinessCard';

const meta = {
  title: 'Marketplace/BusinessCard',
  component: BusinessCard,
  args: { ad: sampleBusinessAd, imageUrl: sampleImages(2)[1]!.src, viewHref: '/business/12' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BusinessCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: sampleBusinessAd.title });
    await expect(card).toHaveTextContent('350K €');
    await expect(canvas.getByRole('link', { name: 'Pogledaj detalje' })).toHaveAttribute(
      'href',
      '/business/12',
    );
  },
};

/** spec §2: the employee count in its plural form: '1 zaposleni', '2 zaposlena', '21 zaposleni'. */
export const EmployeeCountOne: Story = {
  args: { ad: { ...sampleBusinessAd, employee_count: 1 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 zaposleni')).toBeVisible();
  },
};

export const EmployeeCountTwo: Story = {
  args: { ad: { ...sampleBusinessAd, employee_count: 2 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2 zaposlena')).toBeVisible();
  },
};

export const EmployeeCountTwentyOne: Story = {
  args: { ad: { ...sampleBusinessAd, employee_count: 21 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('21 zaposleni')).toBeVisible();
  },
};
