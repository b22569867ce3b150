import { expect, test } from '../fixtures/test';
import { apiAccount, login, messagesLink, type Role } from '../fixtures/auth';
import { apiCreateBusinessAd, apiCreateLandAd } from '../fixtures/api';

const LAND_ONLY = 'Samo vlasnici zemljišta mogu pristupiti ovoj stranici.';
const BUSINESS_ONLY = 'Samo vlasnici biznisa mogu pristupiti ovoj stranici.';

let landAdId = 0;
let businessAdId = 0;

test.beforeAll(async ({ request }) => {
  const landOwner = await apiAccount(request, 'land_owner');
  const businessOwner = await apiAccount(request, 'business_owner');
  landAdId = (await apiCreateLandAd(request, landOwner.token, { title: 'Tuđa njiva', price: 1000 }))
    .id;
  businessAdId = (
    await apiCreateBusinessAd(request, businessOwner.token, {
      title: 'Tuđi kafić',
      description: 'Kafić u centru.',
      price: 5000,
    })
  ).id;
});

const cases: Array<{ role: Role; label: string; denied: Array<[string, string]> }> = [
  {
    role: 'investor',
    label: 'Investitor',
    denied: [
      ['/create-ad', LAND_ONLY],
      ['/edit-ad/:land', LAND_ONLY],
      ['/create-business-ad', BUSINESS_ONLY],
      ['/edit-business-ad/:business', BUSINESS_ONLY],
    ],
  },
  {
    role: 'land_owner',
    label: 'Vlasnik zemljišta',
    denied: [
      ['/create-business-ad', BUSINESS_ONLY],
      ['/edit-business-ad/:business', BUSINESS_ONLY],
    ],
  },
  {
    role: 'business_owner',
    label: 'Vlasnik biznisa',
    denied: [
      ['/create-ad', LAND_ONLY],
      ['/edit-ad/:land', LAND_ONLY],
    ],
  },
];

for (const { role, label, denied } of cases) {
  test(`${role}: role-restricted pages show 'Pristup odbijen'`, async ({ page, request }) => {
    const user = await apiAccount(request, role);
    await login(page, user.email, user.password);
    for (const [pattern, message] of denied) {
      const path = pattern
        .replace(':land', String(landAdId))
        .replace(':business', String(businessAdId));
      await page.goto('/');
      // Let the session settle first: leaving while /api/auth/me is in flight makes it fail,
      // and a failed current-user request discards the stored session (spec §8).
      await expect(messagesLink(page)).toBeVisible();
      await page.goto(path);
      const panel = page.getByRole('region', { name: 'Pristup odbijen' });
      await expect(panel, path).toBeVisible();
      await expect(panel).toContainText(message);
      await expect(panel).toContainText(label);
      // The back button returns to the previous page.
      await panel.getByRole('button', { name: 'Nazad' }).click();
      await expect(page).toHaveURL(/\/$/);
      // Going back loads the home page again, which asks for the current user: the next full load
      // must not cut that request off (a failed one discards the stored session, spec §8). The
      // network never goes idle (the live message stream stays open): wait for the signed-in bar.
      await expect(messagesLink(page)).toBeVisible();
    }
  });
}

test('not the author: no edit on a land ad, no message to oneself, no editing another business ad', async ({
  page,
  request,
}) => {
  const landOwner = await apiAccount(request, 'land_owner');
  await login(page, landOwner.email, landOwner.password);
  await page.goto(`/ads/${landAdId}`);
  await expect(page.getByRole('heading', { name: 'Tuđa njiva', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Izmeni' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Obriši' })).toHaveCount(0);
  // Only investors write to land owners (spec §6).
  await expect(page.getByRole('button', { name: 'Pošalji poruku vlasniku' })).toHaveCount(0);
  await page.goto(`/edit-ad/${landAdId}`);
  await expect(page.getByText('Nemate dozvolu da uređujete ovaj oglas')).toBeVisible();

  const businessOwner = await apiAccount(request, 'business_owner');
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await login(page, businessOwner.email, businessOwner.password);
  await page.goto(`/business/${businessAdId}`);
  await expect(page.getByRole('heading', { name: 'Tuđi kafić', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Uredi oglas' })).toHaveCount(0);
  await expect(page.getByText('Kontakt opcija je dostupna samo investitorima')).toBeVisible();
  await page.goto(`/edit-business-ad/${businessAdId}`);
  await expect(page.getByText('Nemate dozvolu da uređujete ovaj oglas')).toBeVisible();
});
