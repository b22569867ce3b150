import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { apiAccount, choose, field, login, registerAndVerify } from '../fixtures/auth';
import { apiCreateLandAd } from '../fixtures/api';

/** The land ads' titles in the grid, in order. */
async function cardTitles(page: Page): Promise<string[]> {
  return page
    .getByRole('list', { name: 'Oglasi' })
    .getByRole('article')
    .getByRole('heading')
    .allTextContents();
}

test('the search lives in the address: reload, Back/Forward and a shared link restore it', async ({
  page,
  request,
}) => {
  const owner = await apiAccount(request, 'land_owner');
  // A word no other test's ad has: the text search then sees only these three ads.
  const word = `Adresa${Date.now().toString(36)}`;
  const vineyard = `Vinograd ${word}`;
  const plot = `Plac ${word}`;
  const meadow = `Livada ${word}`;
  await apiCreateLandAd(request, owner.token, {
    title: vineyard,
    price: 50_000,
    area: 20_000,
    land_type: 'agricultural',
  });
  await apiCreateLandAd(request, owner.token, {
    title: plot,
    price: 30_000,
    area: 800,
    land_type: 'industrial',
  });
  await apiCreateLandAd(request, owner.token, {
    title: meadow,
    description: 'Košena livada uz potok.',
    price: 20_000,
    area: 5_000,
    land_type: 'agricultural',
  });

  const investor = await registerAndVerify(request, 'investor');
  await login(page, investor.email, investor.password);

  const search = page.getByRole('search', { name: 'Pretraga oglasa' });
  const box = search.getByRole('searchbox', { name: 'Pretraga' });
  const found = page.getByRole('status').filter({ hasText: 'Pronađeno oglasa' });
  const toggle = search.getByRole('button', { name: 'Filters' });
  const agricultural = search.getByRole('checkbox', { name: 'Poljoprivredno zemljište' });
  const minArea = field(page, 'Minimalna površina (m²)');

  // Typing reaches the address once it pauses; newest first by default.
  await box.fill(word);
  await expect(page).toHaveURL(new RegExp(`/\\?q=${word}$`));
  await expect(found).toHaveText('Pronađeno oglasa: 3');
  await expect.poll(() => cardTitles(page)).toEqual([meadow, plot, vineyard]);

  await choose(page, 'Sortiranje', 'Cena: od najniže');
  await expect(page).toHaveURL(new RegExp(`/\\?q=${word}&sort=price_asc$`));
  await expect.poll(() => cardTitles(page)).toEqual([meadow, plot, vineyard]);
  await choose(page, 'Sortiranje', 'Površina: od najveće');
  await expect.poll(() => cardTitles(page)).toEqual([vineyard, meadow, plot]);

  await toggle.click();
  await agricultural.check();
  await expect(page).toHaveURL(/land_type=agricultural/);
  await expect(found).toHaveText('Pronađeno oglasa: 2');
  await expect.poll(() => cardTitles(page)).toEqual([vineyard, meadow]);
  await minArea.fill('10000');
  await expect(page).toHaveURL(/area_min=10000/);
  await expect(found).toHaveText('Pronađeno oglasa: 1');
  const finalUrl = page.url();
  expect(new URL(finalUrl).search).toBe(
    `?q=${word}&land_type=agricultural&area_min=10000&sort=area_desc`,
  );

  // Reload: the same search, the panel filled and the filters open.
  await page.reload();
  await expect(found).toHaveText('Pronađeno oglasa: 1');
  await expect.poll(() => cardTitles(page)).toEqual([vineyard]);
  await expect(box).toHaveValue(word);
  await expect(page.getByRole('combobox', { name: 'Sortiranje' })).toContainText(
    'Površina: od najveće',
  );
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(agricultural).toBeChecked();
  await expect(minArea).toHaveValue('10000');

  // Back: one step per filter change.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/\\?q=${word}&land_type=agricultural&sort=area_desc$`));
  await expect(found).toHaveText('Pronađeno oglasa: 2');
  await expect(minArea).toHaveValue('');
  await expect(agricultural).toBeChecked();
  await page.goBack();
  await expect(found).toHaveText('Pronađeno oglasa: 3');
  await expect(agricultural).not.toBeChecked();
  await expect.poll(() => cardTitles(page)).toEqual([vineyard, meadow, plot]);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/\\?q=${word}&sort=price_asc$`));
  await expect(page.getByRole('combobox', { name: 'Sortiranje' })).toContainText(
    'Cena: od najniže',
  );
  await expect.poll(() => cardTitles(page)).toEqual([meadow, plot, vineyard]);

  // Forward to where we were.
  await page.goForward();
  await page.goForward();
  await page.goForward();
  await expect(page).toHaveURL(finalUrl);
  await expect(found).toHaveText('Pronađeno oglasa: 1');
  await expect(minArea).toHaveValue('10000');

  // A shared link, opened in another tab, shows the same search.
  const shared = await page.context().newPage();
  await shared.goto(finalUrl);
  await expect(shared.getByRole('status').filter({ hasText: 'Pronađeno oglasa' })).toHaveText(
    'Pronađeno oglasa: 1',
  );
  await expect.poll(() => cardTitles(shared)).toEqual([vineyard]);
  await expect(shared.getByRole('searchbox', { name: 'Pretraga' })).toHaveValue(word);
  await shared.close();

  // Reset clears the address too.
  await search.getByRole('button', { name: 'Reset' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(box).toHaveValue('');
  await expect(agricultural).not.toBeChecked();
});

test('text search ignores script and diacritics: Чачак and cacak find Čačak', async ({
  page,
  request,
}) => {
  const owner = await apiAccount(request, 'land_owner');
  // A price no other ad has, so the count below sees only this test's ads.
  const price = 100_000 + (Date.now() % 900_000);
  const latin = `Voćnjak Čačak ${Date.now().toString(36)}`;
  const cyrillic = `Плац у Чачак ${Date.now().toString(36)}`;
  await apiCreateLandAd(request, owner.token, { title: latin, price, country_id: 1 });
  await apiCreateLandAd(request, owner.token, {
    title: 'Njiva uz Moravu',
    description: cyrillic,
    price,
    country_id: 1,
  });
  await apiCreateLandAd(request, owner.token, { title: 'Njiva kod Kraljeva', price });

  const investor = await registerAndVerify(request, 'investor');
  await login(page, investor.email, investor.password);
  const search = page.getByRole('search', { name: 'Pretraga oglasa' });
  const found = page.getByRole('status').filter({ hasText: 'Pronađeno oglasa' });
  await search.getByRole('button', { name: 'Filters' }).click();
  await field(page, 'Minimalna cena').fill(String(price));
  await field(page, 'Maksimalna cena').fill(String(price));
  await expect(found).toHaveText('Pronađeno oglasa: 3');

  for (const query of ['Чачак', 'cacak', 'ČAČAK']) {
    await search.getByRole('searchbox', { name: 'Pretraga' }).fill(query);
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(query)}`));
    await expect(found).toHaveText('Pronađeno oglasa: 2');
    const results = page.getByRole('list', { name: 'Oglasi' });
    await expect(results.getByRole('article', { name: latin })).toBeVisible();
    await expect(results.getByRole('article', { name: 'Njiva uz Moravu' })).toBeVisible();
    await expect(results.getByRole('article', { name: 'Njiva kod Kraljeva' })).toHaveCount(0);
  }
});
