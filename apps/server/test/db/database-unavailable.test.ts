import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase, openPostgres, type DatabaseHandle } from '../../src/db/connect';
import { freePort } from '../helpers/server-process';
import { postgresBinDir, startPrivatePostgres, type PrivatePostgres } from './private-postgres';

// PostgreSQL is stopped and frozen under a running server, so this file runs a private cluster
// of its own; once, in the PGlite project (the other server tests never see that cluster).
const bin = postgresBinDir();
const skipReason =
  process.env.TEST_DB === 'postgres'
    ? 'runs once, in the PGlite project'
    : bin
      ? null
      : 'skipped: no PostgreSQL binaries under /usr/lib/postgresql';
const title = (text: string) => (skipReason ? `${text} (${skipReason})` : text);

const TIMEOUT_MS = 1_000;
// How long an answer may take past the time-out on a busy machine.
const MARGIN_MS = 2_000;
const UNAVAILABLE = {
  message: 'Servis je privremeno nedostupan. Pokušajte ponovo za nekoliko sekundi.',
};

let cluster: PrivatePostgres;
let database: DatabaseHandle;
let app: FastifyInstance;
let baseUrl: string;
let dataDir: string;
const logs: string[] = [];

beforeAll(async () => {
  if (skipReason || !bin) return;
  cluster = startPrivatePostgres(bin, await freePort());
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-unavailable-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: cluster.url,
    DATABASE_TIMEOUT_MS: String(TIMEOUT_MS),
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256',
    SEED_DEMO: '0',
    AUTH_RATE_LIMIT: '1000',
  });
  database = await openDatabase(config);
  app = await buildApp({
    config,
    database,
    logger: { level: 'warn', stream: { write: (line: string) => void logs.push(line) } },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  baseUrl = `http://127.0.0.1:${address.port}`;
}, 120_000);

afterAll(async () => {
  // Thawed and stopped first, so closing never waits on a frozen server.
  cluster?.destroy();
  await app?.close();
  await database?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  retryAfter: string | null;
  body: unknown;
  ms: number;
}

/** One request; a hang fails it after 15 s instead of the whole test's time-out. */
async function request(
  method: 'GET' | 'POST',
  url: string,
  body?: Record<string, unknown>,
): Promise<Answer> {
  const started = Date.now();
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: text ? JSON.parse(text) : null,
    ms: Date.now() - started,
  };
}

const login = () =>
  request('POST', '/api/auth/login', { email: 'niko@example.test', password: 'lozinka-123' });

/** Every answer is the 503 of an unreachable database, within the time-out. */
function expectUnavailable(answers: Answer[]) {
  for (const answer of answers) {
    expect(answer.status).toBe(503);
    expect(answer.retryAfter).toBe('5');
    expect(answer.body).toEqual(UNAVAILABLE);
    expect(answer.ms).toBeLessThan(TIMEOUT_MS + MARGIN_MS);
  }
}

async function expectRecovered() {
  await vi.waitFor(
    async () => {
      expect((await request('GET', '/api/health')).status).toBe(200);
    },
    { timeout: 15_000, interval: 250 },
  );
  expect((await request('GET', '/api/ads')).status).toBe(200);
  expect((await login()).status).toBe(401);
}

describe.skipIf(skipReason !== null)(
  title('ASVS 16.5.2, 13.2.6: PostgreSQL unreachable under a running server'),
  () => {
    it('ASVS 16.5.2, 13.2.6: frozen (SIGSTOP), every request answers 503 with Retry-After and a generic Serbian message (ASVS 16.5.1) within the time-out, never hangs; after SIGCONT the same server answers 200', async () => {
      // Running: normal answers, and the unread counts are cached from notifications.
      expect((await request('GET', '/api/health')).status).toBe(200);
      expect((await request('GET', '/api/ads')).status).toBe(200);
      expect((await login()).status).toBe(401);
      await vi.waitFor(() => expect(app.unreadCounts.isLive).toBe(true), { timeout: 10_000 });

      cluster.freeze();
      try {
        expectUnavailable(
          await Promise.all([request('GET', '/api/health'), request('GET', '/api/ads'), login()]),
        );
        // More requests than the pool has connections: none waits on a hung one.
        expectUnavailable(
          await Promise.all(
            Array.from({ length: 12 }, (_, i) =>
              i % 2 ? request('GET', '/api/ads') : request('GET', '/api/health'),
            ),
          ),
        );
        // The LISTEN connection notices too: the unread counts stop trusting their cache.
        await vi.waitFor(() => expect(app.unreadCounts.isLive).toBe(false), {
          timeout: 3 * TIMEOUT_MS + MARGIN_MS,
        });
      } finally {
        cluster.thaw();
      }
      await expectRecovered();
      await vi.waitFor(() => expect(app.unreadCounts.isLive).toBe(true), { timeout: 10_000 });
    }, 60_000);

    it('ASVS 16.5.2: stopped (pg_ctl stop -m immediate), requests answer 503 within the time-out; once it runs again on its port the same server answers 200', async () => {
      cluster.crash();
      try {
        expectUnavailable(
          await Promise.all([request('GET', '/api/health'), request('GET', '/api/ads'), login()]),
        );
        await vi.waitFor(() => expect(app.unreadCounts.isLive).toBe(false), { timeout: 5_000 });
      } finally {
        cluster.start();
      }
      await expectRecovered();
      await vi.waitFor(() => expect(app.unreadCounts.isLive).toBe(true), { timeout: 10_000 });
    }, 60_000);

    it('ASVS 16.3.4, 16.2.5: the failures were logged as warnings with the driver’s code and message only, never SQL or its parameters', () => {
      const unavailable = logs
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((entry) => entry.msg === 'database unavailable');
      expect(unavailable.length).toBeGreaterThan(0);
      for (const entry of unavailable) {
        expect(entry.level).toBe(40);
        const { code, message, ...rest } = entry.database as Record<string, unknown>;
        expect(rest).toEqual({});
        expect(typeof message).toBe('string');
        expect(['string', 'undefined']).toContain(typeof code);
        const text = JSON.stringify(entry);
        expect(text).not.toMatch(/select|params|niko@example/i);
      }
    });

    it('ASVS 13.2.6: transactions that fail on a frozen server give their pooled connections back, so a pool of 2 works again after SIGCONT', async () => {
      const small = await openPostgres(cluster.url, 2, TIMEOUT_MS);
      try {
        // Two idle connections in the pool, which the frozen server will leave hanging.
        await Promise.all([small.db.execute(sql`select 1`), small.db.execute(sql`select 1`)]);
        cluster.freeze();
        try {
          for (let i = 0; i < 4; i += 1) {
            const started = Date.now();
            await expect(small.db.transaction((tx) => tx.execute(sql`select 1`))).rejects.toThrow();
            expect(Date.now() - started).toBeLessThan(2 * TIMEOUT_MS + MARGIN_MS);
          }
        } finally {
          cluster.thaw();
        }
        await vi.waitFor(
          async () => {
            await small.db.transaction((tx) => tx.execute(sql`select 1`));
          },
          { timeout: 10_000, interval: 250 },
        );
      } finally {
        await small.close();
      }
    }, 60_000);
  },
);
