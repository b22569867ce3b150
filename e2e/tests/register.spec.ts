import { expect, test } from '../fixtures/test';
import {
  ROLE_LABELS,
  field,
  login,
  messagesLink,
  registerAndVerify,
  type Role,
} from '../fixtures/auth';
import { PASSWORD, server, uniqueEmail } from '../fixtures/env';
import { linkFromOutbox } from '../fixtures/outbox';

const roles: Role[] = ['land_owner', 'business_owner', 'investor'];

for (const role of roles) {
  test(`${role}: registers, verifies by the emailed link and signs in`, async ({ page }) => {
    const account = await registerAndVerify(page, role);
    await page.getByRole('link', { name: 'Prijavi se' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await login(page, account.email, account.password);

    // spec §2: the top bar shows the role's own links.
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: account.fullName })).toBeVisible();
    await expect(messagesLink(page)).toBeVisible();
    const createLand = banner.getByRole('link', { name: 'Postavi oglas', exact: true });
    const createBusiness = banner.getByRole('link', { name: 'Postavi oglas za biznis' });
    const myAds = banner.getByRole('link', { name: 'Moji oglasi' });
    await expect(createLand).toHaveCount(role === 'land_owner' ? 1 : 0);
    await expect(createBusiness).toHaveCount(role === 'business_owner' ? 1 : 0);
    await expect(myAds).toHaveCount(role === 'investor' ? 0 : 1);

    await banner.getByRole('button', { name: account.fullName }).click();
    await page.getByRole('menuitem', { name: 'Moj profil' }).click();
    await expect(page.getByRole('heading', { name: 'Moj profil' })).toBeVisible();
    await expect(page.getByText(account.email)).toBeVisible();
    await expect(page.getByText(ROLE_LABELS[role], { exact: true })).toBeVisible();
  });
}

test('an unverified account is refused; a used link says already verified; no token fails', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('unverified');
  const response = await request.post(`${server.baseUrl}/api/auth/register`, {
    data: { full_name: 'Neverifikovan Korisnik', email, password: PASSWORD, user_type: 'investor' },
  });
  expect(response.status()).toBe(201);

  await page.goto('/login');
  await field(page, 'Email adresa').fill(email);
  await field(page, 'Lozinka').fill(PASSWORD);
  await page.getByRole('button', { name: 'Prijava', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Email adresa nije verifikovana. Proverite svoje poruke.',
  );

  const link = await linkFromOutbox(email, 'verify-email');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Email adresa je verifikovana!' })).toBeVisible();
  // Opened again: the account is verified, so it says so and offers signing in.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Nalog je već verifikovan' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Prijavi se' })).toBeVisible();
  await page.goto('/verify-email');
  await expect(page.getByRole('alert')).toHaveText('Verifikacioni token nije pronađen');

  await login(page, email, PASSWORD);
});
