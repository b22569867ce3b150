import type { Browser, Page } from '@playwright/test';
import { expect, HYDRATION_ERROR, test } from '../fixtures/test';
import { apiAccount, choose, login, registerAndVerify, type Account } from '../fixtures/auth';
import { apiCreateLandAd } from '../fixtures/api';
import { emailsTo } from '../fixtures/outbox';
import { startOwnServer, type OwnServer } from '../fixtures/own-server';

// A moderator is named with `npm run staff`, which needs the server stopped: this file runs on a
// server of its own (fixtures/own-server.ts), which it restarts once after naming the moderator.
let own: OwnServer;
let moderator: Account;

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  own = await startOwnServer();
  moderator = await apiAccount(request, 'investor', { fullName: 'Mila Moderatorka' });
  await own.grantStaffRole(moderator.email, 'moderator');
});

test.afterAll(async () => {
  await own?.close();
});

/**
 * Another signed-in person in a browser context of their own; their pages report hydration
 * failures to the test's list as `page` does.
 */
async function actorPage(
  browser: Browser,
  baseURL: string | undefined,
  hydrationErrors: string[],
  account: Account,
): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'sr-Latn-RS' });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (HYDRATION_ERROR.test(message.text())) hydrationErrors.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (HYDRATION_ERROR.test(error.message)) hydrationErrors.push(error.message);
  });
  await login(page, account.email, account.password);
  return page;
}

/** Fills the measure's dialog (reason and clause when asked, the statement) and confirms it. */
async function decide(
  page: Page,
  title: string,
  input: { reason?: string; clause?: string; statement: string },
) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  if (input.reason) await choose(page, 'Razlog', input.reason);
  if (input.clause) await choose(page, 'Tačka uslova korišćenja', input.clause);
  await dialog.getByRole('textbox', { name: 'Obrazloženje' }).fill(input.statement);
  await dialog.getByRole('button', { name: 'Dalje' }).click();
  const confirm = page.getByRole('dialog', { name: 'Potvrdi odluku' });
  await expect(confirm).toContainText(input.statement);
  if (input.reason) await expect(confirm).toContainText(input.reason);
  if (input.clause) await expect(confirm).toContainText(input.clause);
  await confirm.getByRole('button', { name: 'Potvrdi odluku' }).click();
  await expect(confirm).toBeHidden();
}

test('a reported land ad is hidden by a moderator, appealed by its author and shown again', async ({
  page,
  request,
  browser,
  baseURL,
  hydrationErrors,
}) => {
  const owner = await apiAccount(request, 'land_owner');
  const ad = await apiCreateLandAd(request, owner.token, {
    title: `Parcela pod lupom ${Date.now().toString(36)}`,
    description: 'Njiva uz put, ravna.',
    price: 12_000,
  });
  const investor = await registerAndVerify(request, 'investor');
  const note = 'Ista parcela je oglašena pod drugim imenom.';

  // The investor reports the ad from its page.
  await login(page, investor.email, investor.password);
  await page.goto(`/ads/${ad.id}`);
  await expect(page.getByRole('heading', { name: ad.title, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Prijavi oglas' }).click();
  const reportDialog = page.getByRole('dialog', { name: 'Prijavi oglas' });
  await reportDialog.getByRole('radio', { name: 'Prevara' }).check();
  await reportDialog.getByRole('textbox', { name: 'Napomena' }).fill(note);
  await reportDialog.getByRole('button', { name: 'Pošalji prijavu' }).click();
  await expect(reportDialog).toBeHidden();
  await expect(page.getByRole('region', { name: /Obaveštenja/ })).toContainText(
    'Prijava je poslata. Hvala!',
  );

  // The moderator finds the report with the investor's note on 'Prijave' and hides the ad.
  const staff = await actorPage(browser, baseURL, hydrationErrors, moderator);
  await staff.goto('/admin/reports');
  await expect(staff.getByRole('heading', { name: 'Administracija', level: 1 })).toBeVisible();
  await expect(staff.getByRole('heading', { name: 'Prijave', level: 2 })).toBeVisible();
  const card = staff.getByRole('article', { name: ad.title });
  await expect(card).toContainText('1 prijava');
  await expect(card).toContainText(`Podnosilac prijave: ${investor.fullName}`);
  await expect(card).toContainText(note);
  await card.getByRole('button', { name: `Sakrij oglas: ${ad.title}` }).click();
  const hideStatement = 'Ista parcela je već oglašena; oglas navodi netačnog vlasnika.';
  const [decisionResponse] = await Promise.all([
    staff.waitForResponse(
      (r) => r.url().endsWith('/api/admin/decisions') && r.request().method() === 'POST',
    ),
    decide(staff, 'Sakrij oglas', {
      reason: 'Prevara',
      clause: '4.1 — Prevara',
      statement: hideStatement,
    }),
  ]);
  expect(decisionResponse.status()).toBe(201);
  const decision = (await decisionResponse.json()) as { id: number };
  await expect(staff.getByRole('region', { name: /Obaveštenja/ })).toContainText(
    'Odluka je sačuvana.',
  );
  // The report is decided: the ad leaves the open reports.
  await expect(card).toBeHidden();

  // The ad is gone for the investor: its page answers the not-found page.
  const hidden = await page.goto(`/ads/${ad.id}`);
  expect(hidden?.status()).toBe(404);
  await expect(page.getByText('Oglas nije pronađen')).toBeVisible();
  await expect(page.getByRole('heading', { name: ad.title })).toHaveCount(0);

  // The author is emailed the statement of reasons, with the link to the decision.
  await expect
    .poll(() => emailsTo(owner.email, '/appeals/').length, {
      message: `the statement of reasons to ${owner.email}`,
      timeout: 15_000,
    })
    .toBe(1);
  // emailsTo decodes quoted-printable bytes one character each: read them back as UTF-8.
  const email = Buffer.from(emailsTo(owner.email, '/appeals/')[0] ?? '', 'latin1').toString('utf8');
  expect(email).toContain(hideStatement);
  const link = /https?:\/\/[^\s"<>]*\/appeals\/\d+/.exec(email)?.[0] ?? '';
  expect(link).toBe(`${own.baseUrl}/appeals/${decision.id}`);

  // The author still sees the ad, with what the measure means and the way to the decision.
  const author = await actorPage(browser, baseURL, hydrationErrors, owner);
  await author.goto(`/ads/${ad.id}`);
  await expect(author.getByRole('heading', { name: ad.title, level: 1 })).toBeVisible();
  await expect(author.getByText('Oglas je sakriven i drugi korisnici ga ne vide.')).toBeVisible();
  await expect(
    author.getByRole('link', { name: 'Pogledaj obrazloženje i podnesi žalbu' }),
  ).toHaveAttribute('href', `/appeals/${decision.id}`);

  // The author opens the email's link, reads the statement and appeals.
  await author.goto(link);
  await expect(
    author.getByRole('heading', { name: 'Obrazloženje odluke', level: 1 }),
  ).toBeVisible();
  await expect(author.getByText(hideStatement)).toBeVisible();
  await expect(author.getByRole('link', { name: 'Tačka 4.1: Prevara' })).toBeVisible();
  const appealText =
    'Parcela je moja, imam izvod iz katastra; drugi oglas nije moj i prijavio sam ga.';
  const appealSection = author.getByRole('region', { name: 'Žalba' });
  await appealSection.getByRole('textbox', { name: 'Razlozi žalbe' }).fill(appealText);
  await appealSection.getByRole('button', { name: 'Pošalji žalbu' }).click();
  await expect(appealSection).toContainText('Žalba je primljena i čeka odluku.');
  await expect(appealSection).toContainText(appealText);

  // The moderator upholds the appeal on 'Žalbe': the decision is undone.
  await staff.goto('/admin/appeals');
  await expect(staff.getByRole('heading', { name: 'Žalbe', level: 2 })).toBeVisible();
  const subject = `Sakrij oglas: ${ad.title}`;
  const appealCard = staff.getByRole('article', { name: subject });
  await expect(appealCard).toContainText(hideStatement);
  await expect(appealCard).toContainText(appealText);
  await appealCard.getByRole('button', { name: `Usvoji žalbu: ${subject}` }).click();
  const reverseStatement = 'Vlasnik je dostavio izvod iz katastra; oglas se vraća.';
  await decide(staff, 'Usvoji žalbu: odluka se poništava', { statement: reverseStatement });
  await expect(appealCard).toBeHidden();

  // The investor sees the ad again.
  const shown = await page.goto(`/ads/${ad.id}`);
  expect(shown?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: ad.title, level: 1 })).toBeVisible();

  // And the author's page of the decision tells the appeal's outcome.
  await author.reload();
  await expect(author.getByRole('region', { name: 'Žalba' })).toContainText(
    'Žalba je usvojena i mera je ukinuta.',
  );
  await expect(author.getByText(reverseStatement)).toBeVisible();

  await staff.context().close();
  await author.context().close();
});

test("the console tells a user without a staff role 'Pristup odbijen'", async ({
  page,
  request,
}) => {
  const user = await apiAccount(request, 'land_owner');
  await login(page, user.email, user.password);
  await page.goto('/admin');
  const panel = page.getByRole('region', { name: 'Pristup odbijen' });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('Samo moderatori mogu pristupiti ovoj stranici.');
  await expect(panel).toContainText('Vlasnik zemljišta');
  await expect(page.getByRole('heading', { name: 'Administracija' })).toHaveCount(0);
});
