/**
 * Enumeration timing (npm run bench): does an answer take longer when the account exists? A real
 * server process on PGlite; forgot-password, resend-verification, register and login are each sent
 * ROUNDS times for an existing and for an unknown address, interleaved, and their latencies
 * compared. ASVS 6.3.8 asks that response times do not tell; the table prints the medians, the
 * difference, and the same for two series of unknown addresses as the noise floor. Each request starts GAP_MS after the
 * previous answer, so the email a request leaves to the job queue is sent before the next one is
 * timed: what is compared is the request's own path.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import { openPglite } from '../src/db/connect';
import { users } from '../src/db/schema';
import { startServer } from '../test/helpers/server-process';
import { BENCH_PASSWORD, seedBenchData } from './seed';

const ROUNDS = Number(process.env.BENCH_ENUMERATION_ROUNDS ?? 200);
const GAP_MS = 30;
// Within noise: no larger than 0.5 ms, or than three times the gap between two samples of the
// same kind (unknown vs unknown) measured in the same run.
const tolerance = (noiseMs: number) => Math.max(0.5, 3 * noiseMs);
const KNOWN = 'investor@bench.test';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function timed(base: string, url: string, body: object): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, GAP_MS));
  const start = performance.now();
  const response = await fetch(base + url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  const elapsed = performance.now() - start;
  if (response.status >= 500) throw new Error(`${url}: ${response.status}`);
  return elapsed;
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-enumeration-'));
  const seeded = await openPglite(dataDir);
  await seedBenchData(seeded.db, 10);
  const passwordHash = await hash(BENCH_PASSWORD);
  await seeded.db.insert(users).values(
    Array.from({ length: ROUNDS }, (_, i) => ({
      email: `postoji-${i}@bench.test`,
      fullName: 'Postojeći Korisnik',
      userType: 'investor',
      passwordHash,
      emailVerifiedAt: new Date(),
    })),
  );
  await seeded.close();

  const server = await startServer({ DATA_DIR: dataDir, AUTH_RATE_LIMIT: '1000000' });
  const base = server.baseUrl;
  try {
    const cases: Array<[string, string, (email: string, i: number) => object]> = [
      ['forgot-password', '/api/auth/forgot-password', (email) => ({ email })],
      ['resend-verification', '/api/auth/resend-verification', (email) => ({ email })],
      [
        'register',
        '/api/auth/register',
        (email, i) => ({
          full_name: 'Merni Korisnik',
          // The known address is taken; the unknown one is new on every round.
          email: email === KNOWN ? KNOWN : `novi-${i}-${email}`,
          password: 'merna-lozinka-1',
          user_type: 'investor',
        }),
      ],
      [
        'login (wrong password)',
        '/api/auth/login',
        // A fresh existing account each round, so neither side reaches the captcha threshold.
        (email, i) => ({
          email: email === KNOWN ? `postoji-${i}@bench.test` : email,
          password: 'pogresna',
        }),
      ],
    ];
    const rows = [];
    for (const [name, url, body] of cases) {
      const known: number[] = [];
      const unknown: number[] = [];
      // A second series of unknown addresses: how far two samples of the same kind differ.
      const control: number[] = [];
      // Warm-up, then interleaved so drift affects both alike.
      for (let i = 0; i < 10; i++) await timed(base, url, body(`zagrevanje-${i}@bench.test`, -i));
      for (let i = 0; i < ROUNDS; i++) {
        known.push(await timed(base, url, body(KNOWN, i)));
        unknown.push(await timed(base, url, body(`niko-${i}@bench.test`, i)));
        control.push(await timed(base, url, body(`drugi-${i}@bench.test`, i)));
      }
      const difference = median(known) - median(unknown);
      const noise = Math.abs(median(control) - median(unknown));
      rows.push({
        request: name,
        'existing (ms, median)': median(known).toFixed(2),
        'unknown (ms, median)': median(unknown).toFixed(2),
        'difference (ms)': difference.toFixed(2),
        'unknown vs unknown (ms)': noise.toFixed(2),
        'within noise': Math.abs(difference) <= tolerance(noise) ? 'yes' : 'NO',
      });
    }
    console.log(`\nEnumeration timing: ${ROUNDS} interleaved requests per address, PGlite`);
    console.table(rows);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
