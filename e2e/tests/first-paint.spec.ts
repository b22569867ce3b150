import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';

const TAGLINE = 'Biznisi na prodaju u regionu: restorani, firme, radnje i proizvodnja.';
const APP_CODE = /\/assets\/.+\.js$/;

/** The boxes of the business list's hero title and tagline as the page shows them now. */
async function heroBoxes(page: Page, hero: ReturnType<Page['locator']>) {
  await expect(hero.getByText(TAGLINE)).toBeVisible();
  return {
    title: await hero.getByRole('heading', { name: 'Biznisi', level: 1 }).boundingBox(),
    tagline: await hero.getByText(TAGLINE).boundingBox(),
  };
}

for (const viewport of [
  { width: 412, height: 823 },
  { width: 1280, height: 720 },
]) {
  test(`first paint (${viewport.width} px): the business list's hero is in the page itself, where and as large as the app draws it`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    // The page without the app's code: what the browser paints before any script of the app runs.
    await page.route(APP_CODE, (route) => route.abort());
    await page.goto('/business');
    const boot = await heroBoxes(page, page.locator('.boot-hero'));
    await expect(page.getByRole('status')).toHaveText('Učitavanje…');

    await page.unroute(APP_CODE);
    await page.goto('/business');
    const hero = page.getByRole('region', { name: 'Biznisi' });
    const app = await heroBoxes(page, hero);
    // React's first render replaced the boot markup with the screen.
    await expect(page.locator('.boot-hero')).toHaveCount(0);
    expect(app).toEqual(boot);
  });
}

test('first paint: a screen without a boot hero shows only the bar and the loading text', async ({
  page,
}) => {
  await page.route(APP_CODE, (route) => route.abort());
  await page.goto('/login');
  await expect(page.getByText('Nekretnine', { exact: true })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Učitavanje…');
  await expect(page.locator('.boot-hero')).toBeHidden();
});
