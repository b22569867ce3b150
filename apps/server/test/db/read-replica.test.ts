import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { openPostgres, type DatabaseHandle } from '../../src/db/connect';
import { RECENT_WRITE_COOKIE } from '../../src/plugins/app/read-your-writes';
import type { TestContext } from '../helpers/app';
import { landAdFields, sendLandAd } from '../helpers/land-ads';
import { freePort } from '../helpers/server-process';
import { createUser, type TestUser } from '../helpers/users';
// @ts-expect-error -- a plain .mjs helper of the workspace scripts, without types
import { startTestPostgres, startTestReplica } from '../../../../scripts/lib/postgres.mjs';

interface Cluster {
  url: string;
  port: number;
  stop(): void;
}
const startPrimary = startTestPostgres as (port: number) => Cluster | null;
const startReplica = startTestReplica as (primary: Cluster, port: number) => Cluster | null;

// A primary and a streaming replica of its own (pg_basebackup), so this file runs once, in the
// PGlite project, and only where Debian's PostgreSQL is installed.
const onPostgresProject = process.env.TEST_DB === 'postgres';
let primary: Cluster | null = null;
let replica: Cluster | null = null;
let skipReason: string | null = onPostgresProject ? 'runs once, in the PGlite project' : null;

/** One server process: its own pools to the primary and the replica, its own memory. */
interface Instance {
  app: FastifyInstance;
  database: DatabaseHandle;
  dataDir: string;
  replicaChanges: boolean[];
}
const instances: Instance[] = [];
let first: Instance;
let second: Instance;
let primaryOnly: Instance;
let admin: pg.Client;
let standby: pg.Client;
let author: TestUser;

async function startInstance(readUrl: string | undefined): Promise<Instance> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-replica-'));
  const config: Config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: primary!.url,
    ...(readUrl ? { DATABASE_READ_URL: readUrl } : {}),
    DATABASE_TIMEOUT_MS: '2000',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256',
    SEED_DEMO: '0',
    APP_URL: 'http://marketplace.test',
    AUTH_RATE_LIMIT: '1000',
  });
  const database = await openPostgres(
    config.databaseUrl!,
    4,
    config.databaseTimeoutMs,
    config.databaseReadUrl,
  );
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  // In place of the app's own listener, which logs the change.
  const replicaChanges: boolean[] = [];
  database.onReplicaChange((available) => replicaChanges.push(available));
  const instance = { app, database, dataDir, replicaChanges };
  instances.push(instance);
  return instance;
}

/** What the test helpers need of a test context: the app they send requests to. */
const contextOf = (instance: Instance) =>
  ({ app: instance.app, database: instance.database }) as unknown as TestContext;

/** Waits until the replica has replayed everything the primary has written so far. */
async function caughtUp(): Promise<void> {
  const { rows } = await admin.query<{ lsn: string }>('select pg_current_wal_lsn() as lsn');
  await vi.waitFor(
    async () => {
      const replayed = await standby.query<{ done: boolean }>(
        'select pg_last_wal_replay_lsn() >= $1::pg_lsn as done',
        [rows[0]!.lsn],
      );
      expect(replayed.rows[0]!.done).toBe(true);
    },
    { timeout: 20_000, interval: 50 },
  );
}

const pauseReplay = () => standby.query('select pg_wal_replay_pause()');
const resumeReplay = () => standby.query('select pg_wal_replay_resume()');

const get = (instance: Instance, url: string, headers: Record<string, string> = {}) =>
  instance.app.inject({ method: 'GET', url, headers });

/** A land ad's title in the detail as `headers` see it, or the status when it is not 200. */
async function titleOf(instance: Instance, id: number, headers: Record<string, string> = {}) {
  const response = await get(instance, `/api/ads/${id}`, headers);
  return response.statusCode === 200 ? (response.json().title as string) : response.statusCode;
}

/** The titles of the first search page (newest first) and the full list, as `headers` see them. */
async function listedTitles(instance: Instance, headers: Record<string, string> = {}) {
  const search = await get(instance, '/api/ads/search', headers);
  const list = await get(instance, '/api/ads', headers);
  expect(search.statusCode).toBe(200);
  expect(list.statusCode).toBe(200);
  return {
    search: (search.json().items as { title: string }[]).map((ad) => ad.title),
    list: (list.json() as { title: string }[]).map((ad) => ad.title),
  };
}

async function postAd(instance: Instance, title: string) {
  const response = await sendLandAd(contextOf(instance), author, {
    fields: landAdFields({ title }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return { id: (response.json() as { id: number }).id, response };
}

/** The `name=value` of the recent-write cookie a response set, and its attributes. */
function recentWriteCookie(response: { headers: Record<string, unknown> }) {
  const setCookie = response.headers['set-cookie'];
  const all = (Array.isArray(setCookie) ? setCookie : [setCookie]).map(String);
  const line = all.find((one) => one.startsWith(`${RECENT_WRITE_COOKIE}=`));
  return line ? { pair: line.split(';')[0]!, attributes: line } : null;
}

beforeAll(async () => {
  if (skipReason) return;
  primary = startPrimary(await freePort());
  replica = primary ? startReplica(primary, await freePort()) : null;
  if (!primary || !replica) {
    skipReason = 'skipped: no PostgreSQL 15 to make a primary and a streaming replica';
    return;
  }
  first = await startInstance(replica.url);
  second = await startInstance(replica.url);
  primaryOnly = await startInstance(undefined);
  admin = new pg.Client({ connectionString: primary.url });
  standby = new pg.Client({ connectionString: replica.url });
  // A stopped replica (the last test) ends its connection: heard, it does not end this process.
  admin.on('error', () => {});
  standby.on('error', () => {});
  await admin.connect();
  await standby.connect();
  author = await createUser(contextOf(first), 'land_owner', { fullName: 'Milan Replikić' });
  await caughtUp();
}, 180_000);

afterAll(async () => {
  await standby?.end().catch(() => {});
  await admin?.end().catch(() => {});
  for (const instance of instances) {
    await instance.app.close();
    await instance.database.close();
    rmSync(instance.dataDir, { recursive: true, force: true });
  }
  replica?.stop();
  primary?.stop();
});

const title = (text: string) => (skipReason ? `${text} (${skipReason})` : text);

describe.skipIf(onPostgresProject)('a streaming replica behind DATABASE_READ_URL', () => {
  it(title('is really a standby: it refuses writes'), async () => {
    if (skipReason) return;
    expect(first.database.hasReplica).toBe(true);
    expect(primaryOnly.database.hasReplica).toBe(false);
    expect((await standby.query('select pg_is_in_recovery() as r')).rows[0].r).toBe(true);
    await expect(
      standby.query(`update land_ads set title = 'x' where false`),
    ).rejects.toMatchObject({ code: '25006' });
  });

  it(
    title("answers a visitor's detail, search and list, and only as far as it has replayed"),
    async () => {
      if (skipReason) return;
      const { id } = await postAd(first, 'Njiva kod Sombora');
      await caughtUp();
      expect(await titleOf(second, id)).toBe('Njiva kod Sombora');

      await pauseReplay();
      try {
        // Written on the primary behind the server's back; the paused replica does not have it.
        await admin.query(`update land_ads set title = 'Njiva kod Apatina' where id = $1`, [id]);
        expect(await titleOf(second, id)).toBe('Njiva kod Sombora');
        expect(await titleOf(first, id)).toBe('Njiva kod Sombora');
        const seen = await listedTitles(second);
        expect(seen.search).toContain('Njiva kod Sombora');
        expect(seen.list).toContain('Njiva kod Sombora');
        expect(seen.search).not.toContain('Njiva kod Apatina');
        // Without a replica the same read is the primary's.
        expect(await titleOf(primaryOnly, id)).toBe('Njiva kod Apatina');
      } finally {
        await resumeReplay();
      }
      await caughtUp();
      expect(await titleOf(second, id)).toBe('Njiva kod Apatina');
      // The kept search pages and lists follow the replica's data version (list_versions there).
      const seen = await listedTitles(second);
      expect(seen.search).toContain('Njiva kod Apatina');
      expect(seen.list).toContain('Njiva kod Apatina');
    },
  );

  it(
    title(
      'shows an author the ad they just posted, in this process and, by the cookie, in another',
    ),
    async () => {
      if (skipReason) return;
      await pauseReplay();
      try {
        // The write goes to the primary: it succeeds while the replica replays nothing.
        const { id, response } = await postAd(first, 'Plac na Paliću');
        const cookie = recentWriteCookie(response);
        expect(cookie).not.toBeNull();
        expect(cookie!.attributes).toMatch(/; Max-Age=5(;|$)/);
        expect(cookie!.attributes).toMatch(/; HttpOnly(;|$)/);
        expect(cookie!.attributes).toMatch(/; SameSite=Lax(;|$)/);
        expect(cookie!.attributes).toMatch(/; Path=\/(;|$)/);
        expect(cookie!.attributes).not.toMatch(/Secure/);

        // A visitor, anywhere, is answered by the replica, which does not have it yet.
        expect(await titleOf(first, id)).toBe(404);
        expect(await titleOf(second, id)).toBe(404);
        // The author with the token only, in the process that took the write: the primary.
        expect(await titleOf(first, id, author.headers)).toBe('Plac na Paliću');
        const mine = await get(first, '/api/ads/my-ads', author.headers);
        expect(mine.json().map((ad: { id: number }) => ad.id)).toContain(id);
        // In another process the token alone is not enough: it never saw the write...
        expect(await titleOf(second, id, author.headers)).toBe(404);
        // ...but the cookie the browser sends with it is.
        const withCookie = { ...author.headers, cookie: cookie!.pair };
        expect(await titleOf(second, id, withCookie)).toBe('Plac na Paliću');
        const theirs = await get(second, '/api/ads/my-ads', withCookie);
        expect(theirs.json().map((ad: { id: number }) => ad.id)).toContain(id);
        const seen = await listedTitles(second, withCookie);
        expect(seen.search).toContain('Plac na Paliću');
        expect(seen.list).toContain('Plac na Paliću');
        // The favourite is a write too (primary), and its list is read where the write is.
        const saved = await second.app.inject({
          method: 'PUT',
          url: `/api/favorites/land/${id}`,
          headers: withCookie,
        });
        expect(saved.statusCode).toBe(200);
        const favorites = await get(second, '/api/favorites', withCookie);
        expect(favorites.json().map((entry: { ad_id: number }) => entry.ad_id)).toContain(id);

        // An outdated cookie, or a visitor's request, reads from the replica again.
        const stale = `${RECENT_WRITE_COOKIE}=${author.id}.${Date.now() - 1}`;
        expect(await titleOf(primaryOnly, id)).toBe('Plac na Paliću');
        const fresh = await startInstance(replica!.url);
        expect(await titleOf(fresh, id, { ...author.headers, cookie: stale })).toBe(404);
        expect(await titleOf(fresh, id, { ...author.headers, cookie: cookie!.pair })).toBe(
          'Plac na Paliću',
        );
      } finally {
        await resumeReplay();
      }
    },
  );

  it(
    title('counts a visitor’s view on the primary from a detail read on the replica'),
    async () => {
      if (skipReason) return;
      const { id } = await postAd(first, 'Vinograd u Sremu');
      await caughtUp();
      await pauseReplay();
      try {
        const before = await admin.query(
          'select count(*) as n from ad_views where land_ad_id = $1',
          [id],
        );
        expect(await titleOf(second, id, { 'user-agent': 'posetilac' })).toBe('Vinograd u Sremu');
        const after = await admin.query(
          'select count(*) as n from ad_views where land_ad_id = $1',
          [id],
        );
        expect(Number(after.rows[0].n)).toBe(Number(before.rows[0].n) + 1);
      } finally {
        await resumeReplay();
      }
    },
  );

  it(
    title('checks tokens on the primary: a revoked one fails at once, whatever the replica has'),
    async () => {
      if (skipReason) return;
      const other = await createUser(contextOf(first), 'investor');
      await caughtUp();
      await pauseReplay();
      try {
        const logout = await first.app.inject({
          method: 'POST',
          url: '/api/auth/logout',
          headers: other.headers,
        });
        expect(logout.statusCode).toBe(204);
        const favorites = await get(second, '/api/favorites', other.headers);
        expect(favorites.statusCode).toBe(401);
      } finally {
        await resumeReplay();
      }
    },
  );

  it(title('sets no cookie without a replica'), async () => {
    if (skipReason) return;
    const response = await sendLandAd(contextOf(primaryOnly), author, {
      fields: landAdFields({ title: 'Bez replike' }),
    });
    expect(response.statusCode).toBe(201);
    expect(recentWriteCookie(response)).toBeNull();
  });

  it(title('sends the reads to the primary while the replica is unreachable'), async () => {
    if (skipReason) return;
    const { id } = await postAd(first, 'Salaš kod Kikinde');
    replica!.stop();
    replica = null;
    // The first read finds the replica gone and is answered by the primary; so are the next.
    expect(await titleOf(second, id)).toBe('Salaš kod Kikinde');
    expect(second.replicaChanges).toEqual([false]);
    const seen = await listedTitles(second);
    expect(seen.search).toContain('Salaš kod Kikinde');
    expect(seen.list).toContain('Salaš kod Kikinde');
  });
});

describe('DATABASE_READ_URL', () => {
  const base = { DATA_DIR: '/tmp/unused', JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256' };

  it('is a postgres:// URL next to DATABASE_URL', () => {
    const url = 'postgres://reader@replica.internal:5432/marketplace';
    const config = loadConfig({ ...base, DATABASE_URL: 'postgres://db/m', DATABASE_READ_URL: url });
    expect(config.databaseReadUrl).toBe(url);
    expect(
      loadConfig({ ...base, DATABASE_URL: 'postgres://db/m' }).databaseReadUrl,
    ).toBeUndefined();
  });

  it('is refused without DATABASE_URL, or when it is not a postgres:// URL', () => {
    expect(() => loadConfig({ ...base, DATABASE_READ_URL: 'postgres://replica/m' })).toThrow(
      /DATABASE_READ_URL needs DATABASE_URL/,
    );
    expect(() =>
      loadConfig({ ...base, DATABASE_URL: 'postgres://db/m', DATABASE_READ_URL: 'mysql://r/m' }),
    ).toThrow(/DATABASE_READ_URL must be a postgres:\/\/ URL/);
  });
});
