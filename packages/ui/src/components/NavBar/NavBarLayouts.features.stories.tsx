import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NavBar } from './NavBar';
import { narrowViewport, wideViewport } from '../../internal/storyViewports';
import { businessOwner, landOwner, menusLoaded, outsideInert, withPage } from './storyFrame';

const meta = {
  title: 'Marketplace/NavBar/Layouts',
  component: NavBar,
  parameters: { layout: 'fullscreen' },
  decorators: [withPage],
  loaders: [menusLoaded],
  args: { user: landOwner, unreadCount: 5, currentPath: '/', onLogout: fn() },
} satisfies Meta<typeof NavBar>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** spec §2: from md the links show and there is no menu button. */
export const Wide: Story = {
  globals: wideViewport,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Početna' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Postavi oglas' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Meni' })).not.toBeInTheDocument();
  },
};

/** spec §2: below md the links collapse into the menu button. */
export const Narrow: Story = {
  globals: narrowViewport,
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Meni' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Početna' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Nekretnine, Početna' })).toBeVisible();
  },
};

/** spec §2: the open narrow menu holds the same items and the role label. */
export const NarrowMenuOpen: Story = {
  globals: narrowViewport,
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Meni' });
    await userEvent.click(button);
    const menu = await body.findByRole('menu');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(within(menu).getByText('Vlasnik zemljišta')).toBeVisible();
    const hrefs = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.getAttribute('href'));
    await expect(hrefs).toEqual([
      '/',
      '/nekretnine',
      '/business',
      '/create-ad',
      '/my-ads',
      '/messages',
      '/profile',
      '/saved-ads',
      null,
    ]);
    await expect(
      within(menu).getByRole('menuitem', { name: 'Poruke 5 nepročitanih poruka' }),
    ).toBeVisible();
    await outsideInert();
  },
};

/** Logged out, the narrow menu offers Prijava and Registracija and no role label. */
export const NarrowLoggedOut: Story = {
  globals: narrowViewport,
  args: { user: null },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Meni' }));
    const menu = await body.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Prijava' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(within(menu).getByRole('menuitem', { name: 'Registracija' })).toBeVisible();
    await expect(within(menu).queryByText('Korisnik')).not.toBeInTheDocument();
    await outsideInert();
  },
};

/** spec §2: an unknown user type reads 'Korisnik' (and gets investor links). */
export const NarrowUnknownRole: Story = {
  globals: narrowViewport,
  args: { user: { fullName: 'Ana Anić', userType: 'admin' }, unreadCount: 0 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Meni' }));
    const menu = await body.findByRole('menu');
    await expect(within(menu).getByText('Korisnik')).toBeVisible();
    await expect(within(menu).queryByRole('menuitem', { name: 'Moji oglasi' })).toBeNull();
    await outsideInert();
  },
};

let finishLogout: () => void = () => {};

/** spec §2: the menu stays open until the logout action has finished, then closes. */
export const NarrowLogoutWaits: Story = {
  globals: narrowViewport,
  args: {
    user: businessOwner,
    onLogout: fn(() => new Promise<void>((resolve) => (finishLogout = resolve))),
  },
  play: async ({ args, canvas }) => {
    const { onLogout } = args;
    await userEvent.click(canvas.getByRole('button', { name: 'Meni' }));
    const menu = await body.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Odjavi se' }));
    await expect(onLogout).toHaveBeenCalledOnce();
    await expect(menu).toBeInTheDocument();
    await expect(within(menu).getByRole('menuitem', { name: 'Odjavi se' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    finishLogout();
    await waitFor(() => expect(menu).not.toBeInTheDocument());
  },
};

/** `forceLayout` pins the narrow bar on any screen (embedded previews, tests). */
export const ForcedNarrow: Story = {
  args: { forceLayout: 'narrow' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Meni' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Početna' })).not.toBeInTheDocument();
  },
};
