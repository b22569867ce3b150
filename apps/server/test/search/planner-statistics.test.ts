import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { landAds } from '../../src/db/schema';
import { refreshAdStatistics } from '../../src/services/planner-statistics';
import { createTestApp, type TestContext } from '../helpers/app';
import { createUser } from '../helpers/users';

// PGlite has no autovacuum: the server analyzes the ad tables itself when they changed enough.
let ctx: TestContext;
let userId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  userId = (await createUser(ctx, 'land_owner')).id;
});
afterAll(() => ctx.close());

const estimate = async () =>
  Number(
    (
      await ctx.app.db.execute<{ estimate: number }>(
        sql`select reltuples::float8 as estimate from pg_class where oid = 'public.land_ads'::regclass`,
      )
    ).rows[0]!.estimate,
  );
const insert = (count: number) =>
  ctx.app.db.insert(landAds).values(
    Array.from({ length: count }, (_, i) => ({
      userId,
      title: `Parcela ${i}`,
      price: 1000 + i,
      area: 100,
      countryId: 1,
      cityId: 101,
      landType: 'forest',
    })),
  );

// On PostgreSQL autovacuum does this (and may analyze meanwhile): the server checks on PGlite only.
it.skipIf(process.env.TEST_DB === 'postgres')(
  'analyzes an ad table once it has rows enough, then again only after a tenth more',
  async () => {
    await insert(500);
    expect(await refreshAdStatistics(ctx.app.db)).toEqual([]);
    await insert(1_500);
    expect(await refreshAdStatistics(ctx.app.db)).toEqual(['land_ads']);
    expect(await estimate()).toBe(2_000);
    expect(await refreshAdStatistics(ctx.app.db)).toEqual([]);
    await insert(1_000);
    expect(await refreshAdStatistics(ctx.app.db)).toEqual([]);
    await insert(1_001);
    expect(await refreshAdStatistics(ctx.app.db)).toEqual(['land_ads']);
    expect(await estimate()).toBe(4_001);
  },
);

it.skipIf(process.env.TEST_DB === 'postgres')(
  "merges the trigram index's pending list when it analyzes, so text plans do not turn on its length",
  async () => {
    const pendingPagesMerged = async () =>
      Number(
        (
          await ctx.app.db.execute<{ pages: number }>(
            sql`select gin_clean_pending_list('public.land_ads_search_text_idx'::regclass)::int as pages`,
          )
        ).rows[0]!.pages,
      );
    await insert(5_000);
    expect(await refreshAdStatistics(ctx.app.db)).toEqual(['land_ads']);
    // Nothing left to merge: the refresh did it (without it, the new ads' trigrams wait here).
    expect(await pendingPagesMerged()).toBe(0);
    await insert(1_000);
    expect(await pendingPagesMerged()).toBeGreaterThan(0);
  },
);
