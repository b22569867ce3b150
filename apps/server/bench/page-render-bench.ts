/**
 * Server rendering (npm run bench): the built server renders `/business` for a signed-in investor
 * (the session cookie) over 10,000 business ads, at 50 connections. Every request asks another
 * search the page's address can hold (type, country, price band, sort), so the figure is the
 * render and the search it needs, not one cached answer. Target: p99 ≤ 150 ms.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { BUSINESS_AD_SORTS, BUSINESS_TYPES, COUNTRIES } from '@marketplace/domain';
import { openPglite } from '../src/db/connect';
import { startServer } from '../test/helpers/server-process';
import { BENCH_PASSWORD, seedBenchBusinessAds, seedBenchData } from './seed';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const appBuild = path.resolve(serverDir, '../marketplace/dist/server/index.js');
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;
const BUSINESS_ADS = 10_000;
const TARGET_P99_MS = 150;

if (!existsSync(path.join(serverDir, 'dist/server.js')) || !existsSync(appBuild)) {
  throw new Error('Build first: npm run build');
}

/** The addresses of the business list a user can arrive at: every filter alone and in pairs. */
function addresses(): string[] {
  const list = ['/business'];
  const prices = [
    ['', '50000'],
    ['50000', '150000'],
    ['150000', ''],
  ];
  for (const type of BUSINESS_TYPES) {
    for (const sort of BUSINESS_AD_SORTS) list.push(`/business?business_type=${type}&sort=${sort}`);
  }
  for (const country of COUNTRIES) {
    for (const [min, max] of prices) {
      list.push(`/business?country_id=${country.id}&price_min=${min}&price_max=${max}`);
    }
  }
  return list;
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-render-bench-'));
try {
  const database = await openPglite(dataDir);
  await seedBenchData(database.db, 100);
  await seedBenchBusinessAds(database.db, BUSINESS_ADS);
  await database.close();

  // BENCH_CPU_PROF=DIR writes the server's CPU profile there, to see where a render's time goes.
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`]
    : [];
  const server = await startServer({ DATA_DIR: dataDir, AUTH_RATE_LIMIT: '100000' }, [
    ...profile,
    'dist/server.js',
  ]);
  const base = server.baseUrl;
  try {
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'investor@bench.test', password: BENCH_PASSWORD }),
    });
    const cookie = login.headers.getSetCookie()[0]?.split(';')[0];
    if (!cookie) throw new Error(`login set no session cookie (${login.status})`);
    const first = await (await fetch(`${base}/business`, { headers: { cookie } })).text();
    if (!first.includes('<article')) throw new Error('the rendered /business holds no card');

    const paths = addresses();
    let next = 0;
    const result = await autocannon({
      url: base,
      connections: CONNECTIONS,
      duration: DURATION_S,
      headers: { cookie },
      requests: [
        { setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) },
      ],
    });
    if (result.non2xx > 0 || result.errors > 0) {
      throw new Error(`${result.non2xx} non-2xx answers, ${result.errors} errors`);
    }
    console.table([
      {
        page: `/business signed in, ${BUSINESS_ADS.toLocaleString('en')} ads, ${paths.length} addresses`,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
      },
    ]);
    console.log(
      `Server render of /business at ${CONNECTIONS} connections: p99 ${result.latency.p99} ms (target ≤ ${TARGET_P99_MS} ms): ${result.latency.p99 <= TARGET_P99_MS ? 'met' : 'NOT met'}`,
    );
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
