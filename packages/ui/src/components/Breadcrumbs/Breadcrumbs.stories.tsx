import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Marketplace/Breadcrumbs',
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

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Putanja' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Početna' })).toHaveAttribute('href', '/');
  },
};
