/**
 * Search benchmark (npm run bench:search): the five typical searches (text, text and
 * price, country and city by price, a cursor deep into the results, no filter) at market scale:
 * 100,000 land ads on PGlite and, when PostgreSQL is available, 1,000,000 on PostgreSQL. Each runs
 * through the real HTTP server (its own process) at 50 connections with autocannon; printed as a
 * table with PASS/FAIL against its targets.
 *
 * - first request: the search's first request after the server started, so its total is counted
 *   (later pages and visitors reuse it until the next write; see services/ad-search.ts).
 * - alone p50: one connection, for the request's own cost without queueing.
 * - p50 / p99: latency under 50 concurrent connections, requests repeated for BENCH_DURATION s,
 *   as the server answers them: a page read once per data version (services/search-pages.ts).
 * - uncached p50 / p99: the same with SEARCH_PAGE_CACHE=0, every request read from the database
 *   (what a search nobody made since the last write costs under the same load).
 *   For scale, a bare Fastify hello-world is measured the same way first.
 * - first page gzip: the bytes of the first page of 24 ads as sent with `Accept-Encoding: gzip`.
 *
 * - mixed searches: random searches as buyers type them, each request a different one, at 50
 *   connections for SEARCH_BENCH_MIX_DURATION s (30) with the page cache off and on, and alone
 *   (one connection). Targets: no failed request, p99 ≤ 200 ms under load, ≤ 50 ms alone.
 *
 * Environment: BENCH_DURATION (s, default 10), SEARCH_BENCH_PGLITE_ADS (100000),
 * SEARCH_BENCH_POSTGRES_ADS (1000000), DATABASE_URL or TEST_DATABASE_URL (a PostgreSQL server to
 * create the bench database on; else a private one is started when Debian's PostgreSQL is
 * installed), SEARCH_BENCH_PGLITE=0 / SEARCH_BENCH_POSTGRES=0 to skip one of them, SEARCH_BENCH_ONLY=<name>;… to run only
 * some of the searches.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import autocannon from 'autocannon';
import pg from 'pg';
import { openPglite, openPostgres, type DatabaseHandle } from '../src/db/connect';
import { users } from '../src/db/schema';
import {
  BUSINESS_SEARCH_SHAPES,
  deepCursor,
  randomBusinessSearch,
  randomLandSearch,
  SEARCH_SHAPES,
  seedBusinessSearchAds,
  seededRandom,
  seedSearchAds,
  typicalSearches,
} from '../test/helpers/search-data';
import { freePort, startServer, waitUntilAnswering } from '../test/helpers/server-process';
// @ts-expect-error -- a plain .mjs helper of the workspace scripts, without types
import { startTestPostgres } from '../../../scripts/lib/postgres.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;
const PGLITE_ADS = Number(process.env.SEARCH_BENCH_PGLITE_ADS ?? 100_000);
const POSTGRES_ADS = Number(process.env.SEARCH_BENCH_POSTGRES_ADS ?? 1_000_000);
const POSTGRES_BUSINESS_ADS = Number(process.env.SEARCH_BENCH_POSTGRES_BUSINESS_ADS ?? 100_000);
const FIRST_PAGE_MAX_BYTES = 30_000;
const MIX_DURATION_S = Number(process.env.SEARCH_BENCH_MIX_DURATION ?? 30);
const MIX_P99_TARGET_MS = 200;
const MIX_ALONE_P99_TARGET_MS = 50;
const P99_TARGET_MS = { PGlite: 150, PostgreSQL: 50 } as const;
type DatabaseName = keyof typeof P99_TARGET_MS;

interface Row {
  database: DatabaseName;
  ads: number;
  search: string;
  firstMs: number;
  /** p50 with one connection: the request's own cost, without queueing. */
  aloneMs: number;
  /** Under 50 connections, as served. */
  p50: number;
  p99: number;
  rps: number;
  /** Under 50 connections with the page cache off: every request reads the database. */
  uncachedP50: number;
  uncachedP99: number;
  uncachedRps: number;
  gzipBytes: number;
  total: number;
}

const log = (message: string) => console.log(`[search-bench] ${message}`);

/**
 * Seeds `count` land ads (and `businessCount` business ads) and returns a cursor half-way into the
 * land ads' newest-first order.
 */
async function seed(handle: DatabaseHandle, count: number, businessCount = 0): Promise<string> {
  const [owner] = await handle.db
    .insert(users)
    .values({
      email: 'owner@search-bench.test',
      fullName: 'Vlasnik Zemljišta',
      userType: 'land_owner',
      passwordHash: 'not-a-login',
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  const started = performance.now();
  await seedSearchAds(handle.db, {
    count,
    userId: owner!.id,
    onProgress: (inserted) =>
      log(
        `${inserted.toLocaleString('en')} ads (${((performance.now() - started) / 1000).toFixed(0)} s)`,
      ),
  });
  if (businessCount > 0) {
    const [author] = await handle.db
      .insert(users)
      .values({
        email: 'business@search-bench.test',
        fullName: 'Vlasnik Biznisa',
        userType: 'business_owner',
        passwordHash: 'not-a-login',
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id });
    await seedBusinessSearchAds(handle.db, {
      count: businessCount,
      authorId: author!.id,
      onProgress: (inserted) => log(`${inserted.toLocaleString('en')} business ads`),
    });
  }
  if (handle.kind === 'postgres') {
    // What autovacuum would have done by now besides what the seed did (its statistics): the
    // visibility map for index-only counts.
    await handle.db.execute(sql`vacuum land_ads`);
    if (businessCount > 0) await handle.db.execute(sql`vacuum business_ads`);
  }
  return deepCursor(handle.db, Math.floor(count / 2));
}

/** The first page's bytes on the wire with gzip, and the time the request took. */
function firstPage(url: string): Promise<{ bytes: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          if (response.statusCode !== 200) {
            reject(new Error(`${url}: ${response.statusCode} ${raw.toString()}`));
            return;
          }
          if (response.headers['content-encoding'] !== 'gzip') {
            reject(new Error(`${url}: not gzipped`));
            return;
          }
          resolve({ bytes: raw.length, ms: performance.now() - started });
        });
      })
      .on('error', reject);
  });
}

async function measure(url: string, connections: number, duration: number) {
  const result = await autocannon({
    url,
    connections,
    duration,
    headers: { 'accept-encoding': 'gzip' },
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return result;
}

/** The mixed load's figures: every request a different search. */
interface MixRow {
  database: DatabaseName;
  /** Which ads were searched, and how many of them there are. */
  kind: MixKind['name'];
  ads: number;
  load: string;
  requests: number;
  failed: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

/** A kind of ad the mixed load searches: its endpoint and how a buyer's search is drawn. */
interface MixKind {
  name: 'land ads' | 'business ads';
  ads: number;
  path: (random: () => number) => string;
}

const pickShape = <T>(random: () => number, shapes: readonly T[]): T =>
  shapes[Math.floor(random() * shapes.length)]!;

/**
 * test/helpers/search-data.ts randomLandSearch: a word of the ads' texts; a word and a price cap; a
 * city and a sort; a land type, an area band and a sort.
 */
const landMix = (ads: number): MixKind => ({
  name: 'land ads',
  ads,
  path: (random) =>
    `/api/ads/search?${new URLSearchParams(randomLandSearch(random, pickShape(random, SEARCH_SHAPES)))}`,
});

/** randomBusinessSearch: the same with business types and revenue bands, as a visitor sends them. */
const businessMix = (ads: number): MixKind => ({
  name: 'business ads',
  ads,
  path: (random) =>
    `/api/business-ads/search?${new URLSearchParams(randomBusinessSearch(random, pickShape(random, BUSINESS_SEARCH_SHAPES)))}`,
});

type MixFigures = Omit<MixRow, 'database' | 'kind' | 'ads' | 'load'>;

/**
 * Random searches as buyers send them, each request a new draw, so no answer is a repeat of one
 * the server just gave.
 */
async function measureMix(
  baseUrl: string,
  kind: MixKind,
  connections: number,
  duration: number,
  seed: number,
): Promise<MixFigures> {
  const random = seededRandom(seed);
  const nextPath = () => kind.path(random);
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration,
    headers: { 'accept-encoding': 'gzip' },
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: nextPath() }) }],
  });
  return {
    requests: result.requests.total,
    failed: result.non2xx + result.errors + result.timeouts,
    rps: result.requests.average,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
  };
}

/** The machine's reference: a bare Fastify answering a constant, at the same load. */
async function helloWorld() {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/hello-world.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  try {
    const url = `http://127.0.0.1:${port}/`;
    if (!(await waitUntilAnswering(url, () => child.exitCode !== null))) {
      throw new Error('hello-world did not start');
    }
    return await measure(url, CONNECTIONS, DURATION_S);
  } finally {
    child.kill('SIGTERM');
  }
}

/** The five searches against one server: the first request, then `measureSearch` for each. */
async function eachSearch(
  env: Record<string, string>,
  cursor: string,
  measureSearch: (name: string, url: string) => Promise<void>,
  afterwards: (baseUrl: string) => Promise<void>,
): Promise<void> {
  const server = await startServer(env);
  try {
    const only = process.env.SEARCH_BENCH_ONLY?.split(';');
    for (const search of typicalSearches(cursor)) {
      if (only && !only.includes(search.name)) continue;
      await measureSearch(
        search.name,
        `${server.baseUrl}/api/ads/search?${new URLSearchParams(search.params)}`,
      );
    }
    await afterwards(server.baseUrl);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

async function benchDatabase(
  database: DatabaseName,
  ads: number,
  env: Record<string, string>,
  cursor: string,
  kinds: readonly MixKind[],
): Promise<{ rows: Row[]; mix: MixRow[] }> {
  const mix: MixRow[] = [];
  const mixRow = async (
    kind: MixKind,
    load: string,
    run: (kind: MixKind) => Promise<MixFigures>,
  ) => {
    const row = { database, kind: kind.name, ads: kind.ads, load, ...(await run(kind)) };
    mix.push(row);
    log(
      `${database} mixed searches of ${kind.name}, ${load}: p99 ${row.p99} ms, ${row.failed} failed`,
    );
  };
  // Every search read from the database: the first request, alone and under load.
  log(`${database}: starting the server without its page cache`);
  const uncached = new Map<string, Omit<Row, 'p50' | 'p99' | 'rps'>>();
  await eachSearch(
    { ...env, SEARCH_PAGE_CACHE: '0' },
    cursor,
    async (search, url) => {
      const first = await firstPage(url);
      const { total } = (await (await fetch(url)).json()) as { total: number };
      const alone = await measure(url, 1, Math.min(DURATION_S, 3));
      const loaded = await measure(url, CONNECTIONS, DURATION_S);
      uncached.set(search, {
        database,
        ads,
        search,
        firstMs: first.ms,
        aloneMs: alone.latency.p50,
        uncachedP50: loaded.latency.p50,
        uncachedP99: loaded.latency.p99,
        uncachedRps: loaded.requests.average,
        gzipBytes: first.bytes,
        total,
      });
      log(`${database} ${search}, uncached: p99 ${loaded.latency.p99} ms`);
    },
    async (baseUrl) => {
      for (const kind of kinds) {
        await mixRow(kind, 'alone, page cache off', (k) =>
          measureMix(baseUrl, k, 1, Math.min(MIX_DURATION_S, 10), 1),
        );
        await mixRow(kind, `${CONNECTIONS} connections, page cache off`, (k) =>
          measureMix(baseUrl, k, CONNECTIONS, MIX_DURATION_S, 2),
        );
      }
    },
  );
  // As served: pages kept between writes (services/search-pages.ts).
  log(`${database}: starting the server`);
  const rows: Row[] = [];
  await eachSearch(
    env,
    cursor,
    async (search, url) => {
      const result = await measure(url, CONNECTIONS, DURATION_S);
      rows.push({
        ...uncached.get(search)!,
        p50: result.latency.p50,
        p99: result.latency.p99,
        rps: result.requests.average,
      });
      log(`${database} ${search}: p99 ${result.latency.p99} ms`);
    },
    async (baseUrl) => {
      for (const kind of kinds) {
        await mixRow(kind, `${CONNECTIONS} connections, page cache on`, (k) =>
          measureMix(baseUrl, k, CONNECTIONS, MIX_DURATION_S, 3),
        );
      }
    },
  );
  return { rows, mix };
}

type DatabaseResult = { rows: Row[]; mix: MixRow[] };
const NOTHING: DatabaseResult = { rows: [], mix: [] };

async function benchPglite(): Promise<DatabaseResult> {
  if (process.env.SEARCH_BENCH_PGLITE === '0') return NOTHING;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-search-bench-'));
  try {
    log(`PGlite: seeding ${PGLITE_ADS.toLocaleString('en')} land ads`);
    const handle = await openPglite(dataDir);
    const cursor = await seed(handle, PGLITE_ADS);
    await handle.close();
    return await benchDatabase('PGlite', PGLITE_ADS, { DATA_DIR: dataDir }, cursor, [
      landMix(PGLITE_ADS),
    ]);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchPostgres(): Promise<DatabaseResult> {
  if (process.env.SEARCH_BENCH_POSTGRES === '0') return NOTHING;
  const given = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const server = given
    ? { url: given, stop() {} }
    : // Memory for a million ads as an operator would give it: the ads
      // table and indexes (about 1.5 GB) in PostgreSQL's own cache.
      (startTestPostgres(54343, ['shared_buffers=2GB', 'effective_cache_size=8GB']) as {
        url: string;
        stop(): void;
      } | null);
  if (!server) {
    log('PostgreSQL is not available here: only PGlite was measured.');
    return NOTHING;
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-search-bench-'));
  try {
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    await admin.query('drop database if exists marketplace_search_bench with (force)');
    await admin.query('create database marketplace_search_bench');
    await admin.end();
    const url = server.url.replace(/\/[^/]*$/, '/marketplace_search_bench');
    log(
      `PostgreSQL: seeding ${POSTGRES_ADS.toLocaleString('en')} land ads and ${POSTGRES_BUSINESS_ADS.toLocaleString('en')} business ads`,
    );
    // Bulk inserts of 50,000 ads take longer than a request's time-out.
    const handle = await openPostgres(url, 2, 30 * 60_000);
    const cursor = await seed(handle, POSTGRES_ADS, POSTGRES_BUSINESS_ADS);
    await handle.close();
    return await benchDatabase(
      'PostgreSQL',
      POSTGRES_ADS,
      { DATA_DIR: dataDir, DATABASE_URL: url },
      cursor,
      [
        landMix(POSTGRES_ADS),
        ...(POSTGRES_BUSINESS_ADS > 0 ? [businessMix(POSTGRES_BUSINESS_ADS)] : []),
      ],
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    server.stop();
  }
}

const hello = await helloWorld();
const results = [await benchPglite(), await benchPostgres()];
const rows = results.flatMap((result) => result.rows);
const mix = results.flatMap((result) => result.mix);

console.log(
  `\nSearch: ${CONNECTIONS} connections, ${DURATION_S} s per search, 127.0.0.1, ${os.cpus().length} CPU(s), load average ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')}`,
);
console.log(
  `Reference, a bare Fastify hello-world at ${CONNECTIONS} connections: p50 ${hello.latency.p50} ms, p99 ${hello.latency.p99} ms, ${Math.round(hello.requests.average)} req/s\n`,
);
console.table(
  rows.map((row) => ({
    database: `${row.database} (${row.ads.toLocaleString('en')} ads)`,
    search: row.search,
    matches: row.total,
    'first request ms': Math.round(row.firstMs),
    'alone p50 ms': row.aloneMs,
    'p50 ms': row.p50,
    'p99 ms': row.p99,
    'req/s': Math.round(row.rps),
    'uncached p50 / p99 ms': `${row.uncachedP50} / ${row.uncachedP99}`,
    'uncached req/s': Math.round(row.uncachedRps),
    'first page gzip bytes': row.gzipBytes,
  })),
);
let failed = 0;
for (const row of rows) {
  const target = P99_TARGET_MS[row.database];
  const p99ok = row.p99 <= target;
  const bytesOk = row.gzipBytes <= FIRST_PAGE_MAX_BYTES;
  failed += Number(!p99ok) + Number(!bytesOk);
  console.log(
    `${p99ok ? 'PASS' : 'FAIL'} ${row.database} ${row.search}: p99 ${row.p99} ms (target ≤ ${target} ms)`,
  );
  console.log(
    `${bytesOk ? 'PASS' : 'FAIL'} ${row.database} ${row.search}: first page ${row.gzipBytes} bytes gzipped (target ≤ ${FIRST_PAGE_MAX_BYTES})`,
  );
}

console.log(
  `\nMixed searches, every request a different one (a word; a word and a price cap; a city and a sort; a land or business type, an area or revenue band and a sort), ${MIX_DURATION_S} s each:`,
);
console.table(
  mix.map((row) => ({
    database: `${row.database} (${row.ads.toLocaleString('en')} ${row.kind})`,
    load: row.load,
    requests: row.requests,
    failed: row.failed,
    'req/s': Math.round(row.rps),
    'p50 ms': row.p50,
    'p90 ms': row.p90,
    'p99 ms': row.p99,
    'max ms': row.max,
  })),
);
for (const row of mix) {
  const target = row.load.startsWith('alone') ? MIX_ALONE_P99_TARGET_MS : MIX_P99_TARGET_MS;
  const ok = row.p99 <= target && row.failed === 0;
  failed += Number(!ok);
  console.log(
    `${ok ? 'PASS' : 'FAIL'} ${row.database} mixed searches of ${row.kind}, ${row.load}: p99 ${row.p99} ms (target ≤ ${target} ms), ${row.failed} failed (target 0)`,
  );
}
console.log(failed ? `\n${failed} target(s) not met.` : '\nEvery target met.');
