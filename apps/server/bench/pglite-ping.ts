/**
 * The health check's round trip under load (npm run bench), through the app's PGlite thread
 * (db/pglite-client.ts) and through @electric-sql/pglite-socket with node-postgres, the library
 * path that was tried in its place (docs/architecture.md, "the embedded database's connection").
 * Each side runs PGlite in a worker thread, 200 loops of the same read for BENCH_PING_SECONDS
 * (15), and a `select 1` (the thread's ping) every 100 ms; prints the round trips' p50, p99 and max.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { PgliteThread } from '../src/db/pglite-client';

const SECONDS = Number(process.env.BENCH_PING_SECONDS ?? 15);
const LOOPS = 200;
const PING_EVERY_MS = 100;
const SETUP = `create table t (id serial primary key, v int);
  insert into t (v) select g from generate_series(1, 50000) g;`;
const READ = 'select sum(v) from t where v % 7 = $1';

async function measure(
  read: (remainder: number) => Promise<unknown>,
  ping: () => Promise<unknown>,
): Promise<number[]> {
  let stop = false;
  const loops = Array.from({ length: LOOPS }, async () => {
    while (!stop) await read(Math.floor(Math.random() * 7));
  });
  const times: number[] = [];
  const until = Date.now() + SECONDS * 1000;
  while (Date.now() < until) {
    const started = performance.now();
    await ping();
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, PING_EVERY_MS));
  }
  stop = true;
  await Promise.allSettled(loops);
  return times.sort((a, b) => a - b);
}

const at = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

function report(name: string, sorted: number[]) {
  return {
    path: name,
    pings: sorted.length,
    'p50 ms': Number(at(sorted, 0.5).toFixed(1)),
    'p99 ms': Number(at(sorted, 0.99).toFixed(1)),
    'max ms': Number(sorted.at(-1)!.toFixed(1)),
  };
}

async function throughThread() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-ping-'));
  const thread = await PgliteThread.open(path.join(dir, 'db'));
  try {
    await thread.exec(SETUP);
    return await measure(
      (remainder) => thread.query(READ, [remainder]),
      () => thread.ping(),
    );
  } finally {
    await thread.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function throughSocket() {
  const worker = new Worker(new URL('./pglite-socket-thread.mjs', import.meta.url), {
    workerData: { setup: SETUP },
  });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      worker.once('message', (message: { port: number }) => resolve(message.port));
      worker.once('error', reject);
    });
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    const pool = new pg.Pool({ connectionString: url, max: 20 });
    const probe = new pg.Client({ connectionString: url });
    await probe.connect();
    try {
      return await measure(
        (remainder) => pool.query(READ, [remainder]),
        () => probe.query('select 1'),
      );
    } finally {
      await probe.end();
      await pool.end();
    }
  } finally {
    await worker.terminate();
  }
}

console.log(
  `PGlite: a ping every ${PING_EVERY_MS} ms under ${LOOPS} loops of one read, ${SECONDS} s each`,
);
console.table([
  report('PGlite thread (db/pglite-client.ts)', await throughThread()),
  report('pglite-socket 0.2.17 + node-postgres pool of 20', await throughSocket()),
]);
