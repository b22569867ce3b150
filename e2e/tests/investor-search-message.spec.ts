import { expect, test } from '../fixtures/test';
import { apiAccount, choose, field, login, registerAndVerify } from '../fixtures/auth';
import { apiCreateLandAd } from '../fixtures/api';

test('investor searches with text and filters, opens the ad and sends the first message', async ({
  page,
  request,
}) => {
  const owner = await apiAccount(request, 'land_owner');
  // A word no other test's ad has: the text search then sees only these three ads.
  const word = `Pretraga${Date.now().toString(36)}`;
  const vineyard = await apiCreateLandAd(request, owner.token, {
    title: `Vinograd ${word} na Fruškoj gori`,
    description: 'Južna padina, 120 redova loze.',
    price: 50_000,
    country_id: 1,
    city_id: 102, // Novi Sad
    land_type: 'agricultural',
    images: 1,
  });
  await apiCreateLandAd(request, owner.token, {
    title: `Plac kod Beograda`,
    description: `Građevinski plac, ${word.toLowerCase()} u opisu.`,
    price: 30_000,
    country_id: 1,
    city_id: 101, // Beograd
    land_type: 'industrial',
  });
  await apiCreateLandAd(request, owner.token, {
    title: `Maslinjak ${word} u Istri`,
    price: 80_000,
    country_id: 2,
    city_id: 201,
    land_type: 'agricultural',
  });

  const investor = await registerAndVerify(request, 'investor');
  await login(page, investor.email, investor.password);

  // spec §2 home (signed in): text over title and description, case-insensitive.
  const search = page.getByRole('search', { name: 'Pretraga oglasa' });
  const results = page.getByRole('list', { name: 'Oglasi' });
  const found = page.getByRole('status').filter({ hasText: 'Pronađeno oglasa' });
  await search.getByRole('searchbox', { name: 'Pretraga' }).fill(word.toUpperCase());
  await expect(found).toHaveText('Pronađeno oglasa: 3');

  await choose(page, 'Država', 'Hrvatska');
  await expect(found).toHaveText('Pronađeno oglasa: 1');
  await expect(results.getByRole('article', { name: `Maslinjak ${word} u Istri` })).toBeVisible();

  await choose(page, 'Država', 'Srbija');
  await expect(found).toHaveText('Pronađeno oglasa: 2');
  await search.getByRole('button', { name: 'Filters' }).click();
  await field(page, 'Minimalna cena').fill('40000');
  await expect(found).toHaveText('Pronađeno oglasa: 1');
  await field(page, 'Maksimalna cena').fill('45000');
  await expect(page.getByText('Nema pronađenih oglasa')).toBeVisible();
  await field(page, 'Maksimalna cena').fill('50000'); // inclusive
  await expect(found).toHaveText('Pronađeno oglasa: 1');
  await choose(page, 'Grad', 'Beograd');
  await expect(page.getByText('Nema pronađenih oglasa')).toBeVisible();
  await choose(page, 'Grad', 'Novi Sad');
  await expect(found).toHaveText('Pronađeno oglasa: 1');

  // Reset clears every criterion.
  await search.getByRole('button', { name: 'Reset' }).click();
  await expect(search.getByRole('searchbox', { name: 'Pretraga' })).toHaveValue('');
  await search.getByRole('searchbox', { name: 'Pretraga' }).fill(word);
  await expect(found).toHaveText('Pronađeno oglasa: 3');
  await choose(page, 'Država', 'Srbija');
  // The filters stay open after Reset.
  await expect(search.getByRole('button', { name: 'Filters' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(field(page, 'Minimalna cena')).toHaveValue('');
  await field(page, 'Minimalna cena').fill('40000');
  await expect(found).toHaveText('Pronađeno oglasa: 1');

  // Open the ad.
  const card = results.getByRole('article', { name: vineyard.title });
  await card.getByRole('link', { name: 'Pogledaj detalje' }).click();
  await expect(page).toHaveURL(new RegExp(`/ads/${vineyard.id}$`));
  await expect(page.getByRole('heading', { name: vineyard.title, level: 1 })).toBeVisible();
  await expect(page.getByText('Južna padina, 120 redova loze.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Izmeni' })).toHaveCount(0);

  // spec §2: 'Pošalji poruku vlasniku' → /messages?adId&receiverId&sendInitial=1 and the dialog.
  await page.getByRole('button', { name: 'Pošalji poruku vlasniku' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/messages\\?adId=${vineyard.id}&receiverId=${owner.id}&sendInitial=1$`),
  );
  const dialog = page.getByRole('dialog', { name: 'Pošaljite poruku vlasniku oglasa' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Ova poruka će započeti novi razgovor sa vlasnikom oglasa');
  const send = dialog.getByRole('button', { name: 'Pošalji' });
  await expect(send).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Vaša poruka' }).fill('   ');
  await expect(send).toBeDisabled();
  const first = 'Poštovani, da li je cena vinograda fiksna?';
  await dialog.getByRole('textbox', { name: 'Vaša poruka' }).fill(first);
  await send.click();

  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/sendInitial/);
  await expect(page.getByRole('heading', { name: `Razgovor sa ${owner.fullName}` })).toBeVisible();
  const log = page.getByRole('log');
  await expect(log.getByText(first)).toBeVisible();
  await expect(log.getByText('Vi', { exact: true })).toBeVisible();
  const list = page.getByRole('list', { name: 'Razgovori' });
  await expect(list.getByRole('link', { name: vineyard.title })).toHaveAttribute(
    'href',
    `/ads/${vineyard.id}`,
  );

  // Coming back through the same button selects the conversation instead of a new dialog.
  await page.goto(`/ads/${vineyard.id}`);
  await page.getByRole('button', { name: 'Pošalji poruku vlasniku' }).click();
  await expect(page.getByRole('heading', { name: `Razgovor sa ${owner.fullName}` })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('log').getByText(first)).toBeVisible();
});
