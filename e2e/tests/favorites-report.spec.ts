import { expect, test } from '../fixtures/test';
import { apiAccount, login, registerAndVerify } from '../fixtures/auth';
import { apiCreateBusinessAd, apiCreateLandAd } from '../fixtures/api';

test('an investor saves a land ad and a business ad, and finds them on Sačuvani oglasi', async ({
  page,
  request,
}) => {
  const word = `Srce${Date.now().toString(36)}`;
  const landOwner = await apiAccount(request, 'land_owner');
  const land = await apiCreateLandAd(request, landOwner.token, {
    title: `Parcela ${word}`,
    price: 30_000,
  });
  const businessOwner = await apiAccount(request, 'business_owner');
  const business = await apiCreateBusinessAd(request, businessOwner.token, {
    title: `Pekara ${word}`,
    description: 'Pekara u naselju.',
    price: 60_000,
  });

  const investor = await registerAndVerify(request, 'investor');
  await login(page, investor.email, investor.password);

  // The heart on a land card of the home page: a toggle of its own, not the card's link.
  await page
    .getByRole('search', { name: 'Pretraga oglasa' })
    .getByRole('searchbox', { name: 'Pretraga' })
    .fill(word);
  const landCard = page.getByRole('list', { name: 'Oglasi' }).getByRole('article', {
    name: land.title,
  });
  const landHeart = landCard.getByRole('button', { name: 'Sačuvaj oglas' });
  await expect(landHeart).toHaveAttribute('aria-pressed', 'false');
  await Promise.all([
    page.waitForResponse((r) => r.url().includes(`/api/favorites/land/${land.id}`) && r.ok()),
    landHeart.click(),
  ]);
  await expect(landHeart).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\/(\?.*)?$/);

  await page.getByRole('banner').getByRole('link', { name: 'Biznis', exact: true }).click();
  await page
    .getByRole('search', { name: 'Pretraga biznis oglasa' })
    .getByRole('searchbox', { name: 'Pretraga' })
    .fill(word);
  const businessHeart = page
    .getByRole('list', { name: 'Oglasi za biznise' })
    .getByRole('article', { name: business.title })
    .getByRole('button', { name: 'Sačuvaj oglas' });
  await Promise.all([
    page.waitForResponse(
      (r) => r.url().includes(`/api/favorites/business/${business.id}`) && r.ok(),
    ),
    businessHeart.click(),
  ]);
  await expect(businessHeart).toHaveAttribute('aria-pressed', 'true');

  // The account menu leads to 'Sačuvani oglasi', newest saved first.
  await page.getByRole('button', { name: investor.fullName }).click();
  await page.getByRole('menuitem', { name: 'Sačuvani oglasi' }).click();
  await expect(page).toHaveURL(/\/saved-ads$/);
  await expect(page).toHaveTitle('Sačuvani oglasi | Nekretnine');
  const saved = page.getByRole('list', { name: 'Sačuvani oglasi' });
  await expect(saved.getByRole('heading', { level: 2 })).toHaveText([business.title, land.title]);

  await page.reload();
  await expect(saved.getByRole('heading', { level: 2 })).toHaveText([business.title, land.title]);
  await expect(saved.getByRole('link', { name: land.title })).toHaveAttribute(
    'href',
    `/ads/${land.id}`,
  );

  await saved.getByRole('button', { name: `Ukloni iz sačuvanih: ${land.title}` }).click();
  await expect(saved.getByRole('heading', { level: 2 })).toHaveText([business.title]);
  await page.reload();
  await expect(saved.getByRole('heading', { level: 2 })).toHaveText([business.title]);

  // The business ad's page shows it saved.
  await page.goto(`/business/${business.id}`);
  await expect(page.getByRole('button', { name: 'Sačuvano' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('an ad is reported once; a second report shows the server refusal', async ({
  page,
  request,
}) => {
  const owner = await apiAccount(request, 'land_owner');
  const ad = await apiCreateLandAd(request, owner.token, {
    title: `Sumnjiva parcela ${Date.now().toString(36)}`,
    price: 1_000,
  });
  const investor = await registerAndVerify(request, 'investor');
  await login(page, investor.email, investor.password);
  await page.goto(`/ads/${ad.id}`);
  await expect(page.getByRole('heading', { name: ad.title, level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Prijavi oglas' }).click();
  let dialog = page.getByRole('dialog', { name: 'Prijavi oglas' });
  await dialog.getByRole('radio', { name: 'Prevara' }).check();
  await dialog.getByRole('textbox', { name: 'Napomena' }).fill('Ista parcela je oglašena dvaput.');
  await dialog.getByRole('button', { name: 'Pošalji prijavu' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: /Obaveštenja/ })).toContainText(
    'Prijava je poslata. Hvala!',
  );

  await page.getByRole('button', { name: 'Prijavi oglas' }).click();
  dialog = page.getByRole('dialog', { name: 'Prijavi oglas' });
  await dialog.getByRole('radio', { name: 'Drugo' }).check();
  await dialog.getByRole('button', { name: 'Pošalji prijavu' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Već ste prijavili ovaj oglas.');
  await expect(dialog).toBeVisible();
});
