import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { RouterLinkComponent } from '../../primitives/RouterLink';
import { Hero } from './Hero';
import { narrowViewport, wideViewport } from '../../internal/storyViewports';
import { uiTexts } from '../../texts';

const meta = {
  title: 'Marketplace/Hero/Features',
  component: Hero,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Hero>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const expectLink = async (canvas: Canvas, name: string, href: string) =>
  expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href);

/** spec §2: logged out, the hero prompts to sign in or register. */
export const SignedOut: Story = {
  args: { signedIn: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Nekretnine' })).toBeVisible();
    await expectLink(canvas, 'Pogledaj nekretnine', '/nekretnine');
    await expectLink(canvas, 'Pogledaj biznis oglase', '/business');
    await expectLink(canvas, 'Prijava', '/login');
    await expectLink(canvas, 'Registracija', '/register');
  },
};

/** spec §2: logged in, no sign-in prompt (the search panel and ad grid follow the hero). */
export const SignedIn: Story = {
  args: { signedIn: true },
  play: async ({ canvas }) => {
    await expectLink(canvas, 'Pogledaj nekretnine', '/nekretnine');
    await expectLink(canvas, 'Pogledaj biznis oglase', '/business');
    await expect(canvas.queryByRole('link', { name: 'Prijava' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Registracija' })).not.toBeInTheDocument();
  },
};

/** A list page (/business) uses the hero without the browse buttons that would point at itself. */
export const WithoutBrowseLinks: Story = {
  args: {
    signedIn: false,
    browseLinks: false,
    title: 'Biznisi',
    signInPrompt: 'Prijavite se za pristup oglasima',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Biznisi' })).toBeVisible();
    await expect(canvas.getByText('Prijavite se za pristup oglasima')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Pogledaj biznis oglase' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Pogledaj nekretnine' })).toBeNull();
    await expectLink(canvas, 'Prijava', '/login');
  },
};

/**
 * Below md the hero is its title only: no tagline and no browse buttons (the menu has their
 * links). Signed out, the sign-in prompt stays, its buttons stacked at full width.
 */
export const SignedOutNarrow: Story = {
  args: { signedIn: false },
  globals: narrowViewport,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Nekretnine' })).toBeVisible();
    await expect(canvas.getByText(uiTexts.hero.tagline)).not.toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Pogledaj nekretnine' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Pogledaj biznis oglase' })).toBeNull();
    const login = canvas.getByRole('link', { name: 'Prijava' });
    const register = canvas.getByRole('link', { name: 'Registracija' });
    await expect(register.getBoundingClientRect().top).toBeGreaterThan(
      login.getBoundingClientRect().bottom - 1,
    );
  },
};

/** Signed in on a phone, the hero is a band as tall as its title and its padding, no more. */
export const SignedInNarrow: Story = {
  args: { signedIn: true },
  globals: narrowViewport,
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 1, name: 'Nekretnine' });
    await expect(title).toBeVisible();
    await expect(canvas.getByText(uiTexts.hero.tagline)).not.toBeVisible();
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    const hero = canvas.getByRole('region', { name: 'Nekretnine' });
    // 24 px above and below the title.
    await expect(hero.getBoundingClientRect().height).toBeLessThanOrEqual(
      title.getBoundingClientRect().height + 48 + 1,
    );
  },
};

export const SignedOutWide: Story = {
  args: { signedIn: false },
  globals: wideViewport,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(uiTexts.hero.tagline)).toBeVisible();
    const browse = canvas.getByRole('link', { name: 'Pogledaj nekretnine' });
    const business = canvas.getByRole('link', { name: 'Pogledaj biznis oglase' });
    await expect(business.getBoundingClientRect().top).toBe(browse.getBoundingClientRect().top);
  },
};

const RouterLink: RouterLinkComponent = ({ to, ...props }) => (
  <a href={to} data-router-link="" {...props} />
);

/** The app passes its router's link; every button of the hero renders through it. */
export const WithRouterLink: Story = {
  args: { signedIn: false, linkComponent: RouterLink },
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(4);
    for (const link of links) await expect(link).toHaveAttribute('data-router-link');
    await expectLink(canvas, 'Registracija', '/register');
  },
};
