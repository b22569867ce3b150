import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createTestApp, type TestContext } from '../helpers/app';

const onPostgres = process.env.TEST_DB === 'postgres';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe.skipIf(!onPostgres)('PostgreSQL ending the server’s connections', () => {
  it('is reported, the process lives on, and requests get new connections', async () => {
    // Fill the pool with idle connections.
    await Promise.all(
      Array.from({ length: 4 }, () => ctx.app.inject({ method: 'GET', url: '/api/ads' })),
    );
    const lost = vi.fn<(error: Error) => void>();
    ctx.database.onConnectionError(lost);

    const { rows } = await ctx.app.db.execute<{ name: string }>(
      sql`select current_database() as name`,
    );
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const ended = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
        [rows[0]!.name],
      );
      expect(ended.rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }

    await vi.waitFor(() => expect(lost).toHaveBeenCalled());
    expect(lost.mock.calls[0]![0].message).toMatch(/terminat/i);
    // A query already on its way to a dead connection fails (503); the pool then opens new ones.
    await vi.waitFor(async () => {
      const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
    });
    const ads = await ctx.app.inject({ method: 'GET', url: '/api/ads' });
    expect(ads.statusCode).toBe(200);
  });
});
