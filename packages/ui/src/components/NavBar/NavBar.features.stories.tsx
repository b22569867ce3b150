import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NavBar } from './NavBar';
import { businessOwner, investor, landOwner, menusLoaded, withPage } from './storyFrame';

const meta = {
  title: 'Marketplace/NavBar/Features',
  component: NavBar,
  parameters: { layout: 'fullscreen' },
  decorators: [withPage],
  loaders: [menusLoaded],
  args: { user: null, unreadCount: 0, currentPath: '/', onLogout: fn() },
} satisfies Meta<typeof NavBar>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const body = within(document.body);
const expectLink = (canvas: Canvas, name: string, href: string) =>
  expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href);

/** spec §2: logged out, the main links plus Prijava and Registracija. */
export const LoggedOut: Story = {
  play: async ({ canvas }) => {
    await expectLink(canvas, 'Početna', '/');
    await expectLink(canvas, 'Nekretnine', '/nekretnine');
    await expectLink(canvas, 'Biznis', '/business');
    await expectLink(canvas, 'Prijava', '/login');
    await expectLink(canvas, 'Registracija', '/register');
    await expect(canvas.queryByRole('link', { name: /^Poruke/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('banner').getBoundingClientRect().height).toBe(70);
  },
};

/** spec §2: a land owner gets 'Postavi oglas' and 'Moji oglasi'. */
export const LandOwner: Story = {
  args: { user: landOwner },
  play: async ({ canvas }) => {
    await expectLink(canvas, 'Postavi oglas', '/create-ad');
    await expectLink(canvas, 'Moji oglasi', '/my-ads');
    await expectLink(canvas, 'Poruke', '/messages');
    await expect(canvas.queryByRole('link', { name: 'Prijava' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Marko Marković' })).toBeVisible();
  },
};

/** spec §2: a business owner gets 'Postavi oglas za biznis' and 'Moji oglasi'. */
export const BusinessOwner: Story = {
  args: { user: businessOwner, currentPath: '/business/12' },
  play: async ({ canvas }) => {
    await expectLink(canvas, 'Postavi oglas za biznis', '/create-business-ad');
    await expectLink(canvas, 'Moji oglasi', '/my-ads');
    await expect(canvas.queryByRole('link', { name: 'Postavi oglas' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Biznis' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** spec §2: an investor gets neither create link nor 'Moji oglasi'. */
export const Investor: Story = {
  args: { user: investor },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: /^Postavi oglas/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Moji oglasi' })).not.toBeInTheDocument();
    await expectLink(canvas, 'Poruke', '/messages');
  },
};

/** spec §2: no badge at 0. */
export const BadgeZero: Story = {
  args: { user: investor, unreadCount: 0 },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Poruke' });
    await expect(link).toHaveTextContent(/^Poruke$/);
  },
};

export const BadgeFive: Story = {
  args: { user: investor, unreadCount: 5 },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Poruke 5 nepročitanih poruka' });
    await expect(within(link).getByText('5')).toBeVisible();
  },
};

/** spec §2, §9: above 99 the badge reads '99+'. */
export const BadgeOverCap: Story = {
  args: { user: investor, unreadCount: 100 },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Poruke 99+ nepročitanih poruka' });
    await expect(within(link).getByText('99+')).toBeVisible();
  },
};

/**
 * spec §2: the account menu opens from the keyboard with 'Moj profil' and 'Sačuvani oglasi';
 * 'Odjavi se' awaits onLogout, then closes.
 */
export const AccountMenuKeyboardLogout: Story = {
  args: { user: landOwner },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Marko Marković' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(within(menu).getByRole('menuitem', { name: 'Moj profil' })).toHaveAttribute(
      'href',
      '/profile',
    );
    await expect(within(menu).getByRole('menuitem', { name: 'Sačuvani oglasi' })).toHaveAttribute(
      'href',
      '/saved-ads',
    );
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Sačuvani oglasi' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Odjavi se' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await waitFor(() => expect(menu).not.toBeInTheDocument());
  },
};
