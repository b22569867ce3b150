import { expect, test } from '../fixtures/test';
import { apiAccount, login } from '../fixtures/auth';
import { apiCreateLandAd } from '../fixtures/api';

// The ad page: main photo and viewer, breadcrumbs, ad number, sharing, seller panel.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('an investor reads a land ad page: viewer, breadcrumbs, number, share, seller', async ({
  page,
  request,
}) => {
  const owner = await apiAccount(request, 'land_owner');
  const title = `Njiva sa tri slike ${Date.now()}`;
  const ad = await apiCreateLandAd(request, owner.token, {
    title,
    price: 45000,
    area: 12500,
    country_id: 1,
    city_id: 101,
    images: 3,
  });
  const investor = await apiAccount(request, 'investor');
  await login(page, investor.email, investor.password);
  await page.goto(`/ads/${ad.id}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

  // Ad number and breadcrumbs (Početna › Srbija › the city), leading to the filtered list.
  await expect(page.getByText(`Oglas br. ${ad.id}`, { exact: true })).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Putanja' });
  await expect(crumbs.getByRole('link', { name: 'Početna' })).toHaveAttribute('href', '/');
  await expect(crumbs.getByRole('link', { name: 'Srbija' })).toHaveAttribute(
    'href',
    '/nekretnine?country_id=1',
  );
  await expect(crumbs.getByRole('link')).toHaveCount(3);

  // The main photo is loaded first; a thumbnail becomes the main photo.
  const main = page.getByRole('button', { name: 'Otvori sliku 1 od 3' });
  await expect(main.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  await page.getByRole('button', { name: 'Prikaži sliku 2 od 3' }).click();
  await page.getByRole('button', { name: 'Otvori sliku 2 od 3' }).click();

  // The viewer: next/previous buttons and the arrow keys, wrapping at the ends.
  const viewer = page.getByRole('dialog');
  await expect(viewer.getByText('Slika 2 od 3')).toBeVisible();
  await viewer.getByRole('button', { name: 'Sledeća slika' }).click();
  await expect(viewer.getByText('Slika 3 od 3')).toBeVisible();
  await expect(viewer).toHaveAccessibleName(`${title} – slika 3`);
  await viewer.getByRole('button', { name: 'Sledeća slika' }).click();
  await expect(viewer.getByText('Slika 1 od 3')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(viewer.getByText('Slika 3 od 3')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(viewer.getByText('Slika 2 od 3')).toBeVisible();
  await viewer.getByRole('button', { name: 'Prethodna slika' }).click();
  await expect(viewer.getByText('Slika 1 od 3')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Otvori sliku 1 od 3' })).toBeFocused();

  // The seller panel: name, member since, active ads, the spec's message button.
  const seller = page.getByRole('region', { name: 'Prodavac' });
  await expect(seller.getByText(owner.fullName)).toBeVisible();
  await expect(seller.getByText('Član od')).toBeVisible();
  await expect(seller.getByText('Aktivnih oglasa')).toBeVisible();
  await expect(seller.getByRole('button', { name: 'Pošalji poruku vlasniku' })).toBeVisible();

  // Share copies the ad's link.
  await page.getByRole('button', { name: 'Podeli' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link je kopiran' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

  // A breadcrumb leads to the land list filtered by the country.
  await crumbs.getByRole('link', { name: 'Srbija' }).click();
  await expect(page).toHaveURL(/\/nekretnine\?country_id=1$/);
});
