import { getTableName, sql, type Table } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app';
import type { Database } from '../../src/db/connect';
import { activeAdBatches } from '../../src/services/land-ads';
import { createTestApp, type TestContext } from '../helpers/app';
import { createUser, type TestUser } from '../helpers/users';

let ctx: TestContext;
let owner: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx, 'land_owner');
  // 40 ads as a bulk import would write them: many share a created_at, to the microsecond
  // (beyond a JavaScript Date), some are deleted; most have images.
  await ctx.app.db.execute(sql`
    insert into land_ads (user_id, title, description, price, area, country_id, city_id,
                          land_type, created_at, deleted)
    select ${owner.id}, 'Uvezena parcela ' || g, 'Opis ' || g, 1000 + g, 100 + g, 1, 101,
           'agricultural',
           timestamptz '2025-03-01 10:00:00.123456+00' - make_interval(secs => (g / 7) * 0.000001),
           g % 9 = 0
    from generate_series(1, 40) as g`);
  await ctx.app.db.execute(sql`
    insert into land_ad_images (ad_id, filename, thumbnail_filename, order_index)
    select id, md5(id || '-' || i) || '.webp', md5(id || '-' || i) || '-thumb.webp', i
    from land_ads, generate_series(0, 2) as i where id % 4 <> 0`);
});
afterAll(() => ctx.close());

/**
 * Records the table of every select on `db` until restored (the app's job queue polls the same
 * database meanwhile, so counting every select would count its queries too).
 */
function recordSelects(db: Database) {
  const tables: string[] = [];
  const select = db.select.bind(db);
  const spy = vi.spyOn(db, 'select').mockImplementation(((...args: Parameters<typeof select>) => {
    const builder = select(...args);
    const from = builder.from.bind(builder);
    builder.from = ((table: Table) => {
      tables.push(getTableName(table));
      return from(table);
    }) as typeof builder.from;
    return builder;
  }) as typeof select);
  return { tables, restore: () => spy.mockRestore() };
}

const list = (headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: '/api/ads', headers });

describe('GET /api/ads in batches', () => {
  it('lists every active ad once, newest first, whatever the batch size', async () => {
    const whole = (await list()).json<Array<{ id: number }>>();
    expect(whole).toHaveLength(36);
    for (const size of [1, 3, 7, 36, 1000]) {
      const batched = [];
      for await (const batch of activeAdBatches(ctx.app.db, size)) {
        expect(batch.length).toBeLessThanOrEqual(size);
        batched.push(...batch);
      }
      expect(batched).toEqual(whole);
    }
    // Newest first, the newer id first among ads created in the same microsecond.
    const { rows } = await ctx.app.db.execute<{ id: number }>(
      sql`select id from land_ads where not deleted order by created_at desc, id desc`,
    );
    expect(whole.map((ad) => ad.id)).toEqual(rows.map((row) => Number(row.id)));
  });

  it('reads each batch in two queries (its ads, then their images), never one per ad', async () => {
    const selects = recordSelects(ctx.app.db);
    try {
      let batches = 0;
      for await (const batch of activeAdBatches(ctx.app.db, 7)) if (batch.length > 0) batches++;
      // 36 active ads: five batches of seven and one of one.
      expect(batches).toBe(6);
      const ofAds = selects.tables.filter((table) => table.startsWith('land_ad'));
      expect(ofAds).toEqual(Array.from({ length: 6 }, () => ['land_ads', 'land_ad_images']).flat());
    } finally {
      selects.restore();
    }
  });

  it('sends the plain list with its length, as one JSON array', async () => {
    const response = await list();
    expect(response.headers['content-length']).toBe(String(response.rawPayload.length));
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.stringify(response.json())).toBe(response.body);
  });

  it('answers 304 to the current version without building the list', async () => {
    const etag = String((await list()).headers.etag);
    // A server that has not built the list yet.
    const other = await buildApp({ config: ctx.config, database: ctx.database, logger: false });
    await other.ready();
    const selects = recordSelects(other.db);
    try {
      const response = await other.inject({
        url: '/api/ads',
        headers: { 'if-none-match': etag, 'accept-encoding': 'br' },
      });
      expect(response.statusCode).toBe(304);
      expect(response.headers.etag).toBe(etag);
      expect(response.body).toBe('');
      // The version's read only: no ad was read. (The image table may be read meanwhile by that
      // server's background job making 1600 px copies of the seeded images.)
      expect(selects.tables).toContain('list_versions');
      expect(selects.tables).not.toContain('land_ads');
    } finally {
      selects.restore();
      await other.close();
    }
  });
});
