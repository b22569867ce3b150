import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WhatWeOffer } from './WhatWeOffer';
import { narrowViewport, wideViewport } from '../../internal/storyViewports';

const meta = {
  title: 'Marketplace/WhatWeOffer/Features',
  component: WhatWeOffer,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof WhatWeOffer>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
/** Finds the card by its heading and checks its one button-styled link. */
async function expectCard(canvas: Canvas, title: string, action: string, href: string) {
  const heading = canvas.getByRole('heading', { level: 3, name: title });
  const card = within(heading.closest('li')!);
  await expect(card.getByRole('link', { name: action })).toHaveAttribute('href', href);
}

/** spec §2: Nekretnine, Biznis oglasi and Investicije ('Postani investitor' to /register). */
export const ThreeOffers: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expectCard(canvas, 'Nekretnine', 'Pogledaj nekretnine', '/nekretnine');
    await expectCard(canvas, 'Biznis oglasi', 'Pogledaj biznis oglase', '/business');
    await expectCard(canvas, 'Investicije', 'Postani investitor', '/register');
  },
};

/** Below md the cards stack. */
export const Narrow: Story = {
  globals: narrowViewport,
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('listitem');
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(
      first!.getBoundingClientRect().bottom - 1,
    );
  },
};

/** From md the three cards share one row. */
export const Wide: Story = {
  globals: wideViewport,
  play: async ({ canvas }) => {
    const tops = canvas.getAllByRole('listitem').map((item) => item.getBoundingClientRect().top);
    await expect(new Set(tops).size).toBe(1);
  },
};
