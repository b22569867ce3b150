/**
 * The embedded database under load (npm run bench): the real server on a fresh PGlite data
 * directory, 200 keep-alive connections mixing reads and writes for BENCH_LOAD_SECONDS (30), and a
 * separate probe asking GET /api/health every 100 ms. Targets: no request fails, write p99 ≤ 1 s,
 * health always within 100 ms.
 *
 * BENCH_LOAD_SECONDS sets the load's duration; BENCH_CPU_PROF=1 writes a CPU profile of the server
 * (node --cpu-prof) and prints where.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { openPglite } from '../src/db/connect';
import { freePort } from '../test/helpers/server-process';
import { LOAD_PASSWORD, seedLoadData, type LoadData, type LoadUser } from './pglite-load-seed';
import { landAdForm } from './land-ad-form';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 30);
const CONNECTIONS = 200;
const TIMEOUT_MS = 10_000;
const HEALTH_EVERY_MS = 100;
const RAMP_UP_MS = 1_000;
const TARGETS = { writeP99: 1_000, healthMax: 100 };

type Kind =
  | 'GET /api/ads'
  | 'GET /api/ads/{id}'
  | 'GET /api/business-ads'
  | 'GET /api/messages/conversations'
  | 'GET /api/messages/unread-count'
  | 'GET /api/messages/conversations/{id}'
  | 'POST /api/messages/conversations/{id}/messages'
  | 'POST /api/messages/conversations'
  | 'PATCH /api/business-ads/{id}'
  | 'POST /api/ads (multipart)';

const WRITES = new Set<Kind>([
  'POST /api/messages/conversations/{id}/messages',
  'POST /api/messages/conversations',
  'PATCH /api/business-ads/{id}',
  'POST /api/ads (multipart)',
]);

/** Relative frequencies: about 70 % reads and 30 % writes. */
const MIX: Array<[Kind, number]> = [
  ['GET /api/ads', 12],
  ['GET /api/ads/{id}', 16],
  ['GET /api/business-ads', 8],
  ['GET /api/messages/conversations', 10],
  ['GET /api/messages/unread-count', 18],
  ['GET /api/messages/conversations/{id}', 6],
  ['POST /api/messages/conversations/{id}/messages', 14],
  ['POST /api/messages/conversations', 6],
  ['PATCH /api/business-ads/{id}', 6],
  ['POST /api/ads (multipart)', 4],
];
const MIX_TOTAL = MIX.reduce((sum, [, weight]) => sum + weight, 0);

interface Request {
  method: string;
  path: string;
  token?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

interface Outcome {
  status: number;
  ms: number;
  error?: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

function send(base: string, request: Request): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const headers: Record<string, string> = { ...request.headers };
    if (request.token) headers.authorization = `Bearer ${request.token}`;
    if (request.body !== undefined)
      headers['content-length'] = String(Buffer.byteLength(request.body));
    const req = http.request(
      `${base}${request.path}`,
      { method: request.method, headers, agent, timeout: TIMEOUT_MS },
      (response) => {
        response.on('data', () => {});
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }),
        );
        response.on('error', (error) =>
          resolve({ status: 0, ms: performance.now() - started, error: error.message }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error(`timeout after ${TIMEOUT_MS} ms`)));
    req.on('error', (error) =>
      resolve({ status: 0, ms: performance.now() - started, error: error.message }),
    );
    req.end(request.body);
  });
}

async function login(base: string, user: LoadUser): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: LOAD_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

function pickKind(): Kind {
  let roll = Math.random() * MIX_TOTAL;
  for (const [kind, weight] of MIX) {
    roll -= weight;
    if (roll < 0) return kind;
  }
  return MIX[0]![0];
}

function makeRequest(kind: Kind, data: LoadData, tokens: Map<number, string>, n: number): Request {
  const everyone = [...data.landOwners, ...data.businessOwners, ...data.investors];
  const json = (body: unknown) => ({
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  switch (kind) {
    case 'GET /api/ads':
      return { method: 'GET', path: '/api/ads', headers: { 'accept-encoding': 'gzip' } };
    case 'GET /api/ads/{id}':
      return { method: 'GET', path: `/api/ads/${pick(data.landAds).id}` };
    case 'GET /api/business-ads':
      return {
        method: 'GET',
        path: '/api/business-ads',
        token: tokens.get(pick(data.investors).id),
        headers: { 'accept-encoding': 'gzip' },
      };
    case 'GET /api/messages/conversations':
      return {
        method: 'GET',
        path: '/api/messages/conversations',
        token: tokens.get(pick(everyone).id),
      };
    case 'GET /api/messages/unread-count':
      return {
        method: 'GET',
        path: '/api/messages/unread-count',
        token: tokens.get(pick(everyone).id),
      };
    case 'GET /api/messages/conversations/{id}': {
      const conversation = pick(data.conversations);
      const reader = n % 2 === 0 ? conversation.investorId : conversation.ownerId;
      return {
        method: 'GET',
        path: `/api/messages/conversations/${conversation.id}`,
        token: tokens.get(reader),
      };
    }
    case 'POST /api/messages/conversations/{id}/messages': {
      const conversation = pick(data.conversations);
      const sender = n % 2 === 0 ? conversation.investorId : conversation.ownerId;
      return {
        method: 'POST',
        path: `/api/messages/conversations/${conversation.id}/messages`,
        token: tokens.get(sender),
        ...json({ content: `Poruka broj ${n}: može li obilazak sledeće nedelje?` }),
      };
    }
    case 'POST /api/messages/conversations': {
      const ad = pick(data.landAds);
      return {
        method: 'POST',
        path: '/api/messages/conversations',
        token: tokens.get(pick(data.investors).id),
        ...json({ adId: ad.id, receiverId: ad.authorId, message: `Zanima me parcela (${n}).` }),
      };
    }
    case 'PATCH /api/business-ads/{id}': {
      const ad = pick(data.businessAds);
      return {
        method: 'PATCH',
        path: `/api/business-ads/${ad.id}`,
        token: tokens.get(ad.authorId),
        ...json({ price: 60_000 + (n % 100) * 1_000, employee_count: 5 + (n % 20) }),
      };
    }
    case 'POST /api/ads (multipart)': {
      const form = landAdForm(n, `Nova parcela ${n}`);
      return {
        method: 'POST',
        path: '/api/ads',
        token: tokens.get(pick(data.landOwners).id),
        headers: { 'content-type': form.contentType },
        body: form.body,
      };
    }
  }
}

/**
 * The health probe runs in a thread of its own, so the load generator's busy event loop does not
 * show up as health latency. Plain JavaScript: the worker is not compiled.
 */
const PROBE_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
// One connection per probe in flight, as a client would open: a slow answer does not delay the next.
const agent = new http.Agent({ keepAlive: true });
const results = [];
let stopping = false;
function probe() {
  const started = performance.now();
  const req = http.get(workerData.url, { agent, timeout: workerData.timeoutMs }, (response) => {
    response.resume();
    response.on('end', () => results.push({ status: response.statusCode, ms: performance.now() - started }));
  });
  req.on('timeout', () => req.destroy(new Error('timeout')));
  req.on('error', (error) => results.push({ status: 0, ms: performance.now() - started, error: error.message }));
}
const timer = setInterval(probe, workerData.everyMs);
parentPort.on('message', () => {
  clearInterval(timer);
  // Let the last probes finish.
  setTimeout(() => { parentPort.postMessage(results); agent.destroy(); }, workerData.timeoutMs);
});
`;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}
const round = (ms: number) => Math.round(ms * 10) / 10;

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-load-'));
  const profileDir = process.env.BENCH_CPU_PROF
    ? mkdtempSync(path.join(os.tmpdir(), 'marketplace-load-profile-'))
    : undefined;
  const eventLoopFile = path.join(dataDir, 'event-loop.json');
  let child: ReturnType<typeof spawn> | undefined;
  try {
    console.log(`Seeding a fresh PGlite data directory (${dataDir})…`);
    const seeding = await openPglite(dataDir);
    const data = await seedLoadData(seeding.db);
    await seeding.close();

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const nodeArgs = ['--import', 'tsx', '--import', './bench/event-loop-monitor.mjs'];
    if (profileDir) nodeArgs.push('--cpu-prof', `--cpu-prof-dir=${profileDir}`);
    const server = spawn(process.execPath, [...nodeArgs, 'src/server.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PORT: String(port),
        HOST: '127.0.0.1',
        SEED_DEMO: '0',
        AUTH_RATE_LIMIT: '1000000',
        LOG_LEVEL: 'warn',
        BENCH_EVENT_LOOP_FILE: eventLoopFile,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child = server;
    const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
    for (let i = 0; ; i++) {
      if (server.exitCode !== null) throw new Error(`server exited early (${server.exitCode})`);
      if (i > 300) throw new Error('server did not answer /api/health');
      const ok = await fetch(`${base}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    const tokens = new Map<number, string>();
    for (const user of [...data.landOwners, ...data.businessOwners, ...data.investors]) {
      tokens.set(user.id, await login(base, user));
    }
    // Warm-up: every kind of request a few times, one at a time, so the measurement starts from a
    // server that has served traffic (code loaded and compiled), not from a cold start.
    for (let round = 0; round < 3; round++) {
      for (const [kind] of MIX) {
        const outcome = await send(base, makeRequest(kind, data, tokens, 1_000_000 + round));
        if (outcome.error || outcome.status >= 300) {
          throw new Error(`warm-up ${kind} failed: ${outcome.error ?? outcome.status}`);
        }
      }
    }

    console.log(
      `${CONNECTIONS} connections for ${SECONDS} s: ${data.landAds.length} land ads, ` +
        `${data.businessAds.length} business ads, ${data.conversations.length} conversations, ` +
        `${tokens.size} users`,
    );
    server.kill('SIGUSR2');
    const probe = new Worker(PROBE_SOURCE, {
      eval: true,
      workerData: { url: `${base}/api/health`, everyMs: HEALTH_EVERY_MS, timeoutMs: TIMEOUT_MS },
    });
    const results = new Map<Kind, Outcome[]>(MIX.map(([kind]) => [kind, []]));
    const errors = new Map<string, number>();
    const deadline = performance.now() + SECONDS * 1000;
    let counter = 0;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async (_, i) => {
        // Connections open over the first second, as clients arrive, not in one burst.
        await new Promise((resolve) => setTimeout(resolve, (i * RAMP_UP_MS) / CONNECTIONS));
        while (performance.now() < deadline) {
          const kind = pickKind();
          const n = counter++;
          const outcome = await send(base, makeRequest(kind, data, tokens, n));
          results.get(kind)!.push(outcome);
          if (outcome.error || outcome.status < 200 || outcome.status >= 300) {
            const key = `${kind}: ${outcome.error ?? outcome.status}`;
            errors.set(key, (errors.get(key) ?? 0) + 1);
          }
        }
      }),
    );
    const health = await new Promise<Outcome[]>((resolve) => {
      probe.once('message', (message: Outcome[]) => resolve(message));
      probe.postMessage('stop');
    });
    await probe.terminate();
    agent.destroy();

    server.kill('SIGTERM');
    await exited;
    child = undefined;

    const failed = (o: Outcome) => o.error !== undefined || o.status < 200 || o.status >= 300;
    const summarize = (list: Outcome[]) => {
      const sorted = list.map((o) => o.ms).sort((a, b) => a - b);
      return {
        requests: list.length,
        failures: list.filter(failed).length,
        p50: round(percentile(sorted, 50)),
        p99: round(percentile(sorted, 99)),
        max: round(sorted.at(-1) ?? 0),
      };
    };
    const all = [...results.values()].flat();
    const reads = [...results].filter(([kind]) => !WRITES.has(kind)).flatMap(([, list]) => list);
    const writes = [...results].filter(([kind]) => WRITES.has(kind)).flatMap(([, list]) => list);
    const rows = [
      ...[...results].map(([kind, list]) => ({ kind, ...summarize(list) })),
      { kind: 'all reads', ...summarize(reads) },
      { kind: 'all writes', ...summarize(writes) },
      { kind: 'GET /api/health (probe, every 100 ms)', ...summarize(health) },
    ];
    console.log(
      `\nPGlite, ${CONNECTIONS} connections, ${SECONDS} s, 127.0.0.1: ` +
        `${Math.round(all.length / SECONDS)} req/s`,
    );
    console.table(
      rows.map((row) => ({
        kind: row.kind,
        requests: row.requests,
        failures: row.failures,
        'p50 ms': row.p50,
        'p99 ms': row.p99,
        'max ms': row.max,
      })),
    );
    for (const [key, count] of errors) console.log(`  failed: ${key} ×${count}`);
    try {
      const loop = JSON.parse(readFileSync(eventLoopFile, 'utf8')) as Record<string, number>;
      console.log(
        `server main-thread event-loop delay: p50 ${loop.p50} ms, p99 ${loop.p99} ms, max ${loop.max} ms`,
      );
    } catch {
      console.log('server main-thread event-loop delay: not recorded');
    }
    if (profileDir) console.log(`server CPU profile: ${profileDir}`);

    const healthSummary = summarize(health);
    const writeSummary = summarize(writes);
    const failures = all.filter(failed).length + healthSummary.failures;
    const checks: Array<[string, boolean]> = [
      [`no request fails (${failures} failed)`, failures === 0],
      [
        `write p99 ≤ ${TARGETS.writeP99} ms (${writeSummary.p99} ms)`,
        writeSummary.p99 <= TARGETS.writeP99,
      ],
      [
        `health within ${TARGETS.healthMax} ms throughout (max ${healthSummary.max} ms)`,
        healthSummary.max <= TARGETS.healthMax && healthSummary.requests > 0,
      ],
    ];
    for (const [label, ok] of checks) console.log(`${ok ? 'PASS' : 'FAIL'}  ${label}`);
    console.log(
      checks.every(([, ok]) => ok) ? 'PGlite under load: PASS' : 'PGlite under load: FAIL',
    );
  } finally {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
