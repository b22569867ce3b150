import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../helpers/app';
import { MARKET_WORDS, seedBusinessSearchAds, seedSearchAds } from '../helpers/search-data';
import { createUser } from '../helpers/users';
import { wordCountsAtLeast } from '../../src/services/ad-search';

// search_word_counts (migrations/0021) is kept by statement triggers: whatever writes the ads (a
// bulk insert, an edit, a sale, moderation, a delete, a truncate), its rows are what counting
// the listed ads' words from scratch gives.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 60_000);
afterAll(() => ctx.close());

type CountRow = {
  ad_table: string;
  scope: string;
  word: string;
  sold: boolean;
  price_floor: string;
  price_ceiling: string;
  count: number;
};

const key = (row: CountRow) =>
  `${row.ad_table} ${row.scope} ${row.word} ${row.sold} ${Number(row.price_floor)}-${Number(row.price_ceiling)}`;

/** The table's rows that count something, as `key → count`. */
async function kept(): Promise<Map<string, number>> {
  const { rows } = await ctx.app.db.execute<CountRow>(
    sql`select ad_table, scope, word, sold, price_floor::text, price_ceiling::text, count::int
        from search_word_counts where count <> 0`,
  );
  return new Map(rows.map((row) => [key(row), row.count]));
}

/** The same counted from the ads themselves, each word split in JavaScript. */
async function fromScratch(): Promise<Map<string, number>> {
  const { rows } = await ctx.app.db.execute<{
    ad_table: string;
    search_text: string;
    search_title: string | null;
    price: string;
    sold: boolean;
  }>(sql`
    select 'land_ads' as ad_table, search_text, null as search_title, price::text, status = 'sold' as sold
      from land_ads where not deleted and listed
    union all
    select 'business_ads', search_text, search_title, price::text, status = 'sold'
      from business_ads where not deleted and listed`);
  const counts = new Map<string, number>();
  const words = (text: string | null) =>
    new Set((text ?? '').split(/[^\p{L}\p{Nd}]+/u).filter((word) => word !== ''));
  for (const row of rows) {
    const price = Number(row.price);
    const digits = String(Math.trunc(price)).length;
    const unit = 10 ** Math.max(digits - 2, 0);
    const floor = Math.trunc(price / unit) * unit;
    const scopes: [string, string | null][] = [
      ['text', row.search_text],
      ['title', row.search_title],
    ];
    for (const [scope, text] of scopes) {
      for (const word of words(text)) {
        const name = `${row.ad_table} ${scope} ${word} ${row.sold} ${floor}-${floor + unit}`;
        counts.set(name, (counts.get(name) ?? 0) + 1);
      }
    }
  }
  return counts;
}

async function expectCountsKept(): Promise<void> {
  const [actual, expected] = await Promise.all([kept(), fromScratch()]);
  expect(actual.size).toBeGreaterThan(0);
  expect(Object.fromEntries(actual)).toEqual(Object.fromEntries(expected));
}

describe('search word counts', () => {
  it('follow every kind of write to both ad tables', async () => {
    const owner = await createUser(ctx, 'land_owner');
    const seller = await createUser(ctx, 'business_owner');
    await seedSearchAds(ctx.app.db, { count: 600, userId: owner.id, batch: 250 });
    await seedBusinessSearchAds(ctx.app.db, { count: 300, authorId: seller.id, batch: 150 });
    await expectCountsKept();

    // An edit of the words, a price into another band, a sale, moderation, an author restricted,
    // a soft delete, a delete; and an update that changes nothing counted.
    await ctx.app.db.execute(
      sql`update land_ads set title = 'Vikendica kod jezera' where id % 7 = 0`,
    );
    await ctx.app.db.execute(sql`update land_ads set price = price * 3 + 1 where id % 5 = 0`);
    await ctx.app.db.execute(sql`update land_ads set status = 'sold' where id % 11 = 0`);
    await ctx.app.db.execute(sql`update land_ads set moderation = 'hidden' where id % 13 = 0`);
    await ctx.app.db.execute(sql`update land_ads set deleted = true where id % 17 = 0`);
    await ctx.app.db.execute(sql`delete from land_ads where id % 19 = 0`);
    await ctx.app.db.execute(sql`update land_ads set updated_at = now()`);
    await ctx.app.db.execute(
      sql`update business_ads set description = 'Pekara i kafić' where id % 3 = 0`,
    );
    await ctx.app.db.execute(
      sql`update business_ads set author_restricted = true where id % 4 = 0`,
    );
    await ctx.app.db.execute(sql`update business_ads set status = 'sold' where id % 6 = 1`);
    await ctx.app.db.execute(sql`delete from business_ads where id % 9 = 0`);
    await expectCountsKept();

    await ctx.app.db.execute(sql`truncate land_ads cascade`);
    await expectCountsKept();
    const left = await kept();
    expect([...left.keys()].every((name) => name.startsWith('business_ads '))).toBe(true);
  });

  it('bound a word search from below: never more than the ads that match', async () => {
    const owner = await createUser(ctx, 'land_owner');
    await seedSearchAds(ctx.app.db, { count: 2_000, userId: owner.id, batch: 1_000 });
    let equal = 0;
    let cases = 0;
    for (const word of MARKET_WORDS.slice(0, 60)) {
      for (const [priceMin, priceMax] of [
        [undefined, undefined],
        [undefined, 20_000],
        [undefined, 145_000],
        [30_000, undefined],
        [15_500, 150_000],
      ]) {
        const [row] = await ctx.app.db
          .select({
            atLeast: wordCountsAtLeast(
              'land_ads',
              word,
              { scope: 'text', priceMin, priceMax },
              false,
            ),
            exact: sql<number>`(select count(*)::int from land_ads
              where not deleted and listed and status <> 'sold'
                and search_text like '%' || public.search_fold(${word}) || '%'
                and (${priceMin ?? null}::numeric is null or price >= ${priceMin ?? null}::numeric)
                and (${priceMax ?? null}::numeric is null or price <= ${priceMax ?? null}::numeric))`,
          })
          .from(sql`(select 1) as one`);
        const { atLeast, exact } = { atLeast: Number(row!.atLeast), exact: Number(row!.exact) };
        expect(atLeast, `${word} ${priceMin}–${priceMax}`).toBeLessThanOrEqual(exact);
        cases += 1;
        if (atLeast === exact) equal += 1;
      }
    }
    // Bands whole within a range, and a word in one form only, count exactly.
    expect(equal).toBeGreaterThan(cases / 4);
    // Not one word: nothing is known, and the ads are counted.
    const [row] = await ctx.app.db
      .select({ atLeast: wordCountsAtLeast('land_ads', 'plac u', { scope: 'text' }, false) })
      .from(sql`(select 1) as one`);
    expect(Number(row!.atLeast)).toBe(0);
  }, 120_000);
});
