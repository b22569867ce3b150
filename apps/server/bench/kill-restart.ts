/**
 * Kill -9 benchmark (npm run bench): the loop of test/process/kill-restart.test.ts for many rounds
 * (KILL_ROUNDS, default 50), on PGlite and (when available) PostgreSQL. Each round writes land ads
 * and messages concurrently, SIGKILLs the server at a random moment, restarts it at once on the
 * same data directory and checks every acknowledged write. Exits 1 when a write was lost or
 * duplicated, or a restart failed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { runKillLoop, type KillLoopReport } from '../test/process/kill-loop';
// @ts-expect-error -- a plain .mjs helper of the workspace scripts, without types
import { startTestPostgres } from '../../../scripts/lib/postgres.mjs';

const ROUNDS = Number(process.env.KILL_ROUNDS ?? 50);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

async function run(database: string, env: Record<string, string>, dataDir: string) {
  console.log(`\n${database}: ${ROUNDS} rounds of writes, SIGKILL, immediate restart`);
  const started = Date.now();
  let report: KillLoopReport;
  try {
    report = await runKillLoop({
      rounds: ROUNDS,
      dataDir,
      env,
      onRound: (round) =>
        console.log(
          `  round ${String(round.round).padStart(3)}: killed after ${round.killedAfterMs} ms, ` +
            `${round.acknowledged} acknowledged, ${round.unacknowledged} unanswered ` +
            `(${round.unacknowledgedStored} of them stored), restart ${round.restartMs} ms`,
        ),
    });
  } catch (error) {
    console.error(`  a round failed: ${(error as Error).message}`);
    return false;
  }
  const unanswered = report.rounds.reduce((sum, round) => sum + round.unacknowledged, 0);
  const unansweredStored = report.rounds.reduce(
    (sum, round) => sum + round.unacknowledgedStored,
    0,
  );
  console.table({
    [database]: {
      rounds: report.rounds.length,
      acknowledged: report.acknowledged,
      lost: report.lost.length,
      duplicated: report.duplicated.length,
      'wrong id': report.wrongId.length,
      'unexpected answers': report.unexpected.length,
      unanswered,
      'unanswered but stored': unansweredStored,
      'restart median ms': percentile(report.restartMs, 50),
      'restart p95 ms': percentile(report.restartMs, 95),
      'restart max ms': Math.max(...report.restartMs),
      'total s': Math.round((Date.now() - started) / 1000),
    },
  });
  const problems = [...report.lost, ...report.duplicated, ...report.wrongId, ...report.unexpected];
  for (const problem of problems.slice(0, 20)) console.error(`  ${problem}`);
  return problems.length === 0;
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-kill-bench-'));
let ok = false;
try {
  ok = await run('PGlite', { DATA_DIR: dataDir, AUTH_RATE_LIMIT: '100000' }, dataDir);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const postgres = process.env.TEST_DATABASE_URL
  ? { url: process.env.TEST_DATABASE_URL, stop() {} }
  : (startTestPostgres(54338) as { url: string; stop(): void } | null);
if (postgres) {
  const pgDataDir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-kill-bench-'));
  const admin = new pg.Client({ connectionString: postgres.url });
  try {
    await admin.connect();
    await admin.query('drop database if exists marketplace_kill_bench with (force)');
    await admin.query('create database marketplace_kill_bench');
    const url = postgres.url.replace(/\/[^/]*$/, '/marketplace_kill_bench');
    const env = { DATA_DIR: pgDataDir, DATABASE_URL: url, AUTH_RATE_LIMIT: '100000' };
    ok = (await run('PostgreSQL', env, pgDataDir)) && ok;
    await admin.query('drop database if exists marketplace_kill_bench with (force)');
  } finally {
    await admin.end();
    rmSync(pgDataDir, { recursive: true, force: true });
    postgres.stop();
  }
} else {
  console.log('\nPostgreSQL: not available here, skipped');
}
process.exit(ok ? 0 : 1);
