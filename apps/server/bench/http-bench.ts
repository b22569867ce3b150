/**
 * HTTP benchmark (npm run bench): requests/s and p99 latency of three endpoints, each as a ratio to
 * a bare Fastify hello-world measured in the same run, on PGlite and (when available) PostgreSQL.
 * Servers run in their own processes on 127.0.0.1; autocannon drives them from this one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';
import { openPglite, openPostgres } from '../src/db/connect';
import { freePort } from '../test/helpers/server-process';
import { BENCH_PASSWORD, seedBenchData } from './seed';
// @ts-expect-error -- a plain .mjs helper of the workspace scripts, without types
import { startTestPostgres } from '../../../scripts/lib/postgres.mjs';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = 50;
const AD_COUNT = 1_000;

interface Row {
  database: string;
  endpoint: string;
  rps: number;
  p99: number;
  ratio: number | null;
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`process exited early (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

async function startProcess(args: string[], env: Record<string, string>, probe: string) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: serverDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(base + probe, child);
  return {
    base,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

async function measure(options: autocannon.Options): Promise<{ rps: number; p99: number }> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${options.url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function login(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** GET /api/ads must be served compressed, with an ETag that answers 304. */
async function checkCaching(base: string): Promise<string> {
  // node:http, not fetch: fetch would decompress and hide the encoding.
  const get = (headers: Record<string, string>) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; raw: Buffer }>(
      (resolve, reject) => {
        http
          .get(`${base}/api/ads`, { headers }, (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                headers: response.headers,
                raw: Buffer.concat(chunks),
              }),
            );
          })
          .on('error', reject);
      },
    );
  const first = await get({ 'accept-encoding': 'gzip' });
  const { raw } = first;
  const encoding = first.headers['content-encoding'];
  const etag = first.headers.etag;
  const body = encoding === 'gzip' ? gunzipSync(raw) : raw;
  const count = (JSON.parse(body.toString('utf8')) as unknown[]).length;
  const second = await get({ 'if-none-match': etag ?? '' });
  return `GET /api/ads: ${count} ads, ${raw.length} bytes as ${encoding ?? 'identity'} (${body.length} raw), ETag ${etag ? 'present' : 'MISSING'}, revalidation → ${second.status}`;
}

async function benchDatabase(
  name: string,
  env: Record<string, string>,
  hello: number,
): Promise<Row[]> {
  const server = await startProcess(
    ['src/server.ts'],
    { SEED_DEMO: '0', AUTH_RATE_LIMIT: '100000', ...env },
    '/api/health',
  );
  try {
    const ownerToken = await login(server.base, 'owner@bench.test');
    const investorToken = await login(server.base, 'investor@bench.test');
    console.log(`  ${name}: ${await checkCaching(server.base)}`);
    const conversations = (await (
      await fetch(`${server.base}/api/messages/conversations`, {
        headers: { authorization: `Bearer ${investorToken}` },
      })
    ).json()) as Array<{ id: number }>;
    const conversationId = conversations[0]!.id;
    const rows: Row[] = [];
    const add = (endpoint: string, result: { rps: number; p99: number }) =>
      rows.push({ database: name, endpoint, ...result, ratio: result.rps / hello });
    add(
      'GET /api/ads (1,000 ads, gzip)',
      await measure({ url: `${server.base}/api/ads`, headers: { 'accept-encoding': 'gzip' } }),
    );
    add(
      'GET /api/messages/unread-count (auth)',
      await measure({
        url: `${server.base}/api/messages/unread-count`,
        headers: { authorization: `Bearer ${ownerToken}` },
      }),
    );
    add(
      'POST /api/messages/conversations/{id}/messages',
      await measure({
        url: `${server.base}/api/messages/conversations/${conversationId}/messages`,
        method: 'POST',
        headers: { authorization: `Bearer ${investorToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ content: 'Poruka iz testa opterećenja.' }),
      }),
    );
    return rows;
  } finally {
    await server.stop();
  }
}

const rows: Row[] = [];
const hello = await startProcess(['bench/hello-world.ts'], {}, '/');
const helloResult = await measure({ url: `${hello.base}/` });
await hello.stop();
rows.push({ database: '-', endpoint: 'bare Fastify hello-world', ...helloResult, ratio: 1 });
console.log(`hello-world: ${helloResult.rps.toFixed(0)} req/s`);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-bench-'));
try {
  const embedded = await openPglite(dataDir);
  await seedBenchData(embedded.db, AD_COUNT);
  await embedded.close();
  rows.push(...(await benchDatabase('PGlite', { DATA_DIR: dataDir }, helloResult.rps)));

  const postgres = process.env.TEST_DATABASE_URL
    ? { url: process.env.TEST_DATABASE_URL, stop() {} }
    : (startTestPostgres(54339) as { url: string; stop(): void } | null);
  if (postgres) {
    try {
      const admin = new pg.Client({ connectionString: postgres.url });
      await admin.connect();
      await admin.query('drop database if exists marketplace_bench with (force)');
      await admin.query('create database marketplace_bench');
      await admin.end();
      const url = postgres.url.replace(/\/[^/]*$/, '/marketplace_bench');
      const server = await openPostgres(url);
      await seedBenchData(server.db, AD_COUNT);
      await server.close();
      rows.push(
        ...(await benchDatabase(
          'PostgreSQL',
          { DATA_DIR: dataDir, DATABASE_URL: url },
          helloResult.rps,
        )),
      );
    } finally {
      postgres.stop();
    }
  } else {
    console.log('PostgreSQL is not available here: only PGlite was measured.');
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each, 127.0.0.1\n`);
console.table(
  rows.map((row) => ({
    database: row.database,
    endpoint: row.endpoint,
    'req/s': Math.round(row.rps),
    'p99 ms': row.p99,
    'vs hello-world': row.ratio === null ? '' : `${(row.ratio * 100).toFixed(1)} %`,
  })),
);
const targets = [
  ['PostgreSQL', 'GET /api/messages/unread-count (auth)', 0.25],
  ['PGlite', 'GET /api/messages/unread-count (auth)', 0.08],
] as const;
for (const [database, endpoint, target] of targets) {
  const row = rows.find((r) => r.database === database && r.endpoint === endpoint);
  if (row) {
    console.log(
      `${database} unread-count: ${((row.ratio ?? 0) * 100).toFixed(1)} % of hello-world (target ≥ ${target * 100} %): ${(row.ratio ?? 0) >= target ? 'met' : 'NOT met'}`,
    );
  }
}
for (const row of rows.filter((r) => r.database === 'PostgreSQL')) {
  console.log(
    `PostgreSQL ${row.endpoint}: p99 ${row.p99} ms (target ≤ 100 ms): ${row.p99 <= 100 ? 'met' : 'NOT met'}`,
  );
}
