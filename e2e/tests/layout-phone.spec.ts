import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { apiAccount, login } from '../fixtures/auth';
import { apiCreateBusinessAd, apiCreateLandAd, apiStartConversation } from '../fixtures/api';
import { server } from '../fixtures/env';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** A 70-character word (no space to break at), unique per run. */
function longWord(prefix: string): string {
  const stamp = Date.now().toString(36);
  return `${prefix}${stamp}`.padEnd(70, 'x').slice(0, 70);
}

/** The page is no wider than the screen and the menu button ('Meni') is on screen. */
async function expectFits(page: Page, where: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${where} at ${innerWidth} px`).toBeLessThanOrEqual(innerWidth);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Meni' })).toBeInViewport();
}

test('long words wrap on the list, the ad pages and a conversation at 320 and 390 px', async ({
  page,
  request,
}) => {
  const landWord = longWord('Parcela');
  const businessWord = longWord('Firma');
  const messageWord = longWord('Poruka');
  const owner = await apiAccount(request, 'land_owner');
  const land = await apiCreateLandAd(request, owner.token, {
    title: landWord,
    description: `Opis ${landWord} i još ${landWord}`,
    price: 20_000,
    images: 1,
  });
  const businessOwner = await apiAccount(request, 'business_owner');
  const business = await apiCreateBusinessAd(request, businessOwner.token, {
    title: businessWord,
    description: `Opis ${businessWord}`,
    price: 90_000,
    employee_count: 14,
  });
  const investor = await apiAccount(request, 'investor');
  await apiStartConversation(request, investor.token, {
    adId: land.id,
    receiverId: owner.id,
    message: `Dobar dan ${messageWord}`,
  });

  // Signed in on a wide screen (the top bar's 'Poruke' link is behind 'Meni' on phones).
  await login(page, investor.email, investor.password);

  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: PHONE.height });

    await page.goto(`/nekretnine?q=${encodeURIComponent(landWord)}`);
    await expect(page.getByRole('article', { name: land.title })).toBeVisible();
    await expectFits(page, 'the land list');

    await page.goto(`/ads/${land.id}`);
    await expect(page.getByRole('heading', { level: 1, name: land.title })).toBeVisible();
    await expectFits(page, 'the land ad page');

    await page.goto(`/business?q=${encodeURIComponent(businessWord)}`);
    await expect(page.getByRole('article', { name: business.title })).toBeVisible();
    await expectFits(page, 'the business list');

    await page.goto(`/business/${business.id}`);
    await expect(page.getByRole('heading', { level: 1, name: business.title })).toBeVisible();
    await expectFits(page, 'the business ad page');

    await page.goto('/messages');
    const row = page
      .getByRole('list', { name: 'Razgovori' })
      .getByRole('listitem')
      .filter({ hasText: land.title });
    await expectFits(page, 'the conversation list');
    await row.getByRole('button', { name: new RegExp(owner.fullName) }).click();
    await expect(page.getByRole('log').getByText(messageWord)).toBeVisible();
    await expectFits(page, 'the conversation');
  }
});

test('one toast at a time: a second status change replaces the first toast', async ({
  page,
  request,
}) => {
  const owner = await apiAccount(request, 'land_owner');
  const ad = await apiCreateLandAd(request, owner.token, {
    title: `Livada ${Date.now().toString(36)}`,
    price: 12_000,
  });
  await login(page, owner.email, owner.password);
  await page.setViewportSize(PHONE);
  await page.goto('/my-ads');
  const card = page.getByRole('article', { name: ad.title });
  const toasts = page.getByRole('region', { name: /Obaveštenja/ }).getByRole('listitem');
  for (const status of ['Rezervisano', 'Prodato']) {
    await card.getByRole('combobox', { name: 'Status oglasa' }).click();
    await page.getByRole('option', { name: status, exact: true }).click();
    await expect(toasts.filter({ hasText: 'Status oglasa je promenjen' })).toBeVisible();
  }
  await expect(card.locator('[data-status="sold"]')).toHaveText('Prodato');
  await expect(toasts).toHaveCount(1);
});

for (const [name, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`favourites and deleted ads leave no dead end (${name})`, async ({ page, request }) => {
    const owner = await apiAccount(request, 'land_owner');
    const ad = await apiCreateLandAd(request, owner.token, {
      title: `Njiva ${name} ${Date.now().toString(36)}`,
      price: 33_000,
    });
    const investor = await apiAccount(request, 'investor');
    await apiStartConversation(request, investor.token, {
      adId: ad.id,
      receiverId: owner.id,
      message: 'Da li je njiva još dostupna?',
    });

    await login(page, investor.email, investor.password);
    await page.setViewportSize(viewport);
    await page.goto(`/ads/${ad.id}`);
    await expect(page.getByRole('heading', { level: 1, name: ad.title })).toBeVisible();
    const heart = page.getByRole('button', { name: 'Sačuvaj oglas' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    const saved = page.getByRole('button', { name: 'Sačuvano' });
    await expect(saved).toHaveAttribute('aria-pressed', 'true');
    await expect(saved).toHaveText('Sačuvano');

    // The author deletes the ad.
    const removed = await request.delete(`${server.baseUrl}/api/ads/${ad.id}`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(removed.ok(), await removed.text()).toBe(true);

    // The conversation's participant still opens the page: warned, with nothing to act on.
    await page.goto(`/ads/${ad.id}`);
    await expect(
      page.getByText(
        'Ovaj oglas je obrisan. Više nije dostupan javno, ali možete videti detalje zbog istorije poruka.',
      ),
    ).toBeVisible();
    for (const action of [
      'Podeli',
      'Sačuvaj oglas',
      'Sačuvano',
      'Prijavi oglas',
      'Pošalji poruku vlasniku',
    ]) {
      await expect(page.getByRole('button', { name: action })).toHaveCount(0);
    }

    // 'Sačuvani oglasi' keeps a complete card marked as deleted, with its footer.
    await page.goto('/saved-ads');
    const card = page
      .getByRole('list', { name: 'Sačuvani oglasi' })
      .getByRole('article', { name: ad.title });
    await expect(card.getByText('Oglas je obrisan')).toBeVisible();
    await expect(card.getByText('Oglas više nije dostupan.')).toBeVisible();
    await expect(card).toContainText('33.000 €');
    await expect(
      card.getByRole('button', { name: `Ukloni iz sačuvanih: ${ad.title}` }),
    ).toBeVisible();
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  });
}

test('on phones the price and the contact button sit in a bar fixed to the bottom; on desktop beside the photo', async ({
  page,
  request,
}) => {
  const owner = await apiAccount(request, 'business_owner');
  const ad = await apiCreateBusinessAd(request, owner.token, {
    title: `Pekara ${Date.now().toString(36)}`,
    description: 'Pekara u centru.',
    price: 120_000,
    images: 1,
  });
  const investor = await apiAccount(request, 'investor');
  await login(page, investor.email, investor.password);

  await page.setViewportSize(DESKTOP);
  await page.goto(`/business/${ad.id}`);
  const contact = page.getByRole('button', { name: 'Kontaktiraj vlasnika' });
  await expect(contact).toBeInViewport();
  const photo = await page.getByRole('img', { name: `${ad.title} – slika 1` }).boundingBox();
  const button = await contact.boundingBox();
  expect(button!.x).toBeGreaterThan(photo!.x + photo!.width - 1);

  await page.setViewportSize(PHONE);
  await expect(contact).toHaveCount(1);
  await expect(contact).toBeInViewport();
  const bar = page.locator('[data-sticky-action-bar]');
  await expect(bar).toContainText('120K €');
  const box = await bar.boundingBox();
  expect(Math.round(box!.y + box!.height)).toBe(PHONE.height);
  await contact.click();
  await expect(page).toHaveURL(/\/messages\?adId=/);
});
