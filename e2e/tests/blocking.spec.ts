import { expect, test } from '../fixtures/test';
import { apiAccount, login } from '../fixtures/auth';
import { apiCreateLandAd, apiSendMessage, apiStartConversation } from '../fixtures/api';

test('an owner blocks an investor, whose next message is refused in Serbian', async ({
  browser,
  page,
  request,
}) => {
  const owner = await apiAccount(request, 'land_owner');
  const investor = await apiAccount(request, 'investor');
  const ad = await apiCreateLandAd(request, owner.token, {
    title: `Plac na Zlatiboru ${Date.now()}`,
    price: 55_000,
  });
  const conversation = await apiStartConversation(request, investor.token, {
    adId: ad.id,
    receiverId: owner.id,
    message: 'Dobar dan, da li je cena konačna?',
  });

  await login(page, owner.email, owner.password);
  await page.goto(`/messages?c=${conversation.id}`);
  await expect(
    page.getByRole('heading', { name: `Razgovor sa ${investor.fullName}` }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Blokiraj korisnika' }).click();
  const confirm = page.getByRole('alertdialog', {
    name: `Blokirati korisnika ${investor.fullName}?`,
  });
  await confirm.getByRole('button', { name: 'Blokiraj' }).click();
  await expect(page.getByRole('button', { name: 'Odblokiraj' })).toBeVisible();
  await expect(
    page.getByText('Blokirali ste ovog korisnika. Ne može vam slati poruke.'),
  ).toBeVisible();

  // The investor, in their own browser, is told why nothing arrives.
  const investorContext = await browser.newContext();
  const investorPage = await investorContext.newPage();
  await login(investorPage, investor.email, investor.password);
  await investorPage.goto(`/messages?c=${conversation.id}`);
  const input = investorPage.getByPlaceholder('Unesite poruku...');
  await expect(input).toBeEnabled();
  await input.fill('Da li mogu da dođem u subotu?');
  await investorPage.getByRole('button', { name: 'Pošalji' }).click();
  await expect(investorPage.getByRole('alert')).toHaveText(
    'Ovaj korisnik vas je blokirao. Poruka nije poslata.',
  );
  // The text is not lost: it stays in the thread, marked as not sent, with a way to try again.
  const unsent = investorPage
    .getByRole('log')
    .getByRole('listitem')
    .filter({ hasText: 'Da li mogu da dođem u subotu?' });
  await expect(unsent.getByText('Nije poslato')).toBeVisible();
  await expect(unsent.getByRole('button', { name: 'Pokušaj ponovo' })).toBeVisible();
  await expect(input).toHaveValue('');
  await investorContext.close();

  // The API refuses it the same way; after unblocking it goes through.
  const refused = await apiSendMessage(request, investor.token, conversation.id, 'Halo?');
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({
    message: 'Ovaj korisnik vas je blokirao. Poruka nije poslata.',
  });
  await page.getByRole('button', { name: 'Odblokiraj' }).click();
  await expect(page.getByRole('button', { name: 'Blokiraj korisnika' })).toBeVisible();
  const accepted = await apiSendMessage(request, investor.token, conversation.id, 'Halo?');
  expect(accepted.status()).toBe(201);
});
