import { expect, test } from '../fixtures/test';
import { apiAccount, choose, field, login, registerAndVerify } from '../fixtures/auth';
import { apiCreateBusinessAd, apiUnreadCount } from '../fixtures/api';

test('investor finds a business ad and contacts its owner', async ({ page, request }) => {
  const owner = await apiAccount(request, 'business_owner');
  const word = `Biznis${Date.now().toString(36)}`;
  const ad = await apiCreateBusinessAd(request, owner.token, {
    title: `IT firma ${word}`,
    description: 'Razvoj softvera za banke, 15 stalnih klijenata.',
    price: 900_000,
    business_type: 'technology_it',
    country_id: 3,
    city_id: 301,
    annual_revenue: 400_000,
    employee_count: 25,
    established_year: 2015,
  });
  await apiCreateBusinessAd(request, owner.token, {
    title: `Pekara ${word}`,
    description: 'Pekara u naselju.',
    price: 60_000,
    business_type: 'retail_services',
  });

  const investor = await registerAndVerify(request, 'investor');
  await login(page, investor.email, investor.password);
  await page.getByRole('banner').getByRole('link', { name: 'Biznis', exact: true }).click();
  await expect(page).toHaveURL(/\/business$/);
  await expect(page.getByRole('link', { name: 'Postavi oglas za biznis' })).toHaveCount(0);

  // spec §2 business list filters.
  const search = page.getByRole('search', { name: 'Pretraga biznis oglasa' });
  const results = page.getByRole('list', { name: 'Oglasi za biznise' });
  await search.getByRole('searchbox', { name: 'Pretraga' }).fill(word);
  await expect(results.getByRole('article')).toHaveCount(2);
  await search.getByRole('button', { name: 'Filteri' }).click();
  await choose(page, 'Tip biznisa', 'Tehnologija i IT');
  await expect(results.getByRole('article')).toHaveCount(1);
  await field(page, 'Minimalni godišnji prihod').fill('500000');
  await expect(page.getByText('Nema pronađenih oglasa')).toBeVisible();
  await expect(page.getByText('Pokušajte da promenite kriterijume pretrage')).toBeVisible();
  await search.getByRole('button', { name: 'Resetuj' }).click();
  await expect(search.getByRole('searchbox', { name: 'Pretraga' })).toHaveValue('');
  await search.getByRole('searchbox', { name: 'Pretraga' }).fill(word);
  await choose(page, 'Država', 'Bosna i Hercegovina');
  await expect(results.getByRole('article')).toHaveCount(1);

  const card = results.getByRole('article', { name: ad.title });
  await expect(card).toContainText('Razvoj softvera za banke');
  await card.getByRole('link', { name: 'Pogledaj detalje' }).click();
  await expect(page).toHaveURL(new RegExp(`/business/${ad.id}$`));
  await expect(page.getByRole('heading', { name: ad.title, level: 1 })).toBeVisible();
  // Investors see the description and the contact button, not the author's edit link.
  await expect(page.getByText('Razvoj softvera za banke, 15 stalnih klijenata.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Uredi oglas' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Kontaktiraj vlasnika' }).click();
  await expect(page).toHaveURL(/\/messages\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('adId')).toBe(String(ad.id));
  expect(url.searchParams.get('receiverId')).toBe(String(owner.id));
  expect(url.searchParams.get('sendInitial')).toBe('1');
  const dialog = page.getByRole('dialog', { name: 'Pošaljite poruku vlasniku oglasa' });
  await expect(dialog).toBeVisible();

  // 'Otkaži' closes the dialog and drops sendInitial; coming back opens it again.
  await dialog.getByRole('button', { name: 'Otkaži' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/sendInitial/);
  await page.goto(`/business/${ad.id}`);
  await page.getByRole('button', { name: 'Kontaktiraj vlasnika' }).click();
  await expect(dialog).toBeVisible();
  const message = 'Poštovani, zanima me prihod po klijentu. Da li je moguć sastanak?';
  await dialog.getByRole('textbox', { name: 'Vaša poruka' }).fill(message);
  await dialog.getByRole('button', { name: 'Pošalji' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: `Razgovor sa ${owner.fullName}` })).toBeVisible();
  await expect(page.getByRole('log').getByText(message)).toBeVisible();
  const row = page.getByRole('list', { name: 'Razgovori' }).getByRole('listitem');
  await expect(row.getByRole('link', { name: ad.title })).toHaveAttribute(
    'href',
    `/business/${ad.id}`,
  );

  await expect.poll(() => apiUnreadCount(request, owner.token)).toBe(1);
});
