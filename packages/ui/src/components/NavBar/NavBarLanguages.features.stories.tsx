import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Language } from '@marketplace/domain';
import { NavBar } from './NavBar';
import { narrowViewport, wideViewport } from '../../internal/storyViewports';
import { landOwner, menusLoaded, outsideInert, withPage } from './storyFrame';

/** The page at '/' in each language, as the app links it. */
const hrefs = {
  'sr-Latn': '/?lang=sr-Latn',
  'sr-Cyrl': '/?lang=sr-Cyrl',
  en: '/?lang=en',
} as const;
const languagesIn = (current: Language) => ({ current, hrefs });

const meta = {
  title: 'Marketplace/NavBar/Languages',
  component: NavBar,
  parameters: { layout: 'fullscreen' },
  decorators: [withPage],
  loaders: [menusLoaded],
  globals: wideViewport,
  args: {
    user: null,
    unreadCount: 0,
    currentPath: '/',
    onLogout: fn(),
    languages: languagesIn('sr-Latn'),
  },
} satisfies Meta<typeof NavBar>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** The open menu's three links, in order. */
async function languageItems() {
  const menu = await body.findByRole('menu');
  const items = within(menu).getAllByRole('menuitem');
  return { menu, items };
}

/** The bar reads the current language's name; its button is named as the language choice. */
export const LanguageMenuClosed: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Jezik: Latinica' });
    await expect(button).toHaveTextContent('Latinica');
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/**
 * Enter opens the menu on its first link; the three are links to the page in each language, each
 * name in its own script and language, the current one marked. Arrows move; Escape closes.
 */
export const LanguageMenuOpen: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Jezik: Latinica' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const { menu, items } = await languageItems();
    await expect(items.map((item) => item.textContent)).toEqual([
      'Latinica',
      'Ћирилица',
      'English',
    ]);
    await expect(items.map((item) => item.tagName)).toEqual(['A', 'A', 'A']);
    await expect(items.map((item) => item.getAttribute('href'))).toEqual([
      '/?lang=sr-Latn',
      '/?lang=sr-Cyrl',
      '/?lang=en',
    ]);
    await expect(items.map((item) => item.getAttribute('hreflang'))).toEqual([
      'sr-Latn',
      'sr-Cyrl',
      'en',
    ]);
    await expect(items.map((item) => item.getAttribute('lang'))).toEqual([
      'sr-Latn',
      'sr-Cyrl',
      'en',
    ]);
    await expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([
      'true',
      null,
      null,
    ]);
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(items[1]).toHaveFocus());
    await outsideInert();
    await expect(menu).toBeVisible();
  },
};

/** Space opens the menu too, and Escape closes it and gives the focus back to the button. */
export const LanguageMenuSpaceEscape: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Jezik: Latinica' });
    button.focus();
    await userEvent.keyboard(' ');
    const { menu, items } = await languageItems();
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** ArrowDown opens the menu on its first link; the arrows reach every link, up and down. */
export const LanguageMenuArrows: Story = {
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Jezik: Latinica' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    const { items } = await languageItems();
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(items[1]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(items[2]).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(items[1]).toHaveFocus());
    await outsideInert();
  },
};

/** The page in Cyrillic: the bar's texts in Cyrillic, the menu marking 'Ћирилица'. */
export const CurrentCyrillic: Story = {
  globals: { language: 'sr-Cyrl' },
  args: { languages: languagesIn('sr-Cyrl') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Почетна' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Пријава' })).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Језик: Ћирилица' });
    await userEvent.click(button);
    const { items } = await languageItems();
    await expect(items.map((item) => item.textContent)).toEqual([
      'Latinica',
      'Ћирилица',
      'English',
    ]);
    await expect(items[1]).toHaveAttribute('aria-current', 'true');
    await expect(items[0]).not.toHaveAttribute('aria-current');
    await outsideInert();
  },
};

/** The page in English: the bar's texts in English, the menu marking 'English'. */
export const CurrentEnglish: Story = {
  globals: { language: 'en' },
  args: { languages: languagesIn('en') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Log in' })).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Language: English' });
    await userEvent.click(button);
    const { items } = await languageItems();
    await expect(items[2]).toHaveAttribute('aria-current', 'true');
    await outsideInert();
  },
};

/** Below md, the narrow menu ends with the group 'Jezik' holding the same three links. */
export const NarrowLanguages: Story = {
  globals: narrowViewport,
  args: { user: landOwner, unreadCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /^Jezik/ })).not.toBeInTheDocument();
    canvas.getByRole('button', { name: 'Meni' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    const group = within(menu).getByRole('group', { name: 'Jezik' });
    const links = within(group).getAllByRole('menuitem');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Latinica',
      'Ћирилица',
      'English',
    ]);
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/?lang=sr-Latn',
      '/?lang=sr-Cyrl',
      '/?lang=en',
    ]);
    await expect(links[0]).toHaveAttribute('aria-current', 'true');
    await expect(links[1]).toHaveAttribute('lang', 'sr-Cyrl');
    // 'Odjavi se' stays the menu's last item, after the languages.
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.at(-1)).toHaveTextContent('Odjavi se');
    await expect(
      within(menu).getByRole('menuitem', { name: 'Poruke 1 nepročitana poruka' }),
    ).toBeVisible();
    await outsideInert();
  },
};

/** Without `languages` the bar has no language menu (the stories before it stay as they were). */
export const NoLanguages: Story = {
  args: { languages: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /^Jezik/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Prijava' })).toBeVisible();
  },
};
