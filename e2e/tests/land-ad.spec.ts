import { expect, test } from '../fixtures/test';
import { choose, field, login, registerAndVerify } from '../fixtures/auth';
import { pngFile } from '../fixtures/images';

test('land owner creates an ad with images, edits it, deletes an image, deletes the ad', async ({
  page,
  request,
}) => {
  const owner = await registerAndVerify(request, 'land_owner');
  await login(page, owner.email, owner.password);
  const title = `Njiva kod Novog Sada ${Date.now()}`;

  // Create (spec §2 /create-ad), from the top bar.
  await page.getByRole('banner').getByRole('link', { name: 'Postavi oglas', exact: true }).click();
  await expect(page).toHaveURL(/\/create-ad$/);
  await expect(page.getByRole('heading', { name: 'Postavi oglas', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Grad' })).toBeDisabled();
  await field(page, 'Naslov').fill(title);
  await field(page, 'Cena (€)').fill('150000');
  await field(page, 'Površina (m²)').fill('25000');
  await choose(page, 'Država', 'Srbija');
  await choose(page, 'Grad', 'Novi Sad');
  await choose(page, 'Tip zemljišta', 'Poljoprivredno zemljište');
  await field(page, 'Opis').fill('Plodna zemlja uz asfaltni put, struja i voda na parceli.');
  await page
    .locator('input[type="file"]')
    .setInputFiles([pngFile('prva.png', [200, 40, 40]), pngFile('druga.png', [40, 40, 200])]);
  await expect(page.getByRole('img', { name: 'prva.png' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'druga.png' })).toBeVisible();
  await expect(page.getByText('2 od 10')).toBeVisible();
  await page.getByRole('button', { name: 'Objavi oglas' }).click();

  // Success goes to /my-ads.
  await expect(page).toHaveURL(/\/my-ads$/);
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(page.getByText('Ukupno oglasa: 1')).toBeVisible();
  await card.getByRole('link', { name: 'Pogledaj detalje' }).click();

  // Detail: fields and both images.
  await expect(page).toHaveURL(/\/ads\/\d+$/);
  const adUrl = page.url();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  // The price leads the page and the facts table.
  await expect(page.getByText(/^150\.000\s€$/).first()).toBeVisible();
  await expect(page.getByText('Poljoprivredno zemljište')).toBeVisible();
  await expect(page.getByText('Novi Sad, Srbija')).toBeVisible();
  await expect(page.getByRole('main').getByText(owner.fullName)).toBeVisible();
  // The first image is the main photo and a thumbnail; the second a thumbnail.
  await expect(page.getByRole('img', { name: `${title} – slika 1` }).first()).toBeVisible();
  await expect(page.getByRole('img', { name: `${title} – slika 2` })).toBeVisible();
  // Its own ad: no message button.
  await expect(page.getByRole('button', { name: 'Pošalji poruku vlasniku' })).toHaveCount(0);

  // Edit: change the title and price, delete the first stored image.
  await page.getByRole('link', { name: 'Izmeni' }).click();
  await expect(page).toHaveURL(/\/edit-ad\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Uredi oglas' })).toBeVisible();
  await expect(field(page, 'Naslov')).toHaveValue(title);
  await expect(page.getByText('2 od 10')).toBeVisible();
  const imageDeleted = page.waitForResponse(
    (response) =>
      response.request().method() === 'DELETE' &&
      /\/api\/ads\/\d+\/images\/\d+$/.test(response.url()),
  );
  await page.getByRole('button', { name: 'Ukloni sliku 1' }).click();
  expect((await imageDeleted).ok()).toBe(true);
  await expect(page.getByText('1 od 10')).toBeVisible();
  const newTitle = `${title} (snižena cena)`;
  await field(page, 'Naslov').fill(newTitle);
  await field(page, 'Cena (€)').fill('120000');
  await page.getByRole('button', { name: 'Sačuvaj izmene' }).click();

  await expect(page).toHaveURL(/\/my-ads$/);
  await expect(page.getByRole('article', { name: newTitle })).toBeVisible();
  await page.goto(adUrl);
  await expect(page.getByRole('heading', { name: newTitle, level: 1 })).toBeVisible();
  await expect(page.getByText(/^120\.000\s€$/).first()).toBeVisible();
  // One image left: the main photo alone.
  await expect(page.getByRole('img', { name: `${newTitle} – slika 1` })).toBeVisible();
  await expect(page.getByRole('img', { name: `${newTitle} – slika 2` })).toHaveCount(0);

  // Delete, after the confirmation (spec §2).
  await page.getByRole('button', { name: 'Obriši' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Da li ste sigurni da želite da obrišete ovaj oglas?');
  await confirm.getByRole('button', { name: 'Obriši' }).click();
  await expect(page).toHaveURL(/\/my-ads$/);
  await expect(page.getByText('Nemate objavljenih oglasa')).toBeVisible();
});
