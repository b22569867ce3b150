import { expect, test } from '../fixtures/test';
import { choose, field, login, registerAndVerify } from '../fixtures/auth';

// The facts of a plot, its price per m², and an ad marked sold leaving the search.
test('land owner posts a plot with all its facts, marks it sold, and it leaves the search', async ({
  page,
  request,
}) => {
  const owner = await registerAndVerify(request, 'land_owner');
  await login(page, owner.email, owner.password);
  const title = `Plac u Veterniku ${Date.now()}`;

  await page.getByRole('banner').getByRole('link', { name: 'Postavi oglas', exact: true }).click();
  await expect(page).toHaveTitle('Postavi oglas | Nekretnine');
  await field(page, 'Naslov').fill(title);
  await field(page, 'Cena (€)').fill('36000');
  await field(page, 'Površina (m²)').fill('1200');
  await choose(page, 'Država', 'Srbija');
  await choose(page, 'Grad', 'Novi Sad');
  await choose(page, 'Tip zemljišta', 'Gradsko zemljište');
  await field(page, 'Opis').fill('Ravan plac uz asfalt.');

  // 'Podaci o parceli': a wrong parcel number is refused and its field marked.
  await expect(page.getByRole('heading', { name: 'Podaci o parceli' })).toBeVisible();
  await field(page, 'Katastarska opština').fill('Veternik');
  await field(page, 'Broj parcele').fill('12-a');
  await page.getByRole('button', { name: 'Objavi oglas' }).click();
  const parcelError = 'Broj parcele nije ispravan (na primer 1234 ili 1234/5)';
  await expect(page.getByText(parcelError)).toBeVisible();
  await expect(field(page, 'Broj parcele')).toHaveAttribute('aria-invalid', 'true');
  await field(page, 'Broj parcele').fill('1234/5');
  for (const utility of ['Struja', 'Voda', 'Pristupni put']) {
    await page.getByRole('checkbox', { name: utility }).check();
  }
  await field(page, 'Namena').fill('Građevinsko zemljište');
  await choose(page, 'Uknjiženo', 'Da');
  await page.getByRole('checkbox', { name: 'Cena je po dogovoru' }).check();
  await page.getByRole('button', { name: 'Objavi oglas' }).click();

  // 'Moji oglasi': the confirmation, and the card with its price per m² (36000 / 1200 = 30).
  await expect(page).toHaveURL(/\/my-ads$/);
  await expect(page.getByRole('region', { name: /Obaveštenja/ })).toContainText(
    'Oglas je objavljen',
  );
  const card = page.getByRole('article', { name: title });
  await expect(card.getByText(/36\.000\s€/)).toBeVisible();
  await expect(card.getByText(/30\s€\/m²/)).toBeVisible();
  await expect(card.getByText('Po dogovoru')).toBeVisible();
  await expect(card.getByText(/^Pregleda: \d+$/)).toBeVisible();

  // The edit form starts from the facts.
  await card.getByRole('link', { name: 'Uredi' }).click();
  await expect(field(page, 'Katastarska opština')).toHaveValue('Veternik');
  await expect(field(page, 'Broj parcele')).toHaveValue('1234/5');
  await expect(page.getByRole('checkbox', { name: 'Struja' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Gas' })).not.toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Uknjiženo' })).toContainText('Da');
  await page.getByRole('button', { name: 'Otkaži' }).click();

  // Found by the search while active: the whole card is its link.
  await page.goto(`/nekretnine?q=${encodeURIComponent(title)}`);
  const found = page.getByRole('article', { name: title });
  await expect(found).toBeVisible();
  await expect(found.getByText(/30\s€\/m²/)).toBeVisible();
  await expect(found.getByRole('link', { name: title })).toHaveAttribute('href', /\/ads\/\d+$/);

  // The ad page: its number, and every fact in the facts table.
  await found.getByRole('link', { name: title }).click();
  await expect(page).toHaveTitle(`${title} | Nekretnine`);
  await expect(page.getByText(/^Oglas br\. \d+$/)).toBeVisible();
  const facts = page.getByRole('region', { name: 'Podaci o parceli' });
  const fact = (label: string) =>
    facts.locator('div').filter({ has: page.getByRole('term').getByText(label, { exact: true }) });
  await expect(fact('Cena po m²').getByRole('definition')).toHaveText(/^30\s€\/m²$/);
  await expect(fact('Cena po aru').getByRole('definition')).toHaveText(/^3\.000\s€\/ar$/);
  await expect(fact('Površina u arima').getByRole('definition')).toHaveText(/^12\sari$/);
  await expect(fact('Površina u hektarima').getByRole('definition')).toHaveText(/^0,12\sha$/);
  await expect(fact('Katastarska opština').getByRole('definition')).toHaveText('Veternik');
  await expect(fact('Broj parcele').getByRole('definition')).toHaveText('1234/5');
  await expect(fact('Infrastruktura').getByRole('definition')).toContainText('Struja');
  await expect(fact('Infrastruktura').getByRole('definition')).toContainText('Pristupni put');
  await expect(fact('Infrastruktura').getByRole('definition')).not.toContainText('Gas');
  await expect(fact('Namena').getByRole('definition')).toHaveText('Građevinsko zemljište');
  await expect(fact('Uknjiženo').getByRole('definition')).toHaveText('Da');
  await expect(fact('Cena je po dogovoru').getByRole('definition')).toHaveText('Da');

  // Marked sold on 'Moji oglasi'.
  await page.goto('/my-ads');
  const mine = page.getByRole('article', { name: title });
  await mine.getByRole('combobox', { name: 'Status oglasa' }).click();
  await page.getByRole('option', { name: 'Prodato', exact: true }).click();
  await expect(page.getByRole('region', { name: /Obaveštenja/ })).toContainText(
    'Status oglasa je promenjen',
  );
  await expect(mine.locator('[data-status="sold"]')).toHaveText('Prodato');

  // Sold: out of the search, back with 'Prikaži i prodate oglase' (kept in the address).
  await page.goto(`/nekretnine?q=${encodeURIComponent(title)}`);
  await expect(page.getByText('Nema pronađenih oglasa')).toBeVisible();
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Prikaži i prodate oglase' }).check();
  await expect(page).toHaveURL(/include_sold=true/);
  const sold = page.getByRole('article', { name: title });
  await expect(sold).toBeVisible();
  await expect(sold.getByText('Prodato')).toBeVisible();
  // The ad page says so too.
  await sold.getByRole('link', { name: title }).click();
  await expect(page.getByRole('main').locator('[data-status="sold"]').first()).toHaveText(
    'Prodato',
  );
});
