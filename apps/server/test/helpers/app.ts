import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../src/app';
import { sql } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import { loadConfig, type Config } from '../../src/config';
import { openPglite, openPostgres, type DatabaseHandle } from '../../src/db/connect';

export interface TestContext {
  app: FastifyInstance;
  config: Config;
  dataDir: string;
  database: DatabaseHandle;
  /** Moves the server's clock. */
  clock: { now: Date; advance(ms: number): void };
  close(): Promise<void>;
}

export async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `marketplace_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * A full app on a fresh database of its own: PGlite by default, PostgreSQL with TEST_DB=postgres.
 * `extend` adds routes of the test's own (say, a probe of what page rendering sees) before it starts.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  extend?: (app: FastifyInstance) => void,
): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-test-'));
  let dropDatabase = async () => {};
  let database: DatabaseHandle;
  if (process.env.TEST_DB === 'postgres') {
    const fresh = await freshPostgres();
    dropDatabase = fresh.drop;
    database = await openPostgres(fresh.url, 4);
  } else {
    cpSync(inject('pgliteTemplate'), dataDir, { recursive: true });
    database = await openPglite(dataDir);
  }
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256',
    SEED_DEMO: '0',
    APP_URL: 'http://marketplace.test',
    AUTH_RATE_LIMIT: '1000',
    ...env,
  });
  const clock = {
    now: new Date(),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  // The job queue's clock follows this one (JobQueue.drain() sets it), so the database decides
  // which jobs are due by the time the test moved to.
  const app = await buildApp({
    config,
    database,
    logger: false,
    now: () => clock.now,
    jobClock: new TestClock(clock.now),
  });
  extend?.(app);
  await app.ready();
  return {
    app,
    config,
    dataDir,
    database,
    clock,
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs the job queue until nothing is left. A job that failed on a passing fault (a statement
 * timed out on a busy machine) is retried at once instead of after its back-off, which the test's
 * frozen clock would never reach; its error is printed, so a fault that keeps coming shows.
 */
export async function settleJobs(ctx: Pick<TestContext, 'app' | 'database'>): Promise<void> {
  for (let round = 0; round < 3; round++) {
    await ctx.app.jobs.drain();
    const failed = await ctx.database.db.execute<{ name: string; output: unknown }>(
      sql`update pgboss.job set start_after = start_after - interval '1 hour'
        where state = 'retry' returning name, output`,
    );
    if (failed.rows.length === 0) return;
    console.warn('retrying jobs that failed:', failed.rows);
  }
  await ctx.app.jobs.drain();
}
