import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { components } from '@marketplace/api-client/schema';
import { favorites } from '../../src/db/schema';
import { createTestApp, type TestContext } from '../helpers/app';
import { createUser, type TestUser } from '../helpers/users';
import { contractViolation, operations } from '../security/support';
import {
  insertBusinessAd,
  insertImages,
  insertLandAd,
  markBusinessAd,
  markLandAd,
} from './fixtures';

type Favorite = components['schemas']['Favorite'];

let ctx: TestContext;
let owner: TestUser;
let businessOwner: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx, 'land_owner', { fullName: 'Marko Petrović' });
  businessOwner = await createUser(ctx, 'business_owner');
});
afterAll(() => ctx?.close());

const byId = new Map(operations().map((op) => [op.id, op]));

async function request(
  method: 'GET' | 'PUT' | 'DELETE',
  url: string,
  user: TestUser | null,
  operationId: string,
) {
  const response = await ctx.app.inject({ method, url, headers: user?.headers ?? {} });
  // Every answer, error or not, is one the contract declares.
  expect(contractViolation(byId.get(operationId)!, response)).toBeNull();
  return response;
}
const save = (user: TestUser | null, adType: string, id: number) =>
  request('PUT', `/api/favorites/${adType}/${id}`, user, 'saveFavorite');
const remove = (user: TestUser | null, adType: string, id: number) =>
  request('DELETE', `/api/favorites/${adType}/${id}`, user, 'removeFavorite');
const list = async (user: TestUser) => {
  const response = await request('GET', '/api/favorites', user, 'listFavorites');
  expect(response.statusCode).toBe(200);
  return response.json<Favorite[]>();
};

describe('favourites', () => {
  it('are for signed-in users only (401)', async () => {
    const ad = await insertLandAd(ctx, owner);
    expect((await request('GET', '/api/favorites', null, 'listFavorites')).statusCode).toBe(401);
    expect((await save(null, 'land', ad.id)).statusCode).toBe(401);
    expect((await remove(null, 'land', ad.id)).statusCode).toBe(401);
  });

  it('saves an ad with what its card shows, once however often it is saved', async () => {
    const investor = await createUser(ctx, 'investor');
    const ad = await insertLandAd(ctx, owner, { title: 'Njiva kod Čačka', price: 32000.5 });
    await insertImages(ctx, { adType: 'land', id: ad.id }, [
      { thumbnail: 'second-thumb.webp', orderIndex: 1 },
      { thumbnail: 'first-thumb.webp', orderIndex: 0 },
    ]);
    const first = await save(investor, 'land', ad.id);
    expect(first.statusCode).toBe(200);
    const entry = first.json<Favorite>();
    expect(entry).toEqual({
      ad_type: 'land',
      ad_id: ad.id,
      saved_at: ctx.clock.now.toISOString(),
      title: 'Njiva kod Čačka',
      price: 32000.5,
      thumbnail: 'first-thumb.webp',
      country_id: 1,
      city_id: 102,
      status: 'active',
      deleted: false,
    });

    ctx.clock.advance(60_000);
    const again = await save(investor, 'land', ad.id);
    expect(again.statusCode).toBe(200);
    expect(again.json<Favorite>()).toEqual(entry);
    const rows = await ctx.app.db
      .select()
      .from(favorites)
      .where(and(eq(favorites.userId, investor.id), eq(favorites.landAdId, ad.id)));
    expect(rows).toHaveLength(1);
    expect(await list(investor)).toEqual([entry]);
  });

  it('lists land and business ads newest saved first, each user their own', async () => {
    const investor = await createUser(ctx, 'investor');
    const other = await createUser(ctx, 'investor');
    const land = await insertLandAd(ctx, owner);
    const business = await insertBusinessAd(ctx, businessOwner);
    // The same id in the other table is another ad.
    const sameIdLand = await insertLandAd(ctx, owner);
    await insertImages(ctx, { adType: 'business', id: business.id }, [
      { thumbnail: 'biz-thumb.webp', orderIndex: 0 },
    ]);
    expect((await save(investor, 'business', business.id)).statusCode).toBe(200);
    ctx.clock.advance(1_000);
    expect((await save(investor, 'land', land.id)).statusCode).toBe(200);
    ctx.clock.advance(1_000);
    expect((await save(investor, 'land', sameIdLand.id)).statusCode).toBe(200);
    expect((await save(other, 'land', land.id)).statusCode).toBe(200);

    const mine = await list(investor);
    expect(mine.map((f) => `${f.ad_type} ${f.ad_id}`)).toEqual([
      `land ${sameIdLand.id}`,
      `land ${land.id}`,
      `business ${business.id}`,
    ]);
    expect(mine[2]).toMatchObject({
      title: business.title,
      price: 350000,
      thumbnail: 'biz-thumb.webp',
      country_id: 2,
      city_id: 201,
    });
    expect((await list(other)).map((f) => f.ad_id)).toEqual([land.id]);
  });

  it('keeps a saved ad that was sold or deleted, marked so; a deleted ad is not newly saved', async () => {
    const investor = await createUser(ctx, 'investor');
    const sold = await insertLandAd(ctx, owner);
    const deleted = await insertBusinessAd(ctx, businessOwner);
    await save(investor, 'land', sold.id);
    await save(investor, 'business', deleted.id);
    await markLandAd(ctx, sold.id, { status: 'sold' });
    await markBusinessAd(ctx, deleted.id, { deleted: true });

    const entries = await list(investor);
    expect(entries.find((f) => f.ad_id === sold.id && f.ad_type === 'land')).toMatchObject({
      status: 'sold',
      deleted: false,
    });
    expect(entries.find((f) => f.ad_id === deleted.id && f.ad_type === 'business')).toMatchObject({
      deleted: true,
    });
    // Saving it again still answers the entry; someone else cannot save it any more.
    expect((await save(investor, 'business', deleted.id)).statusCode).toBe(200);
    const latecomer = await createUser(ctx, 'investor');
    expect((await save(latecomer, 'business', deleted.id)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown ad, and refuses a bad kind of ad (400)', async () => {
    const investor = await createUser(ctx, 'investor');
    const missing = await save(investor, 'land', 2_000_000_000);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Oglas nije pronađen' });
    const missingBusiness = await save(investor, 'business', 2_000_000_000);
    expect(missingBusiness.statusCode).toBe(404);
    expect(missingBusiness.json()).toEqual({ message: 'Oglas za biznis nije pronađen' });
    expect((await save(investor, 'house', 1)).statusCode).toBe(400);
    expect(await list(investor)).toEqual([]);
  });

  it('removes a saved ad, idempotently, and only the caller’s', async () => {
    const investor = await createUser(ctx, 'investor');
    const other = await createUser(ctx, 'investor');
    const ad = await insertLandAd(ctx, owner);
    await save(investor, 'land', ad.id);
    await save(other, 'land', ad.id);
    expect((await remove(investor, 'land', ad.id)).statusCode).toBe(204);
    expect((await remove(investor, 'land', ad.id)).statusCode).toBe(204);
    expect((await remove(investor, 'business', 2_000_000_000)).statusCode).toBe(204);
    expect(await list(investor)).toEqual([]);
    expect((await list(other)).map((f) => f.ad_id)).toEqual([ad.id]);
  });

  it('stores one row for concurrent saves of the same ad', async () => {
    const investor = await createUser(ctx, 'investor');
    const ad = await insertBusinessAd(ctx, businessOwner);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => save(investor, 'business', ad.id)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    expect(await list(investor)).toHaveLength(1);
  });

  it('tells a signed-in viewer of one ad whether they saved it', async () => {
    const investor = await createUser(ctx, 'investor');
    const land = await insertLandAd(ctx, owner);
    const business = await insertBusinessAd(ctx, businessOwner);
    const detail = async (url: string, user: TestUser | null) => {
      const response = await ctx.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });
      expect(response.statusCode).toBe(200);
      return response.json<{ is_favorite?: boolean }>().is_favorite;
    };
    expect(await detail(`/api/ads/${land.id}`, investor)).toBe(false);
    expect(await detail(`/api/business-ads/${business.id}`, investor)).toBe(false);
    await save(investor, 'land', land.id);
    await save(investor, 'business', business.id);
    expect(await detail(`/api/ads/${land.id}`, investor)).toBe(true);
    expect(await detail(`/api/business-ads/${business.id}`, investor)).toBe(true);
    expect(await detail(`/api/ads/${land.id}`, owner)).toBe(false);
    expect(await detail(`/api/ads/${land.id}`, null)).toBeUndefined();
    expect(await detail(`/api/business-ads/${business.id}`, null)).toBeUndefined();
  });
});
