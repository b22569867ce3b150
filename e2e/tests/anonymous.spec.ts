import { expect, test } from '../fixtures/test';

const protectedPaths = [
  '/ads/1',
  '/create-ad',
  '/edit-ad/1',
  '/my-ads',
  '/profile',
  '/messages',
  '/messages?adId=1&receiverId=1&sendInitial=1',
  '/business/1',
  '/create-business-ad',
  '/edit-business-ad/1',
];

for (const path of protectedPaths) {
  test(`anonymous: ${path} redirects to /login`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Prijava', exact: true })).toBeVisible();
  });
}

test('anonymous: the home page invites to sign in and shows no ads', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Nekretnine', level: 1 })).toBeVisible();
  const main = page.getByRole('main');
  // The hero and the 'Nekretnine' offer card both link to /nekretnine.
  await expect(main.getByRole('link', { name: 'Pogledaj nekretnine' }).first()).toHaveAttribute(
    'href',
    '/nekretnine',
  );
  await expect(main.getByRole('link', { name: 'Postani investitor' })).toHaveAttribute(
    'href',
    '/register',
  );
  await expect(main.getByRole('link', { name: 'Registruj se besplatno' })).toHaveAttribute(
    'href',
    '/register',
  );
  await expect(main.getByRole('link', { name: 'Pogledaj biznis oglase' }).first()).toHaveAttribute(
    'href',
    '/business',
  );
  await expect(page.getByRole('search')).toHaveCount(0);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Prijava' })).toHaveAttribute('href', '/login');
  await expect(banner.getByRole('link', { name: 'Registracija' })).toHaveAttribute(
    'href',
    '/register',
  );
  await expect(banner.getByRole('link', { name: /^Poruke/ })).toHaveCount(0);
});

test('anonymous: /business asks to sign in and shows no ads', async ({ page }) => {
  await page.goto('/business');
  await expect(page.getByText('Prijavite se za pristup oglasima')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Oglasi za biznise' })).toHaveCount(0);
  await expect(page.getByRole('search')).toHaveCount(0);
});
