import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { apiCreateBusinessAd, apiCreateLandAd } from '../fixtures/api';
import { apiAccount, login } from '../fixtures/auth';
import { server } from '../fixtures/env';

/**
 * Loads `path` as a new page and waits until the app has taken it over: its scripts have run and
 * the browser has been idle twice (a live message stream keeps the network busy for good).
 */
async function load(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: 'load' });
  for (let i = 0; i < 2; i++) {
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  }
  return response;
}

/**
 * The stylesheets the page took after the server's HTML: a style that arrives with a script paints
 * the server's markup unstyled first, then moves it.
 */
async function lateStylesheets(page: Page, html: string) {
  const linked = new Set(
    [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => match[1]),
  );
  const applied = await page.evaluate(() =>
    Array.from(document.styleSheets).flatMap((sheet) =>
      sheet.href ? [new URL(sheet.href).pathname] : [],
    ),
  );
  return applied.filter((href) => !linked.has(href));
}

test.describe('pages hydrate without a mismatch', () => {
  test('a visitor, on every public page', async ({ page, hydrationErrors }) => {
    for (const path of [
      '/',
      '/nekretnine',
      '/business',
      '/login',
      '/register',
      '/profile',
      '/uslovi',
      '/kontakt',
      '/x',
    ]) {
      await load(page, path);
    }
    expect(hydrationErrors).toEqual([]);
  });

  // Every e2e test checks the pages it loads (fixtures/test.ts); this one loads each signed-in
  // page anew, the owners' and the access-denied pages being loaded by the tests of their flows.
  test("a signed-in investor, on every page, styled by the HTML's own stylesheets", async ({
    page,
    request,
    hydrationErrors,
  }) => {
    const owner = await apiAccount(request, 'land_owner');
    const seller = await apiAccount(request, 'business_owner');
    const land = await apiCreateLandAd(request, owner.token, {
      title: 'Vinograd na Fruškoj gori',
      price: 52000,
      images: 1,
    });
    const business = await apiCreateBusinessAd(request, seller.token, {
      title: 'Knjižara u centru Niša',
      description: 'Stalni kupci.',
      price: 68000,
      images: 1,
    });
    const investor = await apiAccount(request, 'investor');
    await login(page, investor.email, investor.password);
    for (const path of [
      '/',
      '/nekretnine',
      '/business',
      `/ads/${land.id}`,
      `/business/${business.id}`,
      '/profile',
      '/messages',
      '/saved-ads',
      '/create-ad',
      '/ads/999999',
    ]) {
      const response = await load(page, path);
      const html = (await response?.text()) ?? '';
      expect(html).toContain('rel="stylesheet"');
      expect(await lateStylesheets(page, html), path).toEqual([]);
    }
    expect(hydrationErrors).toEqual([]);
  });
});

test.describe('the first screen is in the HTML, before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('a signed-in investor sees the business cards and an ad with its main photo', async ({
    page,
    request,
    context,
  }) => {
    const seller = await apiAccount(request, 'business_owner');
    const business = await apiCreateBusinessAd(request, seller.token, {
      title: 'Pekara kod stanice u Kraljevu',
      description: 'Dve peći, stalni kupci.',
      price: 91000,
      images: 1,
    });
    const investor = await apiAccount(request, 'investor');
    const login = await request.post(`${server.baseUrl}/api/auth/login`, {
      data: { email: investor.email, password: investor.password },
    });
    const session = login.headers()['set-cookie']?.split(';')[0]?.split('=')[1];
    expect(session).toBeTruthy();
    await context.addCookies([{ name: 'session', value: session!, url: server.baseUrl }]);

    await page.goto('/business');
    await expect(page.getByText('Pekara kod stanice u Kraljevu').first()).toBeVisible();

    await page.goto(`/business/${business.id}`);
    await expect(
      page.getByRole('heading', { name: 'Pekara kod stanice u Kraljevu', level: 1 }),
    ).toBeVisible();
    const photo = page.locator('img[fetchpriority="high"]');
    await expect(photo).toHaveCount(1);
    await expect(photo).toHaveAttribute('srcset', /\d+w/);
    await expect(photo).toHaveAttribute('sizes', /px/);
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  });

  test('a visitor sees the login form and the home page hero', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('Email adresa')).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  });

  test("a visitor opens a clause of the terms by its link, then the footer's contact page", async ({
    page,
  }) => {
    const response = await page.goto('/uslovi#clan-6-2');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 3, name: '6.2 Žalba' })).toBeInViewport();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Kontakt' }).click();
    await expect(page).toHaveURL(/\/kontakt$/);
    await expect(page.getByRole('link', { name: 'organi@trziste.rs' })).toHaveAttribute(
      'href',
      'mailto:organi@trziste.rs',
    );
  });

  test('a missing ad is a full page with a way back and HTTP 404', async ({ page }) => {
    for (const path of ['/ads/abc', '/nema-ove-stranice']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('navigation', { name: 'Glavna navigacija' })).toBeVisible();
    }
  });
});
