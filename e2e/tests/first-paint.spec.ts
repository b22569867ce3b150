import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { apiAccount, login } from '../fixtures/auth';
import { apiCreateBusinessAd, apiCreateLandAd } from '../fixtures/api';

const TAGLINE = 'Biznisi na prodaju u regionu: restorani, firme, radnje i proizvodnja.';
const APP_CODE = /\/assets\/.+\.js$/;

/**
 * The boxes of the business list's hero title and tagline as the page shows them now. On phones
 * (below md, 768 px) the hero is its title only: the tagline is hidden, before the app and in it.
 */
async function heroBoxes(page: Page, hero: ReturnType<Page['locator']>, phone: boolean) {
  const title = hero.getByRole('heading', { name: 'Biznisi', level: 1 });
  await expect(title).toBeVisible();
  if (phone) {
    await expect(hero.getByText(TAGLINE)).toBeHidden();
    return { title: await title.boundingBox() };
  }
  await expect(hero.getByText(TAGLINE)).toBeVisible();
  return { title: await title.boundingBox(), tagline: await hero.getByText(TAGLINE).boundingBox() };
}

for (const viewport of [
  { width: 412, height: 823 },
  { width: 1280, height: 720 },
]) {
  test(`first paint (${viewport.width} px): the business list's hero is in the page itself, where and as large as the app draws it`, async ({
    page,
  }) => {
    const phone = viewport.width < 768;
    await page.setViewportSize(viewport);
    // The page without the app's code: what the browser paints before any script of the app runs.
    await page.route(APP_CODE, (route) => route.abort());
    await page.goto('/business');
    const boot = await heroBoxes(page, page.locator('.boot-hero'), phone);
    if (phone) {
      // The band is the title and its padding (24 px above and below), nothing more.
      const band = await page.locator('.boot-hero').boundingBox();
      expect(band!.height).toBeLessThanOrEqual(boot.title!.height + 48 + 1);
    }
    await expect(page.getByRole('status')).toHaveText('Učitavanje…');

    await page.unroute(APP_CODE);
    await page.goto('/business');
    const hero = page.getByRole('region', { name: 'Biznisi' });
    const app = await heroBoxes(page, hero, phone);
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

/** The content box (without the border) of the first element `selector` finds. */
async function contentBox(page: Page, selector: string) {
  const element = page.locator(selector).first();
  await expect(element).toBeVisible();
  return element.evaluate((node) => {
    const rect = node.getBoundingClientRect();
    const style = getComputedStyle(node);
    const border = (side: string) => parseFloat(style.getPropertyValue(`border-${side}-width`));
    return {
      width: rect.width - border('left') - border('right'),
      height: rect.height - border('top') - border('bottom'),
    };
  });
}

for (const kind of ['land', 'business'] as const) {
  test(`first paint (412 px): a ${kind} ad page shows its main photo before the app, no smaller than the app's`, async ({
    page,
    request,
  }) => {
    const owner = await apiAccount(request, kind === 'land' ? 'land_owner' : 'business_owner');
    const title = `Oglas sa slikom pre aplikacije ${Date.now()}`;
    const ad =
      kind === 'land'
        ? await apiCreateLandAd(request, owner.token, { title, price: 45000, images: 2 })
        : await apiCreateBusinessAd(request, owner.token, {
            title,
            description: 'Uhodan biznis.',
            price: 350000,
            images: 2,
          });
    const address = kind === 'land' ? `/ads/${ad.id}` : `/business/${ad.id}`;
    const investor = await apiAccount(request, 'investor');
    await login(page, investor.email, investor.password);
    await page.setViewportSize({ width: 412, height: 823 });

    // The page alone, without the app's code: the server put the main photo in it.
    await page.route(APP_CODE, (route) => route.abort());
    await page.goto(address);
    const photo = page.locator('img.boot-photo');
    await expect(photo).toHaveJSProperty('complete', true);
    expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
      0,
    );
    const boot = await contentBox(page, 'img.boot-photo');

    await page.unroute(APP_CODE);
    await page.goto(address);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.locator('img.boot-photo')).toHaveCount(0);
    const app = await contentBox(page, 'main img[fetchpriority="high"]');
    // As wide as the gallery's photo, and at least as large: React's photo is then never a later,
    // larger paint than the first one.
    expect(Math.abs(boot.width - app.width)).toBeLessThan(1);
    expect(boot.width * boot.height).toBeGreaterThanOrEqual(app.width * app.height);
  });
}

test('first paint: a signed-out visitor gets no photo in the page', async ({ page, request }) => {
  const owner = await apiAccount(request, 'land_owner');
  const ad = await apiCreateLandAd(request, owner.token, {
    title: `Oglas bez prijave ${Date.now()}`,
    price: 1000,
    images: 1,
  });
  await page.route(APP_CODE, (route) => route.abort());
  await page.goto(`/ads/${ad.id}`);
  await expect(page.getByRole('status')).toHaveText('Učitavanje…');
  await expect(page.locator('img.boot-photo')).toHaveCount(0);
});
