import { expect, test } from '../fixtures/test';
import { apiAccount, login } from '../fixtures/auth';

test('a saved search survives a reload, opens its list and can be deleted', async ({
  page,
  request,
}) => {
  const investor = await apiAccount(request, 'investor');
  await login(page, investor.email, investor.password);

  // The address holds the search; saving sends the same criteria.
  await page.goto('/nekretnine?q=vo%C4%87njak&country_id=1&land_type=agricultural');
  await page.getByRole('button', { name: 'Sačuvaj pretragu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sačuvaj pretragu' });
  await dialog.getByRole('radio', { name: 'Jednom dnevno' }).check();
  await dialog.getByRole('button', { name: 'Sačuvaj' }).click();
  await expect(page.getByText('Pretraga je sačuvana', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.goto('/profile');
  await page.reload();
  const section = page.getByRole('region', { name: 'Sačuvane pretrage' });
  const item = section.getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Zemljište');
  await expect(item).toContainText('„voćnjak“ · Srbija · Poljoprivredno zemljište');
  await expect(item).toContainText('Obaveštenja: Jednom dnevno');

  // The link opens the list with the same search.
  await item.getByRole('link', { name: 'Otvori pretragu' }).click();
  await expect(page).toHaveURL(/\/nekretnine\?q=vo%C4%87njak&country_id=1&land_type=agricultural$/);
  await expect(
    page
      .getByRole('search', { name: 'Pretraga oglasa' })
      .getByRole('searchbox', { name: 'Pretraga' }),
  ).toHaveValue('voćnjak');

  await page.goto('/profile');
  await section.getByRole('button', { name: /^Obriši pretragu/ }).click();
  await expect(section.getByText('Nemate sačuvanih pretraga')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Sačuvane pretrage' }).getByText('Nemate sačuvanih pretraga'),
  ).toBeVisible();
});
