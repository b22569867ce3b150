import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app';
import { createLandAd, landAdFields, sendLandAd } from '../helpers/land-ads';
import { createUser, type TestUser } from '../helpers/users';
import { createBusinessAd } from '../business-ads/fixtures';
import { sweepSavedSearches } from '../../src/services/saved-search-alerts';
import { mailTo, oneClickUrl, postOneClick } from './support';

const ALERT_S = 60;
const DAY_S = 24 * 60 * 60;
const INSTANT = /^\d+ nov\S+ oglas\S* za vašu sačuvanu pretragu$/;
const DIGEST = /^Dnevni pregled: /;

let ctx: TestContext;
let owner: TestUser;
let businessOwner: TestUser;
beforeAll(async () => {
  ctx = await createTestApp({ ALERT_DELAY_S: String(ALERT_S) });
  owner = await createUser(ctx, 'land_owner');
  businessOwner = await createUser(ctx, 'business_owner');
});
afterAll(() => ctx?.close());

const seconds = (s: number) => ctx.clock.advance(s * 1000);

const save = (user: TestUser | null, payload: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/saved-searches',
    headers: user?.headers ?? {},
    payload: payload as object,
  });

async function alerts(user: TestUser, subject: RegExp = INSTANT) {
  return (await mailTo(ctx, user.email)).filter((mail) => subject.test(mail.subject));
}

/** A land ad in Serbia (country 1) through the API; the title tells the ads apart. */
async function landAd(title: string, price: number, by: TestUser = owner) {
  return createLandAd(ctx, by, {
    fields: landAdFields({ title, price: String(price), country_id: '1', city_id: '102' }),
  });
}

const cheapInSerbia = { country_id: 1, price_max: 50_000, land_type: ['agricultural'] };

describe('saved searches: create, list, delete', () => {
  it('saves a land or business search for the signed-in user, lists them newest first, and deletes only the own', async () => {
    const investor = await createUser(ctx, 'investor');
    const other = await createUser(ctx, 'investor');
    const land = await save(investor, { kind: 'land', params: cheapInSerbia, frequency: 'daily' });
    expect(land.statusCode).toBe(201);
    expect(land.json()).toMatchObject({
      id: expect.any(Number),
      kind: 'land',
      params: cheapInSerbia,
      frequency: 'daily',
      created_at: ctx.clock.now.toISOString(),
    });
    seconds(1);
    const business = await save(investor, {
      kind: 'business',
      params: { q: 'restoran', business_type: ['restaurant_hospitality'], revenue_min: 100_000 },
      frequency: 'instant',
    });
    expect(business.statusCode).toBe(201);

    const list = async (user: TestUser) =>
      ctx.app.inject({ method: 'GET', url: '/api/saved-searches', headers: user.headers });
    expect((await list(investor)).json().map((s: { id: number }) => s.id)).toEqual([
      business.json().id,
      land.json().id,
    ]);
    expect((await list(other)).json()).toEqual([]);

    const remove = (user: TestUser, id: number) =>
      ctx.app.inject({ method: 'DELETE', url: `/api/saved-searches/${id}`, headers: user.headers });
    expect((await remove(other, land.json().id)).statusCode).toBe(404);
    expect((await list(investor)).json()).toHaveLength(2);
    expect((await remove(investor, land.json().id)).statusCode).toBe(204);
    expect((await remove(investor, land.json().id)).statusCode).toBe(404);
    expect((await list(investor)).json().map((s: { id: number }) => s.id)).toEqual([
      business.json().id,
    ]);

    expect((await save(null, { kind: 'land', params: {}, frequency: 'daily' })).statusCode).toBe(
      401,
    );
    expect((await ctx.app.inject({ method: 'GET', url: '/api/saved-searches' })).statusCode).toBe(
      401,
    );
  });

  it('refuses parameters the search endpoint would refuse (400), and nothing is saved', async () => {
    const investor = await createUser(ctx, 'investor');
    const bad: unknown[] = [
      { kind: 'land', params: { price_min: -1 }, frequency: 'daily' },
      { kind: 'land', params: { price_max: 1e15 }, frequency: 'daily' },
      { kind: 'land', params: { country_id: 6 }, frequency: 'daily' },
      { kind: 'land', params: { city_id: 99 }, frequency: 'daily' },
      { kind: 'land', params: { land_type: ['castle'] }, frequency: 'daily' },
      { kind: 'land', params: { land_type: Array(6).fill('agricultural') }, frequency: 'daily' },
      { kind: 'land', params: { q: 'a\u0001b' }, frequency: 'daily' },
      { kind: 'land', params: { q: 'x'.repeat(201) }, frequency: 'daily' },
      { kind: 'land', params: { limit: 101 }, frequency: 'daily' },
      { kind: 'land', params: { sort: 'revenue_desc' }, frequency: 'daily' },
      { kind: 'land', params: { cursor: 'abc' }, frequency: 'daily' },
      { kind: 'land', params: { business_type: ['healthcare'] }, frequency: 'daily' },
      { kind: 'business', params: { area_min: 100 }, frequency: 'daily' },
      { kind: 'business', params: { revenue_min: 'puno' }, frequency: 'daily' },
      { kind: 'land', params: {}, frequency: 'weekly' },
      { kind: 'house', params: {}, frequency: 'daily' },
      { kind: 'land', frequency: 'daily' },
      { kind: 'land', params: {}, frequency: 'daily', extra: true },
    ];
    for (const payload of bad) {
      const response = await save(investor, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toMatch(/^Neispravan zahtev/);
    }
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/saved-searches',
      headers: investor.headers,
    });
    expect(list.json()).toEqual([]);
  });
});

describe('saved searches: the limit per user', () => {
  it('keeps at most 20 saved searches per user (400 after that)', async () => {
    const investor = await createUser(ctx, 'investor');
    for (let i = 0; i < 20; i++) {
      const response = await save(investor, {
        kind: 'land',
        params: { price_max: 1000 * (i + 1) },
        frequency: 'daily',
      });
      expect(response.statusCode).toBe(201);
    }
    const over = await save(investor, { kind: 'land', params: {}, frequency: 'daily' });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ message: 'Možete sačuvati najviše 20 pretraga.' });
  });

  it('holds under 100 parallel saves: exactly 20 stored, every other answer the limit', async () => {
    const investor = await createUser(ctx, 'investor');
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        save(investor, { kind: 'land', params: { price_max: 1000 * (i + 1) }, frequency: 'daily' }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(20);
    for (const response of responses.filter((r) => r.statusCode !== 201)) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Možete sačuvati najviše 20 pretraga.' });
    }
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/saved-searches',
      headers: investor.headers,
    });
    expect(list.json()).toHaveLength(20);
  });
});

describe('saved-search alerts', () => {
  it('emails a new matching ad instantly within ALERT_DELAY_S, with links and an unsubscribe link; an ad edited to a price in range counts as new; no ad twice', async () => {
    const investor = await createUser(ctx, 'investor');
    // An ad listed before the search was saved is not news.
    await landAd('Njiva pre pretrage', 30_000);
    seconds(1);
    expect(
      (await save(investor, { kind: 'land', params: cheapInSerbia, frequency: 'instant' }))
        .statusCode,
    ).toBe(201);
    seconds(1);
    const match = await landAd('Jeftina njiva kod Novog Sada', 45_000);
    const tooDear = await landAd('Skupa njiva kod Novog Sada', 90_000);
    await createLandAd(ctx, owner, {
      fields: landAdFields({
        title: 'Njiva u Hrvatskoj',
        price: '20000',
        country_id: '2',
        city_id: '201',
      }),
    });

    expect(await alerts(investor)).toEqual([]);
    seconds(ALERT_S);
    const [mail, ...more] = await alerts(investor);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('1 novi oglas za vašu sačuvanu pretragu');
    expect(mail!.text).toContain('Jeftina njiva kod Novog Sada');
    expect(mail!.text).toContain(`http://marketplace.test/ads/${match.id}`);
    expect(mail!.html).toContain(`href="http://marketplace.test/ads/${match.id}"`);
    expect(mail!.text).not.toContain('Skupa njiva');
    expect(mail!.text).not.toContain('Hrvatskoj');
    expect(mail!.text).not.toContain('pre pretrage');
    expect(oneClickUrl(mail!)).toMatch(/\/api\/unsubscribe\?token=/);
    expect(mail!.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // The dear ad drops into the range: it is new to this search.
    const edit = await sendLandAd(ctx, owner, {
      method: 'PUT',
      id: tooDear.id,
      fields: landAdFields({ title: 'Skupa njiva kod Novog Sada', price: '48000' }),
    });
    expect(edit.statusCode).toBe(200);
    seconds(ALERT_S);
    const second = (await alerts(investor))[1];
    expect(second!.text).toContain(`http://marketplace.test/ads/${tooDear.id}`);
    expect(second!.text).not.toContain(`/ads/${match.id}`);

    // Edited again (a lower price still): never alerted twice, however often it is swept.
    for (const [id, price] of [
      [match.id, '44000'],
      [tooDear.id, '47000'],
    ] as const) {
      const again = await sendLandAd(ctx, owner, {
        method: 'PUT',
        id,
        fields: landAdFields({ title: `Snižena njiva ${id}`, price }),
      });
      expect(again.statusCode).toBe(200);
    }
    seconds(ALERT_S);
    seconds(DAY_S);
    expect(await alerts(investor)).toHaveLength(2);
  });

  it('leaves out sold and deleted ads and the searcher’s own ads', async () => {
    const investor = await createUser(ctx, 'land_owner');
    await save(investor, { kind: 'land', params: cheapInSerbia, frequency: 'instant' });
    seconds(1);
    const sold = await landAd('Prodata njiva', 40_000);
    const status = await ctx.app.inject({
      method: 'PUT',
      url: `/api/ads/${sold.id}/status`,
      headers: owner.headers,
      payload: { status: 'sold' },
    });
    expect(status.statusCode).toBe(200);
    const deleted = await landAd('Obrisana njiva', 40_000);
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: `/api/ads/${deleted.id}`,
          headers: owner.headers,
        })
      ).statusCode,
    ).toBe(204);
    await landAd('Moja njiva', 40_000, investor);
    await landAd('Dobra njiva', 40_000);
    seconds(ALERT_S);
    const [mail, ...more] = await alerts(investor);
    expect(more).toEqual([]);
    expect(mail!.text).toContain('Dobra njiva');
    for (const title of ['Prodata njiva', 'Obrisana njiva', 'Moja njiva']) {
      expect(mail!.text).not.toContain(title);
    }
  });

  it('sends daily searches as one digest a day', async () => {
    const investor = await createUser(ctx, 'investor');
    await save(investor, {
      kind: 'business',
      params: { business_type: ['restaurant_hospitality'], price_max: 300_000 },
      frequency: 'daily',
    });
    seconds(60);
    const first = await createBusinessAd(ctx, businessOwner, {
      title: 'Restoran na Adi',
      business_type: 'restaurant_hospitality',
      price: '250000',
    });
    seconds(3600);
    const second = await createBusinessAd(ctx, businessOwner, {
      title: 'Kafana u Zemunu',
      business_type: 'restaurant_hospitality',
      price: '120000',
    });
    await createBusinessAd(ctx, businessOwner, {
      title: 'Pekara u Nišu',
      business_type: 'retail_services',
      price: '90000',
    });
    seconds(ALERT_S * 5);
    expect(await mailTo(ctx, investor.email)).toEqual([]);

    seconds(DAY_S - 3600);
    const [digest, ...more] = await alerts(investor, DIGEST);
    expect(more).toEqual([]);
    expect(digest!.subject).toBe('Dnevni pregled: 2 nova oglasa za vašu sačuvanu pretragu');
    expect(digest!.text).toContain(`http://marketplace.test/business/${first.id}`);
    expect(digest!.text).toContain(`http://marketplace.test/business/${second.id}`);
    expect(digest!.text).not.toContain('Pekara');
    expect(await alerts(investor)).toEqual([]);

    // Nothing new: no digest the next day.
    seconds(DAY_S);
    expect(await mailTo(ctx, investor.email)).toHaveLength(1);
  });

  it('stops with the one-click unsubscribe link of an alert', async () => {
    const investor = await createUser(ctx, 'investor');
    await save(investor, { kind: 'land', params: cheapInSerbia, frequency: 'instant' });
    seconds(1);
    await landAd('Prva njiva za odjavu', 41_000);
    seconds(ALERT_S);
    const [mail] = await alerts(investor);
    const response = await postOneClick(ctx, oneClickUrl(mail!));
    expect(response.statusCode).toBe(200);
    const settings = await ctx.app.inject({
      method: 'GET',
      url: '/api/profile/notifications',
      headers: investor.headers,
    });
    expect(settings.json()).toEqual({ message_emails: true, saved_search_emails: false });
    await landAd('Druga njiva za odjavu', 42_000);
    seconds(ALERT_S);
    expect(await alerts(investor)).toHaveLength(1);
  });

  it('alerts an ad once when two sweeps (two servers) run at the same time', async () => {
    const investor = await createUser(ctx, 'investor');
    await save(investor, { kind: 'land', params: cheapInSerbia, frequency: 'instant' });
    seconds(1);
    await landAd('Njiva za dva servera', 43_000);
    const sweepContext = {
      db: ctx.app.db,
      now: () => ctx.clock.now,
      jobs: ctx.app.jobs,
      mailer: ctx.app.mailer,
      appUrl: ctx.config.appUrl,
      unsubscribeTokens: ctx.app.unsubscribeTokens,
    };
    await Promise.all([sweepSavedSearches(sweepContext, {}), sweepSavedSearches(sweepContext, {})]);
    seconds(ALERT_S);
    const mails = await alerts(investor);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Njiva za dva servera');
  });
});
