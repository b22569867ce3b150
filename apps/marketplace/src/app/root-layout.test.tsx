import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { texts } from '@marketplace/domain';
import { useToast } from '@marketplace/ui';
import { AppProvider } from './provider';
import { RootLayout } from './root-layout';
import { createTestApi } from '../testing/mock-api';
import { mount } from '../testing/render';

function Screen() {
  const toast = useToast();
  return (
    <>
      <title>{texts.site.pageTitle(texts.nav.realEstate)}</title>
      <h1>Nekretnine</h1>
      <button type="button" onClick={() => toast.show(texts.feedback.landAdPublished)}>
        Objavi
      </button>
    </>
  );
}

let unmount: (() => Promise<void>) | undefined;

async function start(address = '/') {
  const router = createMemoryRouter(
    [{ element: <RootLayout />, children: [{ path: '/', Component: Screen }] }],
    { initialEntries: [address] },
  );
  const mounted = await mount(
    <AppProvider apiClient={createTestApi().apiClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  unmount = mounted.unmount;
  globalThis.IS_REACT_ACT_ENVIRONMENT = false;
}

beforeEach(() => localStorage.clear());
afterEach(async () => {
  await unmount?.();
  unmount = undefined;
});

describe('the app shell (feedback)', () => {
  it('has the skip link as the first Tab stop, moving focus to the main content', async () => {
    await start();
    await expect.element(page.getByRole('heading', { name: 'Nekretnine' })).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.keyboard('{Tab}');
    const skip = page.getByRole('link', { name: 'Preskoči na glavni sadržaj' });
    await expect.element(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const main = page.getByRole('main');
    await expect.element(main).toHaveFocus();
    expect(main.element().id).toBe('main-content');
  });

  it("keeps the screen's title in the form 'X | Nekretnine'", async () => {
    await start();
    await expect.element(page.getByRole('heading', { name: 'Nekretnine' })).toBeVisible();
    expect(document.title).toBe('Nekretnine | Nekretnine');
  });

  it('shows a toast from any screen', async () => {
    await start();
    await page.getByRole('button', { name: 'Objavi' }).click();
    await expect
      .element(page.getByRole('region', { name: /Obaveštenja/ }).getByText('Oglas je objavljen'))
      .toBeVisible();
  });
});

describe('the footer', () => {
  it('links the terms of use and the contact page on every page, signed out too', async () => {
    await start();
    const footer = page.getByRole('contentinfo');
    await expect.element(footer).toBeInTheDocument();
    const nav = footer.getByRole('navigation', { name: 'Podnožje sajta' });
    await expect
      .element(nav.getByRole('link', { name: 'Uslovi korišćenja' }))
      .toHaveAttribute('href', '/uslovi');
    await expect
      .element(nav.getByRole('link', { name: 'Kontakt' }))
      .toHaveAttribute('href', '/kontakt');
  });

  it('comes after the main content', async () => {
    await start();
    await expect.element(page.getByRole('heading', { name: 'Nekretnine' })).toBeVisible();
    const main = page.getByRole('main').element();
    const footer = page.getByRole('contentinfo').element();
    expect(main.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(main.contains(footer)).toBe(false);
  });
});

describe('the language menu', () => {
  it('reads the current language and links the current address in each language', async () => {
    await start('/?q=njiva');
    const button = page.getByRole('button', { name: 'Jezik: Latinica' });
    await expect.element(button).toHaveTextContent('Latinica');
    await button.click();
    const menu = page.getByRole('menu');
    await expect.element(menu).toBeVisible();
    const items = menu.getByRole('menuitem').elements();
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Latinica', '/?q=njiva&lang=sr-Latn'],
      ['Ћирилица', '/?q=njiva&lang=sr-Cyrl'],
      ['English', '/?q=njiva&lang=en'],
    ]);
    expect(items[0]!.getAttribute('aria-current')).toBe('true');
  });
});
