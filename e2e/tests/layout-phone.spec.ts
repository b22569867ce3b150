import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { apiAccount, choose, login } from '../fixtures/auth';
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

/** The top of the list's first card: on the first screen (within the viewport's height). */
async function expectFirstCardOnFirstScreen(page: Page, where: string) {
  const card = page.getByRole('article').first();
  await expect(card).toBeVisible();
  const box = await card.boundingBox();
  expect(box!.y, `the first card of ${where}`).toBeLessThan(PHONE.height);
}

test("phone first: /nekretnine shows the first result on the first screen; the filters open in a sheet from 'Filteri (n)'", async ({
  page,
  request,
}) => {
  const word = `Telefon${Date.now().toString(36)}`;
  const owner = await apiAccount(request, 'land_owner');
  const arable = await apiCreateLandAd(request, owner.token, {
    title: `Oranica ${word}`,
    price: 20_000,
    land_type: 'agricultural',
    images: 1,
  });
  const plot = await apiCreateLandAd(request, owner.token, {
    title: `Plac ${word}`,
    price: 80_000,
    land_type: 'industrial',
  });
  const investor = await apiAccount(request, 'investor');
  await login(page, investor.email, investor.password);
  await page.setViewportSize(PHONE);

  // The bare list (with the hint under 'Sačuvaj pretragu'), then a search for this test's ads.
  await page.goto('/nekretnine');
  await expectFirstCardOnFirstScreen(page, '/nekretnine');
  await page.goto(`/nekretnine?q=${word}`);
  const list = page.getByRole('list', { name: 'Oglasi' });
  await expect(list.getByRole('article')).toHaveCount(2);
  await expectFirstCardOnFirstScreen(page, `/nekretnine?q=${word}`);

  // The search box stays; the rest waits behind one button (the text is not a filter).
  const search = page.getByRole('search', { name: 'Pretraga oglasa' });
  await expect(search.getByRole('searchbox', { name: 'Pretraga' })).toHaveValue(word);
  await expect(search.getByRole('button', { name: 'Filters' })).toBeHidden();
  await expect(search.getByRole('combobox', { name: 'Država' })).toBeHidden();
  const button = search.getByRole('button', { name: 'Filteri', exact: true });
  await button.click();

  const sheet = page.getByRole('dialog', { name: 'Filteri' });
  await expect(sheet).toBeVisible();
  await expect
    .poll(async () => {
      const box = await sheet.boundingBox();
      return Math.round(box!.y + box!.height);
    })
    .toBe(PHONE.height);
  await sheet.getByRole('checkbox', { name: 'Poljoprivredno zemljište' }).check();
  await expect(page).toHaveURL(/land_type=agricultural/);
  await sheet.getByRole('spinbutton', { name: 'Maksimalna cena', exact: true }).fill('50000');
  await expect(page).toHaveURL(/price_max=50000/);

  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(search.getByRole('button', { name: 'Filteri (2)' })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Pronađeno oglasa' })).toHaveText(
    'Pronađeno oglasa: 1',
  );
  await expect(list.getByRole('article', { name: arable.title })).toBeVisible();
  await expect(list.getByRole('article', { name: plot.title })).toHaveCount(0);
  await expectFirstCardOnFirstScreen(page, 'the filtered /nekretnine');

  // Reload: the count comes from the address.
  await page.reload();
  await expect(search.getByRole('button', { name: 'Filteri (2)' })).toBeVisible();
});

test("phone first: /business shows the hero's title, then the first result on the first screen; 'Filteri (n)' counts the sheet's filters", async ({
  page,
  request,
}) => {
  const word = `Biznis${Date.now().toString(36)}`;
  const owner = await apiAccount(request, 'business_owner');
  const clinic = await apiCreateBusinessAd(request, owner.token, {
    title: `Ordinacija ${word}`,
    description: 'Stomatološka ordinacija.',
    price: 150_000,
    business_type: 'healthcare',
    images: 1,
  });
  const bakery = await apiCreateBusinessAd(request, owner.token, {
    title: `Pekara ${word}`,
    description: 'Pekara u centru.',
    price: 90_000,
    business_type: 'restaurant_hospitality',
  });
  // A business owner: the page also has 'Postavi oglas za biznis' above the search.
  await login(page, owner.email, owner.password);
  await page.setViewportSize(PHONE);

  await page.goto('/business');
  const hero = page.getByRole('region', { name: 'Biznisi' });
  await expect(hero.getByRole('heading', { level: 1, name: 'Biznisi' })).toBeVisible();
  await expect(
    hero.getByText('Biznisi na prodaju u regionu: restorani, firme, radnje i proizvodnja.'),
  ).toBeHidden();
  await expect(page.getByRole('link', { name: 'Postavi oglas za biznis' })).toBeVisible();
  await expectFirstCardOnFirstScreen(page, '/business');

  await page.goto(`/business?q=${word}`);
  const list = page.getByRole('list', { name: 'Oglasi za biznise' });
  await expect(list.getByRole('article')).toHaveCount(2);
  const search = page.getByRole('search', { name: 'Pretraga biznis oglasa' });
  await expect(search.getByRole('button', { name: 'Resetuj' })).toBeHidden();
  await search.getByRole('button', { name: 'Filteri', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Filteri' });
  await expect(sheet).toBeVisible();
  await choose(page, 'Tip biznisa', 'Zdravstvo');
  await expect(page).toHaveURL(/business_type=healthcare/);
  await sheet.getByRole('checkbox', { name: 'Prikaži i prodate oglase' }).check();
  await expect(page).toHaveURL(/include_sold=true/);

  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(search.getByRole('button', { name: 'Filteri (2)' })).toBeFocused();
  await expect(page.getByRole('article', { name: clinic.title })).toBeVisible();
  await expect(page.getByRole('article', { name: bakery.title })).toHaveCount(0);
  await expect(list.getByRole('article')).toHaveCount(1);
  await expectFirstCardOnFirstScreen(page, 'the filtered /business');
});

test('from md the lists keep their layout: the filters inline under the search row, no sheet', async ({
  page,
  request,
}) => {
  const investor = await apiAccount(request, 'investor');
  await login(page, investor.email, investor.password);
  await page.setViewportSize(DESKTOP);

  for (const [address, name, toggleName] of [
    ['/nekretnine', 'Pretraga oglasa', 'Filters'],
    ['/business', 'Pretraga biznis oglasa', 'Filteri'],
  ] as const) {
    await page.goto(address);
    const search = page.getByRole('search', { name });
    await expect(search.getByRole('combobox', { name: 'Država' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Prikaži i prodate oglase' })).toBeVisible();
    await expect(search.getByRole('button', { name: /^Filteri \(/ })).toHaveCount(0);
    const toggle = search.getByRole('button', { name: toggleName, exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(
      search.getByRole('spinbutton', { name: 'Minimalna cena', exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  await expect(
    page.getByText('Biznisi na prodaju u regionu: restorani, firme, radnje i proizvodnja.'),
  ).toBeVisible();
});
