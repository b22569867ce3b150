import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WhyChooseUs } from './WhyChooseUs';
import { narrowViewport, wideViewport } from '../../internal/storyViewports';

const meta = {
  title: 'Marketplace/WhyChooseUs/Features',
  component: WhyChooseUs,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof WhyChooseUs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** spec §2: four points: advanced search, security and trust, direct connection, growth. */
export const FourReasons: Story = {
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    await expect(headings).toEqual([
      'Napredna pretraga',
      'Sigurnost i poverenje',
      'Direktan kontakt',
      'Rast i razvoj',
    ]);
  },
};

/** spec §1: the marketing claims appear as text (verified users, search by location/price/type). */
export const MarketingClaims: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Svi korisnici su verifikovani/)).toBeVisible();
    await expect(canvas.getByText(/po lokaciji, ceni i vrsti/)).toBeVisible();
    await expect(canvas.getByText(/bez posrednika/)).toBeVisible();
  },
};

export const Narrow: Story = {
  globals: narrowViewport,
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('listitem');
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(
      first!.getBoundingClientRect().bottom - 1,
    );
  },
};

export const Wide: Story = {
  globals: wideViewport,
  play: async ({ canvas }) => {
    const tops = canvas.getAllByRole('listitem').map((item) => item.getBoundingClientRect().top);
    await expect(new Set(tops).size).toBe(1);
  },
};
