import { expect, test } from '../fixtures/test';
import { apiAccount, login, messagesLink } from '../fixtures/auth';
import { apiCreateLandAd, apiStartConversation } from '../fixtures/api';
import { server } from '../fixtures/env';

/** Live updates arrive over the event stream: well within the 30 s poll, with no focus or reload. */
const LIVE = { timeout: 2_000 };

test('a message and a reply arrive live: the badge and the open conversation change without reload', async ({
  browser,
  request,
}) => {
  const owner = await apiAccount(request, 'land_owner');
  const investor = await apiAccount(request, 'investor');
  const ad = await apiCreateLandAd(request, owner.token, {
    title: `Njiva kod Sombora ${Date.now()}`,
    price: 38_000,
  });
  await apiStartConversation(request, investor.token, {
    adId: ad.id,
    receiverId: owner.id,
    message: 'Dobar dan, da li je njiva još na prodaju?',
  });

  const ownerContext = await browser.newContext({ baseURL: server.baseUrl });
  const investorContext = await browser.newContext({ baseURL: server.baseUrl });
  const ownerPage = await ownerContext.newPage();
  const investorPage = await investorContext.newPage();
  // No request ever carries the token in its address (the stream sends it as a header).
  const urls: string[] = [];
  for (const page of [ownerPage, investorPage]) page.on('request', (r) => urls.push(r.url()));

  try {
    // The owner waits on the home page with one unread message.
    await login(ownerPage, owner.email, owner.password);
    await expect(messagesLink(ownerPage)).toHaveAccessibleName('Poruke 1 nepročitana poruka');

    // The investor opens the conversation and writes again.
    await login(investorPage, investor.email, investor.password);
    await messagesLink(investorPage).click();
    const row = investorPage
      .getByRole('list', { name: 'Razgovori' })
      .getByRole('listitem')
      .filter({ hasText: ad.title });
    await row.getByRole('button', { name: new RegExp(owner.fullName) }).click();
    const investorLog = investorPage.getByRole('log');
    await expect(investorLog.getByText('Dobar dan, da li je njiva još na prodaju?')).toBeVisible();
    await investorPage.getByPlaceholder('Unesite poruku...').fill('Mogu li da je obiđem u subotu?');
    await investorPage.getByRole('button', { name: 'Pošalji' }).click();
    await expect(investorLog.getByText('Mogu li da je obiđem u subotu?')).toBeVisible();

    // The owner's badge counts it at once.
    await expect(messagesLink(ownerPage)).toHaveAccessibleName('Poruke 2 nepročitane poruke', LIVE);

    // The owner opens the conversation and replies.
    await messagesLink(ownerPage).click();
    await ownerPage
      .getByRole('list', { name: 'Razgovori' })
      .getByRole('listitem')
      .filter({ hasText: ad.title })
      .getByRole('button', { name: new RegExp(investor.fullName) })
      .click();
    await expect(
      ownerPage.getByRole('log').getByText('Mogu li da je obiđem u subotu?'),
    ).toBeVisible();
    await expect(messagesLink(ownerPage)).toHaveAccessibleName('Poruke');
    const reply = 'Može, u subotu od 10 časova.';
    await ownerPage.getByPlaceholder('Unesite poruku...').fill(reply);
    await ownerPage.getByRole('button', { name: 'Pošalji' }).click();

    // The reply shows in the investor's open conversation and list row, without a reload; the
    // conversation is on screen, so it is read at once and the badge stays empty.
    await expect(investorLog.getByText(reply)).toBeVisible(LIVE);
    await expect(row).toContainText(reply, LIVE);
    await expect(messagesLink(investorPage)).toHaveAccessibleName('Poruke');

    // A message while the investor is elsewhere raises the investor's badge live.
    await investorPage.getByRole('link', { name: 'Pogledaj oglas' }).click();
    await expect(investorPage).toHaveURL(new RegExp(`/ads/${ad.id}$`));
    await ownerPage.getByPlaceholder('Unesite poruku...').fill('Javite mi se ranije.');
    await ownerPage.getByRole('button', { name: 'Pošalji' }).click();
    await expect(messagesLink(investorPage)).toHaveAccessibleName(
      'Poruke 1 nepročitana poruka',
      LIVE,
    );

    expect(urls.filter((url) => url.includes(investor.token) || url.includes(owner.token))).toEqual(
      [],
    );
  } finally {
    await ownerContext.close();
    await investorContext.close();
  }
});
