import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app';
import { SEARCH_TOTAL_BOUND } from '@marketplace/domain';
import {
  BUSINESS_SEARCH_SHAPES,
  deepCursor,
  randomBusinessSearch,
  randomLandSearch,
  SEARCH_SHAPES,
  seededRandom,
  seedBusinessSearchAds,
  seedSearchAds,
  typicalSearches,
} from '../helpers/search-data';
import { createUser } from '../helpers/users';
import { searchUrl } from './fixtures';

// The search indexes, proven: the five typical searches at a realistic number of ads (after the
// maintenance a bulk import is followed by, as autovacuum or refreshAdStatistics do it) are planned without a
// sequential scan of land_ads. The statements explained are the ones the HTTP request ran, with
// their parameters, on this project's database (PGlite, or PostgreSQL with TEST_DB=postgres).
const ADS = 30_000;
const BUSINESS_ADS = 20_000;

/** The driver's client under drizzle: both PGlite's thread client and pg's Pool take (text, params). */
interface RawClient {
  query(text: unknown, params?: unknown[], ...rest: unknown[]): Promise<{ rows: unknown[] }>;
}

let ctx: TestContext;
let cursor: string;
beforeAll(async () => {
  ctx = await createTestApp();
  const owner = await createUser(ctx, 'land_owner');
  // Batches small enough for the test database's statement time-out.
  await seedSearchAds(ctx.app.db, { count: ADS, userId: owner.id, batch: 1_000 });
  cursor = await deepCursor(ctx.app.db, ADS / 2);
  const seller = await createUser(ctx, 'business_owner');
  await seedBusinessSearchAds(ctx.app.db, {
    count: BUSINESS_ADS,
    authorId: seller.id,
    batch: 1_000,
  });
}, 120_000);
afterAll(() => ctx.close());

/** The statements a request runs on the database, with their parameters. */
async function statementsOf(
  url: string,
  pageSize = 24,
  mayBeEmpty = false,
): Promise<{ text: string; params: unknown[] }[]> {
  const client = (ctx.app.db as unknown as { $client: RawClient }).$client;
  const query = client.query;
  const statements: { text: string; params: unknown[] }[] = [];
  client.query = function (this: RawClient, text, params, ...rest) {
    const sqlText = typeof text === 'string' ? text : (text as { text: string }).text;
    statements.push({ text: sqlText, params: params ?? [] });
    return query.call(this, text, params, ...rest);
  };
  try {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    const { items, total } = response.json<{ items: unknown[]; total: number }>();
    expect(items).toHaveLength(Math.min(pageSize, total));
    if (!mayBeEmpty) expect(total).toBeGreaterThan(0);
  } finally {
    client.query = query;
  }
  return statements;
}

async function explain(
  statement: { text: string; params: unknown[] },
  options = '',
): Promise<string> {
  const client = (ctx.app.db as unknown as { $client: RawClient }).$client;
  const result = await client.query(`explain ${options} ${statement.text}`, statement.params);
  return (result.rows as Record<string, string>[]).map((row) => row['QUERY PLAN']).join('\n');
}

/** The ads' part of the plan of a search's page, run (each ad's images are a subplan of their own). */
async function pagePlan(statements: { text: string; params: unknown[] }[]): Promise<string> {
  const page = statements.find((statement) => /order by/i.test(statement.text));
  expect(page).toBeDefined();
  return (await explain(page!, '(analyze, costs off)')).split(/\n\s*SubPlan/)[0]!;
}

/** The rows of `table` a plan read: those it kept and those its filters skipped. */
const rowsRead = (plan: string, table: string) =>
  [
    ...plan.matchAll(new RegExp(`Scan[^\\n]* on ${table} [^\\n]*rows=(\\d+)`, 'g')),
    ...plan.matchAll(/Rows Removed by (?:Filter|Index Recheck): (\d+)/g),
  ].reduce((sum, match) => sum + Number(match[1]), 0);

/** A place and a sort: the place's own ads walked in the sort's order, a page of rows and the few sold. */
function expectPlaceWalk(plan: string, table: string) {
  expect(plan, plan).toMatch(new RegExp(`Index Scan( Backward)? using ${table}_location_\\w+_idx`));
  expect(plan, plan).not.toMatch(/^\s*(->\s*)?(Incremental )?Sort\b/m);
  expect(rowsRead(plan, table), plan).toBeLessThan(60);
}

/** A type and a band: whichever of the type's indexes is read, the band is its index condition. */
function expectBandInTypeIndex(plan: string, table: string, band: string) {
  const conditions = [
    ...plan.matchAll(
      new RegExp(
        `(?:using|Index Scan on) ${table}_type_\\w+_idx[^\\n]*\\n\\s*Index Cond: ([^\\n]*)`,
        'g',
      ),
    ),
  ].map((match) => match[1]!);
  expect(conditions.length, plan).toBeGreaterThan(0);
  for (const condition of conditions) expect(condition, plan).toMatch(new RegExp(`\\b${band} >= `));
}

describe(`the typical searches over ${ADS.toLocaleString('en')} land ads`, () => {
  it.each(typicalSearches('').map((search) => search.name))(
    '%s: no sequential scan of land_ads',
    async (name) => {
      const search = typicalSearches(cursor).find((candidate) => candidate.name === name)!;
      const statements = (await statementsOf(searchUrl('/api/ads/search', search.params))).filter(
        (statement) => /\bland_ads\b/.test(statement.text),
      );
      // The page, and the total when the first page does not hold every match.
      expect(statements.length).toBeGreaterThanOrEqual(1);
      for (const statement of statements) {
        const plan = await explain(statement);
        expect(plan, plan).not.toMatch(/Seq Scan on land_ads\b/);
        expect(plan, plan).toMatch(
          /(Index|Index Only|Bitmap Index) Scan( Backward)? (using|on) \w+/,
        );
      }
    },
  );
});

describe('the typical searches with sold ads included (include_sold)', () => {
  it.each(typicalSearches('').map((search) => search.name))(
    '%s: no sequential scan of land_ads',
    async (name) => {
      const search = typicalSearches(cursor).find((candidate) => candidate.name === name)!;
      const url = searchUrl('/api/ads/search', { ...search.params, include_sold: true });
      const statements = (await statementsOf(url)).filter((statement) =>
        /\bland_ads\b/.test(statement.text),
      );
      expect(statements.length).toBeGreaterThanOrEqual(1);
      for (const statement of statements) {
        const plan = await explain(statement);
        expect(plan, plan).not.toMatch(/Seq Scan on land_ads\b/);
      }
    },
  );
});

it('a rare text is found through the trigram index', async () => {
  // An area that few ads have: fewer matches than make walking the date index worth it.
  const statements = (await statementsOf(searchUrl('/api/ads/search', { q: '2260 m²' }))).filter(
    (statement) => /\bland_ads\b/.test(statement.text),
  );
  const plans = await Promise.all(statements.map((statement) => explain(statement)));
  for (const plan of plans) expect(plan, plan).not.toMatch(/Seq Scan on land_ads\b/);
  expect(plans.join('\n')).toMatch(/Bitmap Index Scan on land_ads_search_text_idx/);
});

describe('every shape of search buyers send reads about a page of rows', () => {
  // Five draws of each shape of the search benchmark's mix (the same draws on every run).
  const random = seededRandom(26);
  const cases = SEARCH_SHAPES.flatMap((shape) =>
    Array.from({ length: 5 }, () => [shape, randomLandSearch(random, shape)] as const),
  );
  it.each(cases)('%s: %j', async (shape, params) => {
    const statements = (await statementsOf(searchUrl('/api/ads/search', params), 24, true)).filter(
      (statement) => /\bland_ads\b/.test(statement.text),
    );
    const plan = await pagePlan(statements);
    expect(plan, plan).not.toMatch(/Seq Scan on land_ads\b/);
    if (shape === 'place + sort') expectPlaceWalk(plan, 'land_ads');
    if (shape === 'type + area band + sort') {
      // The type's ads in the band (a range of the type's area index), or the type's ads walked
      // in the sort's order until a page is full: never every ad of the type.
      expect(plan, plan).toMatch(/land_ads_type_\w+_idx/);
      expect(rowsRead(plan, 'land_ads'), plan).toBeLessThan(1_000);
      expectBandInTypeIndex(plan, 'land_ads', 'area');
    }
  });
});

describe('every shape of business-ad search reads about a page of rows', () => {
  const random = seededRandom(2604);
  const cases = BUSINESS_SEARCH_SHAPES.flatMap((shape) =>
    Array.from({ length: 5 }, () => [shape, randomBusinessSearch(random, shape)] as const),
  );
  it.each(cases)('%s: %j', async (shape, params) => {
    const url = searchUrl('/api/business-ads/search', params);
    const statements = (await statementsOf(url, 24, true)).filter((statement) =>
      /\bbusiness_ads\b/.test(statement.text),
    );
    for (const statement of statements) {
      const plan = await explain(statement);
      expect(plan, plan).not.toMatch(/Seq Scan on business_ads\b/);
    }
    const plan = await pagePlan(statements);
    if (shape === 'place + sort') expectPlaceWalk(plan, 'business_ads');
    if (shape === 'type + revenue band + sort') {
      expect(rowsRead(plan, 'business_ads'), plan).toBeLessThan(1_000);
      expectBandInTypeIndex(plan, 'business_ads', 'annual_revenue');
    }
  });
});

it("a place's or a type's count is read from its index alone", async () => {
  // What autovacuum keeps: the visibility map that lets a count skip the table.
  const client = (ctx.app.db as unknown as { $client: RawClient }).$client;
  await client.query('vacuum land_ads');
  const random = seededRandom(2026);
  let counted = 0;
  for (const shape of ['place + sort', 'type + area band + sort'] as const) {
    for (let draw = 0; draw < 10; draw += 1) {
      const url = searchUrl('/api/ads/search', randomLandSearch(random, shape));
      const count = (await statementsOf(url, 24, true)).find((statement) =>
        /count\(\*\)/.test(statement.text),
      );
      // The first page held every match: nothing was counted.
      if (!count) continue;
      counted += 1;
      const plan = await explain(count, '(analyze, costs off)');
      expect(plan, plan).toMatch(/Index Only Scan using land_ads_(location|type)_\w+_idx/);
      expect(plan, plan).toMatch(/Heap Fetches: 0\b/);
    }
  }
  expect(counted).toBeGreaterThan(5);
});

describe('counts stop at the bound', () => {
  it(`more than ${SEARCH_TOTAL_BOUND.toLocaleString('en')} matches: the bound, as a lower bound`, async () => {
    for (const params of [{}, { q: 'plac' }, { price_max: 10_000_000 }]) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: searchUrl('/api/ads/search', params),
      });
      expect(response.json()).toMatchObject({
        total: SEARCH_TOTAL_BOUND,
        total_is_lower_bound: true,
      });
    }
  });

  it('fewer: the exact count, which the database agrees with', async () => {
    const params = { country_id: 1, city_id: 103 };
    const response = await ctx.app.inject({
      method: 'GET',
      url: searchUrl('/api/ads/search', params),
    });
    const page = response.json<{ total: number; total_is_lower_bound: boolean }>();
    const client = (ctx.app.db as unknown as { $client: RawClient }).$client;
    const { rows } = await client.query(
      `select count(*)::int as count from land_ads
       where not deleted and listed and status <> 'sold' and country_id = 1 and city_id = 103`,
    );
    expect(page).toMatchObject({
      total: (rows[0] as { count: number }).count,
      total_is_lower_bound: false,
    });
    expect(page.total).toBeGreaterThan(24);
  });

  it('the count reads at most one row past the bound', async () => {
    // An area band: the word counts do not bound it, so the ads are counted.
    const url = searchUrl('/api/ads/search', { q: 'pla', area_min: 1 });
    const statements = (await statementsOf(url)).filter((statement) =>
      /count\(\*\)/.test(statement.text),
    );
    expect(statements).toHaveLength(1);
    const plan = await explain(statements[0]!, '(analyze, costs off)');
    expect(plan, plan).toMatch(/Limit \(actual time=[\d.]+ rows=10001(\.00)? loops=1\)/);
  });

  it.each([{ q: 'pla' }, { q: 'PLAC', price_max: 10_000_000 }, { q: 'плац', include_sold: true }])(
    'a word past the bound (%o) is known from the word counts, without reading an ad',
    async (params) => {
      const statements = await statementsOf(searchUrl('/api/ads/search', params));
      // The page reads ads; nothing counts them.
      expect(statements.filter((statement) => /count\(\*\)/.test(statement.text))).toEqual([]);
      const bound = statements.filter((statement) => /search_word_counts/.test(statement.text));
      expect(bound).toHaveLength(1);
      expect(bound[0]!.text).not.toMatch(/\bland_ads\b/);
      // Whether it walks the words' trigram index or reads the word counts whole is the planner's
      // choice by its sampled statistics (a three-letter word is one trigram); either way no ad.
      const plan = await explain(bound[0]!);
      expect(plan, plan).toMatch(/ on search_word_counts\b/);
      expect(plan, plan).not.toMatch(/ on (land|business)_ads\b/);
    },
  );
});
