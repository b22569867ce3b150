import { expect, test } from '../fixtures/test';
import { apiAccount, field, login, logout } from '../fixtures/auth';
import { emailsTo, linkFromOutbox } from '../fixtures/outbox';

test('profile: details and password change', async ({ page, request }) => {
  const account = await apiAccount(request, 'business_owner');
  await login(page, account.email, account.password);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Moj profil', level: 1 })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText(account.fullName)).toBeVisible();
  await expect(main.getByText(account.email)).toBeVisible();
  await expect(main.getByText('Vlasnik biznisa', { exact: true })).toBeVisible();

  const change = page.getByRole('button', { name: 'Promeni lozinku' });
  const newPassword = 'Promenjena-Lozinka-9';

  await field(page, 'Trenutna lozinka').fill(account.password);
  await field(page, 'Nova lozinka').fill(newPassword);
  await field(page, 'Potvrda nove lozinke').fill(`${newPassword}x`);
  await change.click();
  await expect(page.getByRole('alert')).toHaveText(
    'Nova lozinka i potvrda lozinke se ne poklapaju',
  );

  await field(page, 'Nova lozinka').fill('abc');
  await field(page, 'Potvrda nove lozinke').fill('abc');
  await change.click();
  await expect(page.getByRole('alert')).toHaveText('Nova lozinka mora imati najmanje 6 karaktera');

  // A wrong current password: the server's message (else the spec's fallback).
  await field(page, 'Trenutna lozinka').fill('Pogresna-Lozinka-1');
  await field(page, 'Nova lozinka').fill(newPassword);
  await field(page, 'Potvrda nove lozinke').fill(newPassword);
  await change.click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('alert')).not.toHaveText('Lozinka je uspešno promenjena!');

  await field(page, 'Trenutna lozinka').fill(account.password);
  await field(page, 'Nova lozinka').fill(newPassword);
  await field(page, 'Potvrda nove lozinke').fill(newPassword);
  await change.click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Lozinka je uspešno promenjena!' }),
  ).toBeVisible();
  await expect(field(page, 'Trenutna lozinka')).toHaveValue('');
  await expect(field(page, 'Nova lozinka')).toHaveValue('');
  await expect(field(page, 'Potvrda nove lozinke')).toHaveValue('');

  // The account's address is told, with a link to set another password if it was not the owner.
  const resetLink = await linkFromOutbox(account.email, 'reset-password');
  const notices = emailsTo(account.email, 'je upravo promenjena');
  expect(notices).toHaveLength(1);
  expect(notices[0]).toContain(resetLink);

  // Still signed in after a reload (the fresh token was kept).
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Moj profil', level: 1 })).toBeVisible();

  await logout(page, account.fullName);
  await page.goto('/login');
  await field(page, 'Email adresa').fill(account.email);
  await field(page, 'Lozinka').fill(account.password);
  await page.getByRole('button', { name: 'Prijava', exact: true }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await login(page, account.email, newPassword);
});
