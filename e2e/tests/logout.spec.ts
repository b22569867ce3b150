import { expect, test } from '../fixtures/test';
import { apiAccount, login, logout, messagesLink } from '../fixtures/auth';

test('logout from the home page ends the session and stays on /', async ({ page, request }) => {
  const account = await apiAccount(request, 'land_owner');
  await login(page, account.email, account.password);
  await logout(page, account.fullName);
  await expect(page).toHaveURL(/\/$/);
  await expect(messagesLink(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // The revoked session does not come back on reload.
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Prijava' })).toBeVisible();
});

test('logout from a signed-in-only page goes to / (spec §2)', async ({ page, request }) => {
  const account = await apiAccount(request, 'investor');
  await login(page, account.email, account.password);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Moj profil', level: 1 })).toBeVisible();
  await logout(page, account.fullName);
  await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });
});
