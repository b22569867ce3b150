import { expect, test } from '../fixtures/test';
import { apiAccount, login, messagesLink } from '../fixtures/auth';

test('30 minutes without activity sign the user out', async ({ page, request }) => {
  const account = await apiAccount(request, 'investor');
  await page.clock.install();
  await login(page, account.email, account.password);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Moj profil', level: 1 })).toBeVisible();
  // spec §4: the automatic logout emits a browser event with the reason.
  await page.evaluate(() => {
    const w = window as Window & { autoLogoutReasons?: string[] };
    w.autoLogoutReasons = [];
    window.addEventListener('marketplace:auto-logout', (event) => {
      w.autoLogoutReasons?.push((event as CustomEvent<{ reason: string }>).detail.reason);
    });
  });

  // 29 minutes: still signed in (the check runs every 60 s).
  await page.clock.fastForward('29:00');
  await expect(messagesLink(page)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();

  // Past 30 minutes: signed out, the stored session removed, the protected page left.
  await page.clock.fastForward('02:00');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Prijava' })).toBeVisible();
  await expect(messagesLink(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('userId'))).toBeNull();
  const reasons = await page.evaluate(
    () => (window as Window & { autoLogoutReasons?: string[] }).autoLogoutReasons,
  );
  expect(reasons).toEqual(['inactivity']);
});

test('activity keeps the session alive', async ({ page, request }) => {
  const account = await apiAccount(request, 'investor');
  await page.clock.install();
  await login(page, account.email, account.password);
  for (let i = 0; i < 3; i += 1) {
    await page.clock.fastForward('20:00');
    await page.mouse.move(100 + i * 10, 200);
    await page.keyboard.press('Shift');
  }
  // 60 minutes in total, never 30 idle.
  await page.clock.fastForward('01:00');
  await expect(messagesLink(page)).toBeVisible();
});
