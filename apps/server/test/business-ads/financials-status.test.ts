import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts } from '@marketplace/domain';
import type { components } from '@marketplace/api-client/schema';
import type { BusinessAdView } from '../../src/services/business-ads';
import { createTestApp, type TestContext } from '../helpers/app';
import { createUser, type TestUser } from '../helpers/users';
import { createBusinessAd, postBusinessAd, validForm } from './fixtures';

// A business's financials (shown where the description
// is), the ad's status, views and seller, through the real HTTP stack and database.

type SearchPage = components['schemas']['BusinessAdSearchPage'];

let ctx: TestContext;
let author: TestUser;
let otherOwner: TestUser;
let investor: TestUser;
let landOwner: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  author = await createUser(ctx, 'business_owner', { fullName: 'Jelena Jovanović' });
  otherOwner = await createUser(ctx, 'business_owner');
  investor = await createUser(ctx, 'investor');
  landOwner = await createUser(ctx, 'land_owner');
});
afterAll(() => ctx.close());

const FINANCIALS = {
  annual_profit: '95000.50',
  reason_for_sale: '  Odlazak u penziju ',
  seller_financing: 'true',
  premises: 'leased',
};
const EXPECTED = {
  annual_profit: 95000.5,
  reason_for_sale: 'Odlazak u penziju',
  seller_financing: true,
  premises: 'leased',
};
const FINANCIAL_KEYS = ['annual_profit', 'reason_for_sale', 'seller_financing', 'premises'];

const get = (url: string, user: TestUser | null, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers: { ...(user?.headers ?? {}), ...headers } });
const patch = (id: number, user: TestUser, payload: object) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/business-ads/${id}`,
    headers: user.headers,
    payload,
  });
const setStatus = (id: number, user: TestUser | null, payload: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/business-ads/${id}/status`,
    headers: user?.headers ?? {},
    payload: payload as object,
  });

describe('business financials', () => {
  it('round-trip for the author and investors; hidden with the description from everyone else', async () => {
    const ad = await createBusinessAd(ctx, author, {
      ...FINANCIALS,
      title: 'Pekara Zlatni klas',
    });
    expect(ad).toMatchObject({ ...EXPECTED, status: 'active', view_count: 0 });

    for (const viewer of [author, investor]) {
      expect((await get(`/api/business-ads/${ad.id}`, viewer)).json()).toMatchObject(EXPECTED);
      const list = (await get('/api/business-ads', viewer)).json<BusinessAdView[]>();
      expect(list.find((item) => item.id === ad.id)).toMatchObject(EXPECTED);
      const search = (await get('/api/business-ads/search?q=Zlatni', viewer)).json<SearchPage>();
      expect(search.items[0]).toMatchObject({ id: ad.id, ...EXPECTED });
    }
    const mine = (await get('/api/business-ads/user/me', author)).json<BusinessAdView[]>();
    expect(mine.find((item) => item.id === ad.id)).toMatchObject({ ...EXPECTED, view_count: 1 });

    for (const viewer of [null, landOwner, otherOwner]) {
      const detail = (await get(`/api/business-ads/${ad.id}`, viewer)).json<BusinessAdView>();
      const list = (await get('/api/business-ads', viewer)).json<BusinessAdView[]>();
      const search = (await get('/api/business-ads/search?q=Zlatni', viewer)).json<SearchPage>();
      for (const shown of [detail, list.find((item) => item.id === ad.id)!, search.items[0]!]) {
        expect(shown.id).toBe(ad.id);
        expect(shown.status).toBe('active');
        for (const key of ['description', ...FINANCIAL_KEYS]) expect(shown).not.toHaveProperty(key);
      }
    }
  });

  it('PATCH changes only the financials sent; null clears one', async () => {
    const ad = await createBusinessAd(ctx, author, FINANCIALS);
    const changed = await patch(ad.id, author, { annual_profit: -1200, premises: null });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      annual_profit: -1200,
      reason_for_sale: 'Odlazak u penziju',
      seller_financing: true,
      premises: null,
      view_count: 0,
    });
    const cleared = await patch(ad.id, author, { reason_for_sale: '', seller_financing: false });
    expect(cleared.json()).toMatchObject({ reason_for_sale: null, seller_financing: false });
  });

  it('leaves every financial out when none is sent (all optional)', async () => {
    const ad = await createBusinessAd(ctx, author);
    expect(ad).toMatchObject({
      annual_profit: null,
      reason_for_sale: null,
      seller_financing: null,
      premises: null,
    });
  });

  it.each([
    [
      'a profit that is not a number',
      { annual_profit: '12e3' },
      texts.businessFinancials.invalidProfit,
    ],
    [
      'a too long reason',
      { reason_for_sale: 'a'.repeat(1001) },
      texts.businessFinancials.reasonTooLong,
    ],
    [
      'a yes/no that is neither',
      { seller_financing: 'mozda' },
      texts.businessFinancials.invalidYesNo,
    ],
    ['unknown premises', { premises: 'rented' }, texts.businessFinancials.invalidPremises],
  ])('create refuses %s with the domain message', async (_name, fields, message) => {
    const response = await postBusinessAd(ctx, author, validForm(fields));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it.each([
    [
      'a profit of the wrong type',
      { annual_profit: 'mnogo' },
      texts.businessFinancials.invalidProfit,
    ],
    [
      'a profit too large',
      { annual_profit: 1e13 },
      'Polje „Godišnja dobit (EBITDA, €)“ može biti najviše 999.999.999.999,99.',
    ],
    ['unknown premises', { premises: 'rented' }, texts.businessFinancials.invalidPremises],
    [
      'a yes/no of the wrong type',
      { seller_financing: 'da' },
      texts.businessFinancials.invalidYesNo,
    ],
  ])('PATCH refuses %s with the domain message', async (_name, payload, message) => {
    const ad = await createBusinessAd(ctx, author);
    const response = await patch(ad.id, author, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });
});

describe('PUT /api/business-ads/{id}/status', () => {
  it('the author sets it; sold ads leave the search unless include_sold=true', async () => {
    const title = 'Frizerski salon Makaze';
    const [active, reserved, sold] = [
      await createBusinessAd(ctx, author, { title }),
      await createBusinessAd(ctx, author, { title }),
      await createBusinessAd(ctx, author, { title }),
    ];
    ctx.clock.advance(60_000);
    const answer = await setStatus(reserved!.id, author, { status: 'reserved' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ status: 'reserved', view_count: 0 });
    expect(Date.parse(answer.json<BusinessAdView>().updated_at)).toBe(
      Date.parse(reserved!.updated_at) + 60_000,
    );
    expect((await setStatus(sold!.id, author, { status: 'sold' })).json().status).toBe('sold');

    const ids = async (query: string) =>
      (await get(`/api/business-ads/search?${query}`, investor))
        .json<SearchPage>()
        .items.map((ad) => ad.id)
        .sort();
    expect(await ids('q=Makaze')).toEqual([active!.id, reserved!.id].sort());
    expect(await ids('q=Makaze&include_sold=true')).toEqual(
      [active!.id, reserved!.id, sold!.id].sort(),
    );
  });

  it('answers 401, 403, 404 and 400 (Serbian message) as the other author operations', async () => {
    const ad = await createBusinessAd(ctx, author);
    expect((await setStatus(ad.id, null, { status: 'sold' })).statusCode).toBe(401);
    for (const user of [otherOwner, investor, landOwner]) {
      expect((await setStatus(ad.id, user, { status: 'sold' })).statusCode).toBe(403);
    }
    expect((await setStatus(999_999, author, { status: 'sold' })).statusCode).toBe(404);
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/business-ads/${ad.id}`,
      headers: author.headers,
    });
    expect((await setStatus(ad.id, author, { status: 'sold' })).statusCode).toBe(404);
    const other = await createBusinessAd(ctx, author);
    for (const payload of [{ status: 'prodato' }, {}, { status: null }]) {
      const response = await setStatus(other.id, author, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: texts.apiAds.invalidStatus });
    }
    expect((await get(`/api/business-ads/${other.id}`, author)).json().status).toBe('active');
  });
});

describe('views and seller', () => {
  it('count one view per viewer per day, not the author; the seller panel counts ads on offer', async () => {
    const seller = await createUser(ctx, 'business_owner', { fullName: 'Petar Ilić' });
    const ad = await createBusinessAd(ctx, seller);
    const sold = await createBusinessAd(ctx, seller);
    await setStatus(sold.id, seller, { status: 'sold' });
    const url = `/api/business-ads/${ad.id}`;
    await get(url, seller);
    await get(url, investor);
    await get(url, investor);
    await get(url, null, { 'user-agent': 'Telefon/1.0' });
    await get(url, landOwner);
    const own = (await get(url, seller)).json<BusinessAdView>();
    expect(own.view_count).toBe(3);
    expect((await get(url, investor)).json()).not.toHaveProperty('view_count');
    expect(own.seller).toEqual({
      id: seller.id,
      full_name: 'Petar Ilić',
      member_since: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      active_ads: 1,
      company_verified: false,
    });
    const list = (await get('/api/business-ads', investor)).json<BusinessAdView[]>();
    expect(list.find((item) => item.id === ad.id)).not.toHaveProperty('seller');
    expect(list.find((item) => item.id === ad.id)).not.toHaveProperty('view_count');
  });
});
