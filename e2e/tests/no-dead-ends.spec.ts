import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { apiAccount, choose, field } from '../fixtures/auth';
import { apiCreateLandAd, apiStartConversation } from '../fixtures/api';
import { server } from '../fixtures/env';

// No dead ends: every failure says what happened and what to do next, on a phone and a desktop.

const viewports = [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const;

async function blockUser(request: APIRequestContext, token: string, userId: number) {
  const response = await request.put(`${server.baseUrl}/api/blocks/${userId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Fills /login (already open) and signs in. */
async function signIn(page: Page, email: string, password: string) {
  await expect(page.getByRole('heading', { name: 'Prijava', exact: true })).toBeVisible();
  await field(page, 'Email adresa').fill(email);
  await field(page, 'Lozinka').fill(password);
  await page.getByRole('button', { name: 'Prijava', exact: true }).click();
}

for (const [name, viewport] of viewports) {
  test.describe(`no dead ends (${name})`, () => {
    test.use({ viewport });

    test('sign-in returns to the page an email link opened, query string included', async ({
      page,
      request,
    }) => {
      const owner = await apiAccount(request, 'land_owner');
      const investor = await apiAccount(request, 'investor');
      const ad = await apiCreateLandAd(request, owner.token, {
        title: 'Njiva kraj puta',
        price: 12000,
      });
      const conversation = await apiStartConversation(request, investor.token, {
        adId: ad.id,
        receiverId: owner.id,
        message: 'Da li je njiva još na prodaju?',
      });

      // A notice email links the conversation: signed out, /login first, then back to it.
      await page.goto(`/messages?c=${conversation.id}`);
      await expect(page).toHaveURL(/\/login$/);
      await signIn(page, owner.email, owner.password);
      await expect(page).toHaveURL(new URL(`/messages?c=${conversation.id}`, server.baseUrl).href);
      await expect(page.getByRole('log').getByText('Da li je njiva još na prodaju?')).toBeVisible();
    });

    test('sign-in never leaves the site (?next= of another site goes home)', async ({
      page,
      request,
    }) => {
      const investor = await apiAccount(request, 'investor');
      for (const next of ['//evil.example', '/\\evil.example', 'https://evil.example/']) {
        await page.context().clearCookies();
        await page.goto(`/login?next=${encodeURIComponent(next)}`);
        await page.evaluate(() => localStorage.clear());
        await page.reload();
        await signIn(page, investor.email, investor.password);
        await expect(page).toHaveURL(new URL('/', server.baseUrl).href);
      }
    });

    test('a refused conversation start says why in the dialog', async ({ page, request }) => {
      const owner = await apiAccount(request, 'land_owner');
      const investor = await apiAccount(request, 'investor');
      // An owner blocks only someone who wrote to them: a first ad's conversation, then the block.
      const first = await apiCreateLandAd(request, owner.token, {
        title: 'Plac pre blokade',
        price: 7000,
      });
      await apiStartConversation(request, investor.token, {
        adId: first.id,
        receiverId: owner.id,
        message: 'Dobar dan.',
      });
      await blockUser(request, owner.token, investor.id);
      const ad = await apiCreateLandAd(request, owner.token, {
        title: 'Plac u blokadi',
        price: 8000,
      });

      await page.goto(`/ads/${ad.id}`);
      await signIn(page, investor.email, investor.password);
      // Sign-in returned to the ad.
      await expect(page).toHaveURL(new URL(`/ads/${ad.id}`, server.baseUrl).href);
      await page
        .getByRole('link', { name: 'Pošalji poruku vlasniku' })
        .or(page.getByRole('button', { name: 'Pošalji poruku vlasniku' }))
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: 'Pošaljite poruku vlasniku oglasa' });
      await dialog.getByLabel('Vaša poruka').fill('Zanima me plac.');
      await dialog.getByRole('button', { name: 'Pošalji' }).click();
      await expect(dialog.getByRole('alert')).toContainText(/blokirao/);
      await expect(dialog.getByLabel('Vaša poruka')).toHaveValue('Zanima me plac.');
    });

    test('an unsent message stays, "Nije poslato", a reload too, and "Pokušaj ponovo" sends it', async ({
      page,
      request,
    }) => {
      const owner = await apiAccount(request, 'land_owner');
      const investor = await apiAccount(request, 'investor');
      const ad = await apiCreateLandAd(request, owner.token, { title: 'Voćnjak', price: 15000 });
      const conversation = await apiStartConversation(request, investor.token, {
        adId: ad.id,
        receiverId: owner.id,
        message: 'Prva poruka',
      });
      await page.goto(`/messages?c=${conversation.id}`);
      await signIn(page, investor.email, investor.password);
      const log = page.getByRole('log');
      await expect(log.getByText('Prva poruka')).toBeVisible();

      // The server cannot be reached while sending.
      const sendUrl = `**/api/messages/conversations/${conversation.id}/messages`;
      await page.route(sendUrl, (route) =>
        route.request().method() === 'POST'
          ? route.abort('internetdisconnected')
          : route.fallback(),
      );
      await page.getByPlaceholder('Unesite poruku...').fill('Ova poruka se ne gubi');
      await page.getByRole('button', { name: 'Pošalji', exact: true }).click();
      const unsent = log.getByRole('listitem').filter({ hasText: 'Ova poruka se ne gubi' });
      await expect(unsent.getByText('Nije poslato')).toBeVisible();

      // A reload of the tab keeps it.
      await page.reload();
      await expect(log.getByText('Prva poruka')).toBeVisible();
      await expect(unsent.getByText('Nije poslato')).toBeVisible();

      // Back online: the same text goes, once.
      await page.unroute(sendUrl);
      await unsent.getByRole('button', { name: 'Pokušaj ponovo' }).click();
      await expect(log.getByText('Nije poslato')).toHaveCount(0);
      await expect(log.getByText('Ova poruka se ne gubi')).toHaveCount(1);
    });

    test('a failed list keeps its text, offers "Pokušaj ponovo" and recovers', async ({
      page,
      request,
    }) => {
      const investor = await apiAccount(request, 'investor');
      await page.route('**/api/ads/search**', (route) => route.abort('internetdisconnected'));
      await page.goto('/login');
      await signIn(page, investor.email, investor.password);
      const alert = page.getByRole('alert').filter({ hasText: 'Failed to load ads' });
      await expect(alert).toBeVisible();
      await page.unroute('**/api/ads/search**');
      await alert.getByRole('button', { name: 'Pokušaj ponovo' }).click();
      await expect(page.getByText('Failed to load ads')).toHaveCount(0);
    });

    test('registration marks the confirmation that does not match, and focuses it', async ({
      page,
    }) => {
      await page.goto('/register');
      await field(page, 'Ime i prezime').fill('Milan Proba');
      await field(page, 'Email adresa').fill(`proba-${Date.now()}-${name}@example.com`);
      await field(page, 'Lozinka').fill('Lozinka-123');
      await field(page, 'Potvrdite lozinku').fill('Lozinka-124');
      await page.getByRole('button', { name: 'Registruj se' }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: 'Lozinke se ne poklapaju' }),
      ).toBeVisible();
      const confirmation = field(page, 'Potvrdite lozinku');
      await expect(confirmation).toHaveAttribute('aria-invalid', 'true');
      await expect(confirmation).toBeFocused();
      await expect(confirmation).toBeInViewport();
    });

    test('the business form focuses the first empty field, then the number out of range', async ({
      page,
      request,
    }) => {
      const owner = await apiAccount(request, 'business_owner');
      await page.goto(`/login?next=${encodeURIComponent('/create-business-ad')}`);
      await signIn(page, owner.email, owner.password);
      await expect(page).toHaveURL(/\/create-business-ad$/);
      const submit = page.getByRole('button', { name: 'Postavi oglas za biznis' });
      await submit.click();
      await expect(
        page.getByRole('alert').filter({ hasText: 'Molimo popunite sva obavezna polja' }),
      ).toBeVisible();
      await expect(field(page, 'Naslov')).toBeFocused();

      await field(page, 'Naslov').fill('Pekara u centru');
      await field(page, 'Opis biznisa').fill('Pekara sa dugom tradicijom.');
      await field(page, 'Cena (€)').fill('90000');
      await choose(page, 'Tip biznisa', 'Restoran i ugostiteljstvo');
      await choose(page, 'Država', 'Srbija');
      await choose(page, 'Grad', 'Niš');
      await field(page, 'Broj zaposlenih').fill('99999999');
      await submit.click();
      await expect(
        page.getByRole('alert').filter({
          hasText: 'Polje „Broj zaposlenih“ može biti najviše 9.999.999.',
        }),
      ).toBeVisible();
      const employees = field(page, 'Broj zaposlenih');
      await expect(employees).toHaveAttribute('aria-invalid', 'true');
      await expect(employees).toBeFocused();
      await expect(employees).toBeInViewport();
    });

    test('search finds ads by their place: Novi Sad, Нови Сад and cacak', async ({
      page,
      request,
    }) => {
      const owner = await apiAccount(request, 'land_owner');
      const investor = await apiAccount(request, 'investor');
      // A price no other ad has, so the count sees only this test's ads.
      const price = 1_000_000 + (Date.now() % 900_000) + (name === 'phone' ? 1 : 2);
      await apiCreateLandAd(request, owner.token, { title: 'Njiva uz kanal', price, city_id: 102 });
      await apiCreateLandAd(request, owner.token, { title: 'Voćnjak', price, city_id: 108 });
      await apiCreateLandAd(request, owner.token, { title: 'Plac', price, city_id: 101 });

      const searchPath = `/?q=Novi+Sad&price_min=${price}&price_max=${price}`;
      await page.goto(`/login?next=${encodeURIComponent(searchPath)}`);
      await signIn(page, investor.email, investor.password);
      await expect(page).toHaveURL(new URL(searchPath, server.baseUrl).href);
      const found = page.getByRole('status').filter({ hasText: 'Pronađeno oglasa' });
      const results = page.getByRole('list', { name: 'Oglasi' });
      await expect(found).toHaveText('Pronađeno oglasa: 1');
      await expect(results.getByRole('article', { name: 'Njiva uz kanal' })).toBeVisible();

      const box = page
        .getByRole('search', { name: 'Pretraga oglasa' })
        .getByRole('searchbox', { name: 'Pretraga' });
      await box.fill('Нови Сад');
      await expect(page).toHaveURL(/q=%D0%9D/);
      await expect(found).toHaveText('Pronađeno oglasa: 1');
      await expect(results.getByRole('article', { name: 'Njiva uz kanal' })).toBeVisible();
      await box.fill('cacak');
      await expect(page).toHaveURL(/q=cacak/);
      await expect(results.getByRole('article', { name: 'Voćnjak' })).toBeVisible();
      await expect(found).toHaveText('Pronađeno oglasa: 1');
    });
  });
}

test('a refused field is named by its Serbian label, with the field for the app', async ({
  request,
}) => {
  const investor = await apiAccount(request, 'investor');
  const response = await request.post(`${server.baseUrl}/api/messages/conversations`, {
    headers: { authorization: `Bearer ${investor.token}` },
    data: { adId: 1, receiverId: 1, adType: 'land', message: 'x'.repeat(5001) },
  });
  expect(response.status()).toBe(400);
  expect(await response.json()).toEqual({
    message: 'Neispravan zahtev: polje „Vaša poruka“ može imati najviše 5000 karaktera.',
    field: 'message',
  });
});
