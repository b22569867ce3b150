import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app';
import { createUser, type TestUser } from '../helpers/users';
import type { BusinessAdView } from '../../src/services/business-ads';
import { createBusinessAd } from './fixtures';

const NOT_AUTHOR = { message: 'Nemate dozvolu da uređujete ovaj oglas' };

let ctx: TestContext;
let author: TestUser;
let otherOwner: TestUser;
let investor: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  ctx.clock.now = new Date('2030-06-15T10:00:00Z');
  author = await createUser(ctx, 'business_owner');
  otherOwner = await createUser(ctx, 'business_owner');
  investor = await createUser(ctx, 'investor');
});
afterAll(() => ctx.close());

const patch = (id: number, user: TestUser | null, payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/business-ads/${id}`,
    headers: user?.headers ?? {},
    payload,
  });
const remove = (id: number, user: TestUser | null) =>
  ctx.app.inject({
    method: 'DELETE',
    url: `/api/business-ads/${id}`,
    headers: user?.headers ?? {},
  });
const detail = (id: number, user: TestUser | null) =>
  ctx.app.inject({ method: 'GET', url: `/api/business-ads/${id}`, headers: user?.headers ?? {} });

describe('PATCH /api/business-ads/{id}', () => {
  it('changes only the fields sent, trims text and clears optional numbers with null', async () => {
    const ad = await createBusinessAd(ctx, author);
    const response = await patch(ad.id, author, {
      title: '  Novi naslov  ',
      description: '  Novi opis \n',
      price: 329000.25,
      annual_revenue: null,
      employee_count: 0,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...ad,
      title: 'Novi naslov',
      description: 'Novi opis',
      price: 329000.25,
      annual_revenue: null,
      employee_count: 0,
    });
    const reread = await detail(ad.id, author);
    expect(reread.json()).toMatchObject({ title: 'Novi naslov', annual_revenue: null });
  });

  it('moves the ad to another country when the city matches', async () => {
    const ad = await createBusinessAd(ctx, author);
    const response = await patch(ad.id, author, { country_id: 1, city_id: 105 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ country_id: 1, city_id: 105 });
  });

  it.each([
    [
      'a city of another country',
      { city_id: 101 },
      'Molimo izaberite državu i grad iz liste. (ID mora biti broj)',
    ],
    [
      'next year as the founding year',
      { established_year: 2031 },
      'Godina osnivanja mora biti između 1900 i tekuće godine',
    ],
  ])('answers 400 for %s with the Serbian message', async (_name, body, message) => {
    const ad = await createBusinessAd(ctx, author);
    const response = await patch(ad.id, author, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it.each([
    ['founding year 1899', { established_year: 1899 }],
    ['a negative price', { price: -1 }],
    ['a negative revenue', { annual_revenue: -0.01 }],
    ['a fractional employee count', { employee_count: 2.5 }],
    ['a blank title', { title: '   ' }],
    ['an unknown field', { author_id: 1 }],
    ['an empty body', {}],
  ])('answers 400 for %s', async (_name, body) => {
    const ad = await createBusinessAd(ctx, author);
    const response = await patch(ad.id, author, body);
    expect(response.statusCode).toBe(400);
    const reread = await detail(ad.id, author);
    // The detail adds the seller panel (the ad page).
    expect(reread.json()).toEqual({
      ...ad,
      seller: expect.objectContaining({ id: author.id }),
      is_favorite: false,
    });
  });

  it.each([
    ['another business owner', () => otherOwner],
    ['an investor', () => investor],
  ])('answers 403 to %s', async (_name, user) => {
    const ad = await createBusinessAd(ctx, author);
    const response = await patch(ad.id, user(), { title: 'Preuzeto' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(NOT_AUTHOR);
  });

  it('answers 401 without a token and 404 for a missing ad', async () => {
    const ad = await createBusinessAd(ctx, author);
    expect((await patch(ad.id, null, { title: 'x' })).statusCode).toBe(401);
    const missing = await patch(999999, author, { title: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Oglas za biznis nije pronađen' });
  });
});

describe('DELETE /api/business-ads/{id}', () => {
  it('soft-deletes: gone from the list and from the detail for others, kept for the author', async () => {
    const ad = await createBusinessAd(ctx, author);
    expect((await remove(ad.id, author)).statusCode).toBe(204);

    const list = await ctx.app.inject({ method: 'GET', url: '/api/business-ads' });
    expect(list.json<BusinessAdView[]>().map((item) => item.id)).not.toContain(ad.id);
    for (const viewer of [null, investor, otherOwner]) {
      const response = await detail(ad.id, viewer);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Oglas za biznis nije pronađen' });
    }
    const own = await detail(ad.id, author);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({
      ...ad,
      deleted: true,
      seller: expect.objectContaining({ id: author.id }),
      is_favorite: false,
    });
  });

  it('keeps a deleted ad visible to an investor who has a conversation about it', async () => {
    const ad = await createBusinessAd(ctx, author);
    const started = await ctx.app.inject({
      method: 'POST',
      url: '/api/messages/conversations',
      headers: investor.headers,
      payload: { adId: ad.id, receiverId: author.id, message: 'Zanima me', adType: 'business' },
    });
    expect(started.statusCode).toBe(201);
    await remove(ad.id, author);
    const response = await detail(ad.id, investor);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: ad.id,
      description: ad.description,
      deleted: true,
    });
    const stranger = await createUser(ctx, 'investor');
    expect((await detail(ad.id, stranger)).statusCode).toBe(404);
  });

  it('answers 403 to a non-author and leaves the ad in place', async () => {
    const ad = await createBusinessAd(ctx, author);
    const response = await remove(ad.id, otherOwner);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(NOT_AUTHOR);
    expect((await detail(ad.id, null)).statusCode).toBe(200);
  });

  it('answers 401 without a token, 404 when missing or already deleted', async () => {
    const ad = await createBusinessAd(ctx, author);
    expect((await remove(ad.id, null)).statusCode).toBe(401);
    expect((await remove(999999, author)).statusCode).toBe(404);
    expect((await remove(ad.id, author)).statusCode).toBe(204);
    expect((await remove(ad.id, author)).statusCode).toBe(404);
    expect((await patch(ad.id, author, { title: 'x' })).statusCode).toBe(404);
  });
});
