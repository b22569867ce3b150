import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app';
import { deepCursor, seedSearchAds, typicalSearches } from '../helpers/search-data';
import { createUser } from '../helpers/users';
import { searchUrl } from './fixtures';

// The search indexes, proven: the five typical searches at a realistic number of ads (after the
// ANALYZE a bulk import ends with, as autovacuum or refreshAdStatistics do) are planned without a
// sequential scan of land_ads. The statements explained are the ones the HTTP request ran, with
// their parameters, on this project's database (PGlite, or PostgreSQL with TEST_DB=postgres).
const ADS = 30_000;

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
  await seedSearchAds(ctx.app.db, { count: ADS, userId: owner.id, batch: 5_000 });
  cursor = await deepCursor(ctx.app.db, ADS / 2);
}, 120_000);
afterAll(() => ctx.close());

/** The statements a request runs on the database, with their parameters. */
async function statementsOf(
  url: string,
  pageSize = 24,
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
    expect(total).toBeGreaterThan(0);
  } finally {
    client.query = query;
  }
  return statements;
}

async function explain(statement: { text: string; params: unknown[] }): Promise<string> {
  const client = (ctx.app.db as unknown as { $client: RawClient }).$client;
  const result = await client.query(`explain ${statement.text}`, statement.params);
  return (result.rows as Record<string, string>[]).map((row) => row['QUERY PLAN']).join('\n');
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
  const plans = await Promise.all(statements.map(explain));
  for (const plan of plans) expect(plan, plan).not.toMatch(/Seq Scan on land_ads\b/);
  expect(plans.join('\n')).toMatch(/Bitmap Index Scan on land_ads_search_text_idx/);
});
