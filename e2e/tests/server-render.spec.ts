import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { apiCreateBusinessAd, apiCreateLandAd } from '../fixtures/api';
import { apiAccount, login } from '../fixtures/auth';
import { server } from '../fixtures/env';

/** React's hydration failures, as a production build reports them in the console. */
const HYDRATION = /hydrat|did not match|Minified React error #(418|419|422|423|425)/i;

function collectHydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (HYDRATION.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (HYDRATION.test(error.message)) errors.push(error.message);
  });
  return errors;
}

/**
 * Loads `path` as a new page and waits until the app has taken it over: its scripts have run and
 * the browser has been idle twice (a live message stream keeps the network busy for good).
 */
async function load(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'load' });
  for (let i = 0; i < 2; i++) {
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  }
}

test.describe('pages hydrate without a mismatch', () => {
  test('a visitor, on every public page', async ({ page }) => {
    const errors = collectHydrationErrors(page);
    for (const path of ['/', '/nekretnine', '/business', '/login', '/register', '/profile', '/x']) {
      await load(page, path);
    }
    expect(errors).toEqual([]);
  });

  // Every page for an investor; an owner's own pages and another role's access-denied page.
  const pagesOf: Record<'investor' | 'land_owner', (land: number, business: number) => string[]> = {
    investor: (land, business) => [
      '/',
      '/nekretnine',
      '/business',
      `/ads/${land}`,
      `/business/${business}`,
      '/profile',
      '/messages',
      '/saved-ads',
      '/ads/999999',
    ],
    land_owner: (land) => ['/my-ads', '/create-ad', `/edit-ad/${land}`, '/create-business-ad'],
  };
  for (const role of ['investor', 'land_owner'] as const) {
    test(`a signed-in ${role}`, async ({ page, request }) => {
      const account = await apiAccount(request, role);
      const owner = role === 'land_owner' ? account : await apiAccount(request, 'land_owner');
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
      const errors = collectHydrationErrors(page);
      await login(page, account.email, account.password);
      for (const path of pagesOf[role](land.id, business.id)) await load(page, path);
      expect(errors).toEqual([]);
    });
  }
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

  test('a missing ad is a full page with a way back and HTTP 404', async ({ page }) => {
    for (const path of ['/ads/abc', '/nema-ove-stranice']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('navigation', { name: 'Glavna navigacija' })).toBeVisible();
    }
  });
});
