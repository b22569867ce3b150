import { expect, test } from '../fixtures/test';
import { apiAccount, login, messagesLink } from '../fixtures/auth';
import { apiCreateLandAd, apiStartConversation, apiUnreadCount } from '../fixtures/api';

test('owner sees the unread badge, reads the message and replies', async ({ page, request }) => {
  const owner = await apiAccount(request, 'land_owner');
  const investor = await apiAccount(request, 'investor');
  const ad = await apiCreateLandAd(request, owner.token, {
    title: `Voćnjak kod Čačka ${Date.now()}`,
    price: 42_000,
    country_id: 1,
    city_id: 108,
  });
  const question = 'Dobar dan, da li je voćnjak navodnjavan?';
  await apiStartConversation(request, investor.token, {
    adId: ad.id,
    receiverId: owner.id,
    message: question,
  });
  await apiStartConversation(request, investor.token, {
    adId: ad.id,
    receiverId: owner.id,
    message: 'I da li je moguća kupovina na rate?',
  });

  await login(page, owner.email, owner.password);
  // spec §2: the badge shows the unread count (spoken as 'Poruke 2 nepročitane poruke').
  await expect(messagesLink(page)).toHaveAccessibleName('Poruke 2 nepročitane poruke');
  await messagesLink(page).click();
  await expect(page).toHaveURL(/\/messages$/);
  await expect(page.getByText('Izaberite razgovor za prikaz poruka')).toBeVisible();

  const list = page.getByRole('list', { name: 'Razgovori' });
  const row = list.getByRole('listitem').filter({ hasText: ad.title });
  await expect(row.getByRole('link', { name: ad.title })).toHaveAttribute('href', `/ads/${ad.id}`);
  await expect(row).toContainText(investor.fullName);
  await expect(row).toContainText('I da li je moguća kupovina na rate?');
  await expect(row).toContainText(/\d{2}\.\d{2}\.\d{4}\.? \d{2}:\d{2}/);
  await expect(row.getByText('2', { exact: true })).toBeVisible();

  // Reading marks the messages read: the row badge and the top-bar badge go away.
  await row.getByRole('button', { name: new RegExp(investor.fullName) }).click();
  await expect(
    page.getByRole('heading', { name: `Razgovor sa ${investor.fullName}` }),
  ).toBeVisible();
  const log = page.getByRole('log');
  await expect(log.getByText(question)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pogledaj oglas' })).toHaveAttribute(
    'href',
    `/ads/${ad.id}`,
  );
  await expect(messagesLink(page)).toHaveAccessibleName('Poruke');
  await expect(row.getByText('2', { exact: true })).toHaveCount(0);

  // Reply; blank text cannot be sent.
  const input = page.getByPlaceholder('Unesite poruku...');
  const send = page.getByRole('button', { name: 'Pošalji' });
  await input.fill('  ');
  await expect(send).toBeDisabled();
  const reply = 'Jeste, sistem kap po kap. Rate su moguće.';
  await input.fill(reply);
  await send.click();
  await expect(log.getByText(reply)).toBeVisible();
  await expect(input).toHaveValue('');
  await expect(row).toContainText(reply);

  // The investor now has one unread message.
  await expect.poll(() => apiUnreadCount(request, investor.token)).toBe(1);
});
