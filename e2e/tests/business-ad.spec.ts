import { expect, test } from '../fixtures/test';
import { choose, field, login, registerAndVerify } from '../fixtures/auth';
import { pngFile } from '../fixtures/images';

test('business owner creates, edits and views a business ad', async ({ page, request }) => {
  const owner = await registerAndVerify(request, 'business_owner');
  await login(page, owner.email, owner.password);
  const title = `Picerija u centru Niša ${Date.now()}`;

  await page
    .getByRole('banner')
    .getByRole('link', { name: 'Postavi oglas za biznis', exact: true })
    .click();
  await expect(page).toHaveURL(/\/create-business-ad$/);
  await expect(
    page.getByRole('heading', { name: 'Postavi oglas za biznis', level: 1 }),
  ).toBeVisible();

  // spec §5: the required fields are checked first.
  await page.getByRole('button', { name: 'Postavi oglas za biznis' }).click();
  await expect(page.getByText('Molimo popunite sva obavezna polja')).toBeVisible();

  await field(page, 'Naslov').fill(title);
  await field(page, 'Opis biznisa').fill('Picerija sa 40 mesta, krušna peć i stalni gosti.');
  await field(page, 'Cena (€)').fill('250000');
  await choose(page, 'Tip biznisa', 'Restoran i ugostiteljstvo');
  await expect(page.getByRole('combobox', { name: 'Grad' })).toBeDisabled();
  await choose(page, 'Država', 'Srbija');
  await choose(page, 'Grad', 'Niš');
  await field(page, 'Godišnji prihod (€)').fill('1250000');
  await field(page, 'Broj zaposlenih').fill('12');
  await field(page, 'Godina osnivanja').fill('2009');
  await page
    .locator('input[type="file"]')
    .setInputFiles([pngFile('sala.png', [180, 90, 30]), pngFile('pec.png', [90, 30, 30])]);
  await expect(page.getByText('2 od 10')).toBeVisible();
  // Per-image removal before sending.
  await page.getByRole('button', { name: 'Ukloni sliku 2' }).click();
  await expect(page.getByText('1 od 10')).toBeVisible();
  await page.getByRole('button', { name: 'Postavi oglas za biznis' }).click();

  // spec §2: the success text, then /business after 1.5 s.
  await expect(page.getByText('Oglas za biznis je uspešno kreiran!')).toBeVisible();
  await expect(page).toHaveURL(/\/business$/);
  await page.getByRole('searchbox', { name: 'Pretraga' }).fill(title);
  const card = page.getByRole('list', { name: 'Oglasi za biznise' }).getByRole('article', {
    name: title,
  });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Restoran i ugostiteljstvo');
  await expect(card).toContainText('250K €');
  await expect(card).toContainText('12 zaposlenih');
  await expect(card).toContainText('2009');
  await expect(card).toContainText(owner.fullName);
  await card.getByRole('link', { name: 'Pogledaj detalje' }).click();

  // Detail, as its author.
  await expect(page).toHaveURL(/\/business\/\d+$/);
  const detailUrl = page.url();
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(main.getByText('Niš, Srbija').first()).toBeVisible();
  await expect(main.getByText('250K €')).toBeVisible();
  await expect(main.getByText('1,3M €')).toBeVisible();
  // 'Broj zaposlenih: 12' (the card says '12 zaposlenih'; the page does not repeat the word).
  await expect(main.getByText('Broj zaposlenih', { exact: true }).locator('..')).toContainText(
    '12',
  );
  await expect(main.getByText('12 zaposlenih')).toHaveCount(0);
  await expect(main.getByText('Picerija sa 40 mesta, krušna peć i stalni gosti.')).toBeVisible();
  await expect(page.getByRole('img', { name: `${title} – slika 1` })).toBeVisible();
  await expect(page.getByRole('img', { name: `${title} – slika 2` })).toHaveCount(0);
  await expect(main.getByText('Kontakt opcija je dostupna samo investitorima')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kontaktiraj vlasnika' })).toHaveCount(0);

  // The gallery's full-size dialog closes with 'Zatvori'.
  await page.getByRole('button', { name: 'Otvori sliku 1 od 1' }).click();
  const viewer = page.getByRole('dialog');
  await expect(viewer).toBeVisible();
  await viewer.getByRole('button', { name: 'Zatvori' }).click();
  await expect(viewer).toBeHidden();

  // Edit (spec §2 /edit-business-ad/{id}): no images, 'Otkaži' and 'Sačuvaj izmene'.
  await page.getByRole('link', { name: 'Uredi oglas' }).click();
  await expect(page).toHaveURL(/\/edit-business-ad\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Uredi biznis oglas' })).toBeVisible();
  await expect(field(page, 'Naslov')).toHaveValue(title);
  await expect(page.locator('input[type="file"]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Otkaži' }).click();
  await expect(page).toHaveURL(detailUrl);
  await page.getByRole('link', { name: 'Uredi oglas' }).click();

  const newTitle = `${title} – hitna prodaja`;
  await field(page, 'Naslov').fill(`  ${newTitle}  `);
  await field(page, 'Cena (€)').fill('199000');
  await field(page, 'Broj zaposlenih').fill('');
  await choose(page, 'Tip biznisa', 'Trgovina i usluge');
  await page.getByRole('button', { name: 'Sačuvaj izmene' }).click();
  await expect(page.getByText('Oglas je uspešno ažuriran')).toBeVisible();

  // Back on the detail page after 1.5 s, with the changes (title trimmed, employees cleared).
  await expect(page).toHaveURL(detailUrl);
  await expect(page.getByRole('heading', { name: newTitle, level: 1 })).toBeVisible();
  await expect(main.getByText('199K €')).toBeVisible();
  await expect(main.getByText('Trgovina i usluge').first()).toBeVisible();
  await expect(main.getByText('zaposlenih')).toHaveCount(0);

  // And on 'Moji oglasi'.
  await page.getByRole('banner').getByRole('link', { name: 'Moji oglasi' }).click();
  await expect(page.getByRole('article', { name: newTitle })).toBeVisible();
  await expect(page.getByText('Ukupno oglasa: 1')).toBeVisible();
});
