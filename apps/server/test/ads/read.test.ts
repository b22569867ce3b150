import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations } from '../../src/db/schema';
import { createTestApp, type TestContext } from '../helpers/app';
import { imagePart } from '../helpers/images';
import { createLandAd, landAdFields } from '../helpers/land-ads';
import { createUser, type TestUser } from '../helpers/users';

let ctx: TestContext;
let owner: TestUser;
let otherOwner: TestUser;
let investor: TestUser;
let ids: { first: number; second: number; third: number; deleted: number };

type Listed = { id: number; deleted: boolean; thumbnail: string | null; images: unknown[] };

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx, 'land_owner', { fullName: 'Marko Petrović' });
  otherOwner = await createUser(ctx, 'land_owner', { fullName: 'Jelena Jovanović' });
  investor = await createUser(ctx, 'investor');
  // The clock moves between creations, so "newest first" is about created_at, not insertion luck.
  const first = await createLandAd(ctx, owner, {
    images: [await imagePart('jpeg'), await imagePart('png')],
  });
  ctx.clock.advance(60_000);
  const second = await createLandAd(ctx, otherOwner, {
    fields: landAdFields({ title: 'Plac u Zagrebu', country_id: '2', city_id: '201' }),
  });
  ctx.clock.advance(60_000);
  const deleted = await createLandAd(ctx, owner, { fields: landAdFields({ title: 'Obrisan' }) });
  ctx.clock.advance(60_000);
  const third = await createLandAd(ctx, owner, { fields: landAdFields({ title: 'Najnoviji' }) });
  const removal = await ctx.app.inject({
    method: 'DELETE',
    url: `/api/ads/${deleted.id}`,
    headers: owner.headers,
  });
  expect(removal.statusCode).toBe(204);
  ids = { first: first.id, second: second.id, third: third.id, deleted: deleted.id };
});
afterAll(() => ctx.close());

describe('GET /api/ads', () => {
  it('lists active ads newest first without a token, leaving deleted ones out', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/ads' });
    expect(response.statusCode).toBe(200);
    const ads: Listed[] = response.json();
    expect(ads.map((ad) => ad.id)).toEqual([ids.third, ids.second, ids.first]);
    expect(ads.every((ad) => ad.deleted === false)).toBe(true);
  });

  it('carries images, the first thumbnail and the author name', async () => {
    const ads = (await ctx.app.inject({ method: 'GET', url: '/api/ads' })).json();
    const first = ads.find((ad: Listed) => ad.id === ids.first);
    expect(first.images).toHaveLength(2);
    expect(first.thumbnail).toBe(first.images[0].thumbnail_filename);
    expect(first.author_name).toBe('Marko Petrović');
    const second = ads.find((ad: Listed) => ad.id === ids.second);
    expect(second).toMatchObject({ thumbnail: null, images: [], author_name: 'Jelena Jovanović' });
    expect(second).toMatchObject({ country_id: 2, city_id: 201, title: 'Plac u Zagrebu' });
  });
});

describe('GET /api/ads/my-ads', () => {
  it("lists only the user's active ads, newest first", async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/ads/my-ads',
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((ad: Listed) => ad.id)).toEqual([ids.third, ids.first]);
  });

  it('is empty for a user without ads', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/ads/my-ads',
      headers: investor.headers,
    });
    expect(response.json()).toEqual([]);
  });

  it('needs a token (401)', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/ads/my-ads' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/ads/{id}', () => {
  const getAd = (id: number, user?: TestUser) =>
    ctx.app.inject({ method: 'GET', url: `/api/ads/${id}`, headers: user?.headers ?? {} });

  it('returns an active ad to anyone, with or without a token', async () => {
    for (const user of [undefined, investor]) {
      const response = await getAd(ids.first, user);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: ids.first, user_id: owner.id, deleted: false });
    }
  });

  it('answers 404 with the spec text for an ad that does not exist', async () => {
    const response = await getAd(999_999);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Oglas nije pronađen' });
  });

  it('answers 400 for an id that is not a positive integer', async () => {
    expect((await getAd(0)).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/ads/abc' })).statusCode).toBe(400);
  });

  it('shows a deleted ad to its author with deleted: true', async () => {
    const response = await getAd(ids.deleted, owner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: ids.deleted, deleted: true });
  });

  it('shows a deleted ad to both parties of a conversation about it, and to no one else', async () => {
    const stranger = await createUser(ctx, 'investor');
    expect((await getAd(ids.deleted, investor)).statusCode).toBe(404);
    await ctx.app.db
      .insert(conversations)
      .values({ adId: ids.deleted, investorId: investor.id, ownerId: owner.id });

    const asInvestor = await getAd(ids.deleted, investor);
    expect(asInvestor.statusCode).toBe(200);
    expect(asInvestor.json().deleted).toBe(true);
    for (const user of [undefined, stranger, otherOwner]) {
      const response = await getAd(ids.deleted, user);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Oglas nije pronađen' });
    }
  });

  it('treats an invalid token on the optional route as anonymous', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/ads/${ids.first}`,
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(response.statusCode).toBe(200);
    const hidden = await ctx.app.inject({
      method: 'GET',
      url: `/api/ads/${ids.deleted}`,
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(hidden.statusCode).toBe(404);
  });
});
