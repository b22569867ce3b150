import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NavBar } from './NavBar';
import { narrowViewport, wideViewport } from '../../internal/storyViewports';
import { landOwner, outsideInert, withPage } from './storyFrame';

/**
 * The bar as a page first shows it: its menus' code loads after the page (no `menusLoaded`
 * loader here), so the first press may land on a stand-in button. Either way the menu opens.
 */
const meta = {
  title: 'Marketplace/NavBar/Menus',
  component: NavBar,
  parameters: { layout: 'fullscreen' },
  decorators: [withPage],
  args: { user: landOwner, unreadCount: 3, currentPath: '/', onLogout: fn() },
} satisfies Meta<typeof NavBar>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** spec §2: the account menu button opens 'Moj profil' and 'Odjavi se' on the first press. */
export const AccountMenuFirstPress: Story = {
  globals: wideViewport,
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Marko Marković' });
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    const menu = await body.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Moj profil' })).toBeVisible();
    // The open menu is modal: the rest of the page, its button included, is hidden meanwhile.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Marko Marković', hidden: true })).toHaveAttribute(
        'aria-expanded',
        'true',
      ),
    );
    await outsideInert();
  },
};

/** spec §2: below md, the menu button opens the bar's links and the role label on the first press. */
export const NarrowMenuFirstPress: Story = {
  globals: narrowViewport,
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Meni' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await expect(within(menu).getByText('Vlasnik zemljišta')).toBeVisible();
    await expect(
      within(menu).getByRole('menuitem', { name: 'Poruke 3 nepročitane poruke' }),
    ).toBeVisible();
    await outsideInert();
  },
};

/** The language menu button opens the three languages on the first press too (ArrowDown). */
export const LanguageMenuFirstPress: Story = {
  globals: wideViewport,
  args: {
    user: null,
    languages: {
      current: 'sr-Latn',
      hrefs: { 'sr-Latn': '/?lang=sr-Latn', 'sr-Cyrl': '/?lang=sr-Cyrl', en: '/?lang=en' },
    },
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Jezik: Latinica' });
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await body.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Latinica', 'Ћирилица', 'English']);
    await outsideInert();
  },
};
