import { expect, test } from '../fixtures/test';
import { apiAccount, field, login } from '../fixtures/auth';
import { uniqueEmail } from '../fixtures/env';
import { linkFromOutbox } from '../fixtures/outbox';

const CONFIRMATION =
  'Ako nalog sa ovom email adresom postoji, poslali smo vam link za resetovanje lozinke.';

test('forgot password: the emailed link sets a new password', async ({ page, request }) => {
  const account = await apiAccount(request, 'investor');

  await page.goto('/login');
  await page.getByRole('link', { name: 'Zaboravili ste lozinku?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  const submit = page.getByRole('button', { name: 'Pošalji link' });
  await expect(submit).toBeDisabled();

  // The same answer for an unknown address (spec §8).
  await field(page, 'Email adresa').fill(uniqueEmail('nepostojeci'));
  await submit.click();
  await expect(page.getByRole('heading', { name: 'Proverite email' })).toBeVisible();
  await expect(page.getByText(CONFIRMATION)).toBeVisible();

  await page.goto('/forgot-password');
  await field(page, 'Email adresa').fill(account.email);
  await page.getByRole('button', { name: 'Pošalji link' }).click();
  await expect(page.getByRole('heading', { name: 'Proverite email' })).toBeVisible();
  await expect(page.getByText(CONFIRMATION)).toBeVisible();

  const link = await linkFromOutbox(account.email, 'reset-password');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Postavite novu lozinku' })).toBeVisible();
  const save = page.getByRole('button', { name: 'Sačuvaj novu lozinku' });

  await field(page, 'Nova lozinka').fill('Nova-Lozinka-77');
  await field(page, 'Potvrdite novu lozinku').fill('Nova-Lozinka-78');
  await save.click();
  await expect(page.getByRole('alert')).toHaveText('Lozinke se ne poklapaju');
  await field(page, 'Nova lozinka').fill('kr4t');
  await field(page, 'Potvrdite novu lozinku').fill('kr4t');
  await save.click();
  await expect(page.getByRole('alert')).toHaveText('Lozinka mora imati najmanje 6 karaktera');

  // The show/hide toggle.
  await page.getByRole('button', { name: 'Prikaži lozinku' }).first().click();
  await expect(field(page, 'Nova lozinka')).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Sakrij lozinku' }).click();
  await expect(field(page, 'Nova lozinka')).toHaveAttribute('type', 'password');

  const newPassword = 'Nova-Lozinka-77';
  await field(page, 'Nova lozinka').fill(newPassword);
  await field(page, 'Potvrdite novu lozinku').fill(newPassword);
  await save.click();
  await expect(page.getByRole('heading', { name: 'Lozinka je promenjena!' })).toBeVisible();

  // The link is single use.
  await page.goto(link);
  await field(page, 'Nova lozinka').fill('Jos-Jedna-Lozinka-1');
  await field(page, 'Potvrdite novu lozinku').fill('Jos-Jedna-Lozinka-1');
  await page.getByRole('button', { name: 'Sačuvaj novu lozinku' }).click();
  await expect(
    page.getByRole('heading', { name: 'Resetovanje lozinke nije uspelo' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zatražite novi link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );

  // The old password no longer works; the new one does.
  await page.goto('/login');
  await field(page, 'Email adresa').fill(account.email);
  await field(page, 'Lozinka').fill(account.password);
  await page.getByRole('button', { name: 'Prijava', exact: true }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await login(page, account.email, newPassword);
});

test('reset password without a token shows the error at once', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('alert')).toHaveText('Token za resetovanje lozinke nije pronađen');
  await expect(page.getByRole('link', { name: 'Zatražite novi link' })).toBeVisible();
});
