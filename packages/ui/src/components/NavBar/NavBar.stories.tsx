import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { NavBar, NAV_BAR_LAYOUTS } from './NavBar';
import { landOwner, menusLoaded, withPage } from './storyFrame';

const meta = {
  title: 'Marketplace/NavBar',
  component: NavBar,
  parameters: { layout: 'fullscreen' },
  decorators: [withPage],
  loaders: [menusLoaded],
  args: { user: landOwner, unreadCount: 3, currentPath: '/', onLogout: fn() },
  argTypes: { forceLayout: { control: 'inline-radio', options: NAV_BAR_LAYOUTS } },
} satisfies Meta<typeof NavBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Nekretnine, Početna' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(canvas.getByRole('link', { name: 'Početna' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Poruke 3 nepročitane poruke' })).toBeVisible();
  },
};

/** The badge's spoken count in its plural form: '1 nepročitana poruka'. */
export const BadgeOne: Story = {
  args: { unreadCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Poruke 1 nepročitana poruka' })).toBeVisible();
  },
};

/** '21 nepročitana poruka' (21 takes the form of 1 in Serbian). */
export const BadgeTwentyOne: Story = {
  args: { unreadCount: 21 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Poruke 21 nepročitana poruka' })).toBeVisible();
  },
};

/** Above the cap the badge reads '99+' and the count takes the 'other' form. */
export const BadgeOverCapSpoken: Story = {
  args: { unreadCount: 101 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'Poruke 99+ nepročitanih poruka' }),
    ).toBeVisible();
  },
};
