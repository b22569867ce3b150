import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { landAdImages, landAds } from '../../src/db/schema';
import { createTestApp, type TestContext } from '../helpers/app';
import { createUser } from '../helpers/users';

let ctx: TestContext;
const ADS = 1000;

beforeAll(async () => {
  ctx = await createTestApp();
  const owner = await createUser(ctx, 'land_owner');
  const start = Date.parse('2025-01-01T00:00:00Z');
  const rows = Array.from({ length: ADS }, (_, index) => ({
    userId: owner.id,
    title: `Parcela ${index}`,
    description: 'Opis parcele',
    price: 1000 + index,
    area: 500 + index,
    countryId: 1,
    cityId: 101 + (index % 30),
    landType: 'agricultural',
    createdAt: new Date(start + index * 1000),
    deleted: index % 10 === 9,
  }));
  const inserted = await ctx.app.db.insert(landAds).values(rows).returning({ id: landAds.id });
  // Two images per ad (names need not exist on disk for the list).
  await ctx.app.db.insert(landAdImages).values(
    inserted.flatMap(({ id }) =>
      [0, 1].map((orderIndex) => ({
        adId: id,
        filename: `${id.toString(16).padStart(32, '0')}.webp`,
        thumbnailFilename: `${id.toString(16).padStart(31, '0')}${orderIndex}-thumb.webp`,
        orderIndex,
      })),
    ),
  );
});
afterAll(() => ctx.close());

describe('GET /api/ads with 1,000 ads', () => {
  it('answers every active ad with its images, newest first, in a fixed number of queries', async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/ads' }); // warm-up (JIT, query plans)
    const selects = vi.spyOn(ctx.app.db, 'select');
    const response = await ctx.app.inject({ method: 'GET', url: '/api/ads' });
    const queries = selects.mock.calls.length;
    selects.mockRestore();

    expect(response.statusCode).toBe(200);
    const ads: { title: string; images: unknown[]; thumbnail: string }[] = response.json();
    expect(ads).toHaveLength(900);
    expect(ads[0]!.title).toBe('Parcela 998');
    expect(ads.at(-1)!.title).toBe('Parcela 0');
    expect(ads.every((ad) => ad.images.length === 2 && ad.thumbnail.endsWith('0-thumb.webp'))).toBe(
      true,
    );
    // No N+1: a fixed number of queries whatever the number of ads (speed: `npm run bench`).
    expect(queries).toBeGreaterThanOrEqual(1);
    expect(queries).toBeLessThanOrEqual(2);
  });
});
