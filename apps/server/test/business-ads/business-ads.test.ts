import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app';
import { createUser, type TestUser } from '../helpers/users';
import type { BusinessAdView } from '../../src/services/business-ads';
import { createBusinessAd, postBusinessAd, validForm } from './fixtures';

const LOCATION_MESSAGE = 'Molimo izaberite državu i grad iz liste. (ID mora biti broj)';

let ctx: TestContext;
let owner: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  // A fixed clock so "the current year" is known: 2030.
  ctx.clock.now = new Date('2030-06-15T10:00:00Z');
  owner = await createUser(ctx, 'business_owner', { fullName: 'Jelena Jovanović' });
});
afterAll(() => ctx.close());

describe('POST /api/business-ads', () => {
  it('creates the ad for a business owner and answers 201 with numbers as numbers', async () => {
    const response = await postBusinessAd(ctx, owner, validForm());
    expect(response.statusCode).toBe(201);
    const ad = response.json<BusinessAdView>();
    expect(ad).toEqual({
      id: expect.any(Number),
      title: 'Restoran sa baštom u centru Zagreba',
      description: 'Uhodan restoran sa 60 mesta i letnjom baštom.',
      price: 350000,
      business_type: 'restaurant_hospitality',
      country_id: 2,
      city_id: 201,
      annual_revenue: 420000.5,
      employee_count: 14,
      established_year: 2009,
      author_id: owner.id,
      author_name: 'Jelena Jovanović',
      created_at: '2030-06-15T10:00:00.000Z',
      deleted: false,
      thumbnail: null,
      images: [],
      // Business financials, status and freshness; the author sees the views.
      annual_profit: null,
      reason_for_sale: null,
      seller_financing: null,
      premises: null,
      status: 'active',
      updated_at: '2030-06-15T10:00:00.000Z',
      view_count: 0,
      moderation: { state: 'live', statement: null, decision_id: null },
    });
  });

  it('stores omitted or empty optional numbers as null', async () => {
    const ad = await createBusinessAd(ctx, owner, {
      annual_revenue: '',
      employee_count: undefined,
      established_year: '',
    });
    expect(ad.annual_revenue).toBeNull();
    expect(ad.employee_count).toBeNull();
    expect(ad.established_year).toBeNull();
  });

  it('accepts the current year and price 0', async () => {
    const ad = await createBusinessAd(ctx, owner, { established_year: '2030', price: '0' });
    expect(ad.established_year).toBe(2030);
    expect(ad.price).toBe(0);
  });

  it('answers 401 without a token', async () => {
    const response = await postBusinessAd(ctx, null, validForm());
    expect(response.statusCode).toBe(401);
  });

  it.each(['land_owner', 'investor'] as const)('answers 403 to a %s', async (role) => {
    const user = await createUser(ctx, role);
    const response = await postBusinessAd(ctx, user, validForm());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: 'Samo vlasnici biznisa mogu kreirati oglase za biznis',
    });
  });

  it.each([
    ['a city of another country', { country_id: '1', city_id: '201' }, LOCATION_MESSAGE],
    ['a city beyond the country list', { country_id: '4', city_id: '421' }, LOCATION_MESSAGE],
    [
      'next year as the founding year',
      { established_year: '2031' },
      'Godina osnivanja mora biti između 1900 i tekuće godine',
    ],
  ])('answers 400 for %s with the Serbian message', async (_name, fields, message) => {
    const response = await postBusinessAd(ctx, owner, validForm(fields));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it.each([
    ['founding year 1899', { established_year: '1899' }],
    ['a negative price', { price: '-5' }],
    ['a price that is not a number', { price: '12a' }],
    ['a fractional employee count', { employee_count: '1.5' }],
    ['an unknown business type', { business_type: 'casino' }],
    ['country 6', { country_id: '6', city_id: '601' }],
    ['a blank title', { title: '   ' }],
    ['a missing description', { description: undefined }],
    ['an unknown field', { deleted: 'true' }],
  ])('answers 400 for %s', async (_name, fields) => {
    const response = await postBusinessAd(ctx, owner, validForm(fields));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Neispravan zahtev/);
  });

  it('answers 415 for a JSON body', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/business-ads',
      headers: owner.headers,
      payload: { title: 'x' },
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('GET /api/business-ads and /api/business-ads/{id}', () => {
  it('lists active ads newest first with author and images', async () => {
    const local = await createTestApp();
    try {
      const author = await createUser(local, 'business_owner');
      const first = await createBusinessAd(local, author, { title: 'Prvi' });
      local.clock.advance(60_000);
      const second = await createBusinessAd(local, author, { title: 'Drugi' });
      const response = await local.app.inject({ method: 'GET', url: '/api/business-ads' });
      expect(response.statusCode).toBe(200);
      const list = response.json<BusinessAdView[]>();
      expect(list.map((ad) => ad.id)).toEqual([second.id, first.id]);
      expect(list[0]).toMatchObject({ author_id: author.id, thumbnail: null, images: [] });
    } finally {
      await local.close();
    }
  });

  it('answers 404 with the spec text for an unknown id', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/business-ads/999999' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Oglas za biznis nije pronađen' });
  });

  it('answers 400 for an id that is not a number', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/business-ads/abc' });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/business-ads/user/me', () => {
  it("lists only the caller's own active ads", async () => {
    const me = await createUser(ctx, 'business_owner');
    const other = await createUser(ctx, 'business_owner');
    const kept = await createBusinessAd(ctx, me, { title: 'Moj aktivni' });
    const removed = await createBusinessAd(ctx, me, { title: 'Moj obrisani' });
    await createBusinessAd(ctx, other, { title: 'Tuđi' });
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/business-ads/${removed.id}`,
      headers: me.headers,
    });
    expect(deleted.statusCode).toBe(204);

    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/business-ads/user/me',
      headers: me.headers,
    });
    expect(response.statusCode).toBe(200);
    const list = response.json<BusinessAdView[]>();
    expect(list.map((ad) => ad.id)).toEqual([kept.id]);
    expect(list[0]?.description).toBe(kept.description);
  });

  it('answers 401 without a token', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/business-ads/user/me' });
    expect(response.statusCode).toBe(401);
  });
});
