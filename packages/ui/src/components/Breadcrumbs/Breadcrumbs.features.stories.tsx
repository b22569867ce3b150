import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Marketplace/Breadcrumbs/Features',
  component: Breadcrumbs,
  args: {
    items: [
      { label: 'Početna', href: '/' },
      { label: 'Srbija', href: '/nekretnine?country_id=1' },
      { label: 'Novi Sad', href: '/nekretnine?country_id=1&city_id=102' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Home › country › city: every crumb links to the list filtered that far, in order. */
export const HomeCountryCity: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Putanja' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['Početna', 'Srbija', 'Novi Sad']);
    await expect(links[1]).toHaveAttribute('href', '/nekretnine?country_id=1');
    await expect(links[2]).toHaveAttribute('href', '/nekretnine?country_id=1&city_id=102');
    // The separators are decoration, not list items a screen reader counts.
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** A crumb without a link is the current page. */
export const CurrentPage: Story = {
  args: {
    items: [{ label: 'Početna', href: '/' }, { label: 'Oglas br. 12' }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Oglas br. 12')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};
