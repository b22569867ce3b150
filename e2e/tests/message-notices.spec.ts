import { expect, test } from '../fixtures/test';
import { apiAccount } from '../fixtures/auth';
import { apiCreateLandAd, apiSendMessage, apiStartConversation } from '../fixtures/api';
import { emailsTo } from '../fixtures/outbox';
import { server } from '../fixtures/env';

// global-setup starts the server with MESSAGE_EMAIL_DELAY_S=2.
test('two unread messages in one conversation bring exactly one email, whose link unsubscribes', async ({
  page,
  request,
}) => {
  const owner = await apiAccount(request, 'land_owner');
  const investor = await apiAccount(request, 'investor');
  const ad = await apiCreateLandAd(request, owner.token, {
    title: `Njiva kod Šapca ${Date.now()}`,
    price: 31_000,
  });
  const conversation = await apiStartConversation(request, investor.token, {
    adId: ad.id,
    receiverId: owner.id,
    message: 'Dobar dan, da li je njiva još uvek na prodaju?',
  });
  const second = await apiSendMessage(
    request,
    investor.token,
    conversation.id,
    'I da li ima pristup vodi?',
  );
  expect(second.status()).toBe(201);

  const marker = `/messages?c=${conversation.id}`;
  await expect.poll(() => emailsTo(owner.email, marker).length, { timeout: 20_000 }).toBe(1);
  // Past another delay and a worker round, there is still only the one.
  await page.waitForTimeout(4_000);
  const notices = emailsTo(owner.email, marker);
  expect(notices).toHaveLength(1);
  expect(emailsTo(investor.email, marker)).toHaveLength(0);

  // The body's link opens the app's page, which turns these emails off without a sign-in.
  // (The List-Unsubscribe header names the API's own /api/unsubscribe; the body links the page.)
  const links = [
    ...(notices[0] ?? '').matchAll(/https?:\/\/[^\s"<>]*\/unsubscribe\?token=[\w.-]+/g),
  ];
  const pageLink = links.map((match) => match[0]).find((link) => !link.includes('/api/'));
  expect(pageLink).toBeDefined();
  await page.goto(pageLink ?? '');
  await expect(page.getByRole('heading', { name: 'Odjava je primljena' })).toBeVisible();
  await expect(
    page.getByText('Odjava je primljena. Više vam nećemo slati ovu vrstu poruka.'),
  ).toBeVisible();
  await expect(page).toHaveTitle('Odjava je primljena | Nekretnine');
  const settings = await request.get(`${server.baseUrl}/api/profile/notifications`, {
    headers: { authorization: `Bearer ${owner.token}` },
  });
  expect(await settings.json()).toEqual({ message_emails: false, saved_search_emails: true });
});
