import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import { createJobQueue, type JobQueue, type QueueSettings } from '../../src/services/job-queue';
import { createTestApp, type TestContext } from '../helpers/app';

let ctx: TestContext;
const queues: JobQueue[] = [];
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await Promise.all(queues.map((queue) => queue.stop()));
  await ctx.close();
});

const SETTINGS: Record<string, QueueSettings> = {
  once: {},
  'rolled-back': {},
  flaky: { attempts: 3 },
  delayed: {},
  'delayed-keyed': { keyed: true },
  orphaned: {},
  moved: {},
  'moved-keyed': { keyed: true },
};

const silent = { warn() {}, error() {} };
async function queue(): Promise<JobQueue> {
  const created = createJobQueue({
    db: ctx.app.db,
    now: () => ctx.clock.now,
    log: silent,
    pollIntervalMs: 50,
    queues: SETTINGS,
    testClock: new TestClock(ctx.clock.now),
  });
  await created.start();
  queues.push(created);
  return created;
}

type Row = { state: string; retry_count: number; data: { n: number }; output: unknown };
const rowsOf = async (name: string) =>
  (
    await ctx.app.db.execute<Row>(
      sql`select state, retry_count, data, output from pgboss.job where name = ${name}`,
    )
  ).rows;

describe('ASVS 15.4.2, 16.5.3: the durable job queue', () => {
  it('runs each job once across workers sharing the database, and deletes it when done', async () => {
    const seen: number[] = [];
    const producer = await queue();
    for (let i = 0; i < 40; i++) await producer.enqueue('once', { n: i });
    // Three workers (as three server processes would) take jobs from the same table.
    const workers = [await queue(), await queue(), await queue()];
    for (const worker of workers) {
      worker.work<{ n: number }>('once', async (job) => {
        seen.push(job.payload.n);
        await new Promise((resolve) => setTimeout(resolve, 1));
      });
    }
    await Promise.all(workers.map((worker) => worker.drain()));
    expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i));
    // Done jobs are deleted, payloads and all.
    expect(await rowsOf('once')).toEqual([]);
  });

  it('keeps a job that was enqueued in a rolled-back transaction out of the queue', async () => {
    const worker = await queue();
    await ctx.app.db
      .transaction(async (tx) => {
        await worker.enqueue('rolled-back', { n: 1 }, tx);
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(await rowsOf('rolled-back')).toEqual([]);
  });

  it('refuses a queue that was not declared', async () => {
    const worker = await queue();
    await expect(worker.enqueue('undeclared', {})).rejects.toThrow('not declared');
    expect(() => worker.work('undeclared', async () => {})).toThrow('not declared');
  });

  it('retries a failing job with back-off and keeps it, marked failed, after its last attempt', async () => {
    const worker = await queue();
    const attempts: number[] = [];
    await worker.enqueue('flaky', { n: 1 });
    worker.work('flaky', async (job) => {
      attempts.push(job.attempts);
      throw new Error(`pokušaj ${attempts.length} nije uspeo`);
    });
    await worker.drain();
    expect(attempts).toEqual([1]);
    // The first retry waits 2 to 4 s, the second 4 to 8 s.
    ctx.clock.advance(1_900);
    await worker.drain();
    expect(attempts).toEqual([1]);
    ctx.clock.advance(2_200);
    await worker.drain();
    expect(attempts).toEqual([1, 2]);
    ctx.clock.advance(3_900);
    await worker.drain();
    expect(attempts).toEqual([1, 2]);
    ctx.clock.advance(4_200);
    await worker.drain();
    expect(attempts).toEqual([1, 2, 3]);
    const [row] = await rowsOf('flaky');
    expect(row).toMatchObject({ state: 'failed', output: { message: 'pokušaj 3 nije uspeo' } });
    ctx.clock.advance(60 * 60 * 1000);
    await worker.drain();
    expect(attempts).toEqual([1, 2, 3]);
  });

  it('runs a job with a run-at time no earlier, and keeps one waiting job per dedupe key', async () => {
    const worker = await queue();
    const seen: number[] = [];
    const later = new Date(ctx.clock.now.getTime() + 60_000);
    const added: boolean[] = [];
    for (const n of [1, 2, 3]) {
      added.push(
        await worker.enqueue('delayed-keyed', { n }, undefined, {
          runAt: later,
          dedupeKey: 'sweep',
        }),
      );
    }
    expect(added).toEqual([true, false, false]);
    // Without a key, nothing is merged.
    await worker.enqueue('delayed', { n: 4 }, undefined, { runAt: later });
    await worker.enqueue('delayed', { n: 6 }, undefined, { runAt: later });
    expect((await rowsOf('delayed-keyed')).map((row) => row.data.n)).toEqual([1]);
    expect((await rowsOf('delayed')).map((row) => row.data.n).sort()).toEqual([4, 6]);
    const record = async (job: { payload: { n: number } }) => {
      seen.push(job.payload.n);
      // Once started, the key is free again: the next sweep can be scheduled by the running one.
      if (job.payload.n === 1) {
        await worker.enqueue('delayed-keyed', { n: 5 }, undefined, { dedupeKey: 'sweep' });
      }
    };
    worker.work('delayed-keyed', record);
    worker.work('delayed', record);
    await worker.drain();
    expect(seen).toEqual([]);
    ctx.clock.advance(59_000);
    await worker.drain();
    expect(seen).toEqual([]);
    ctx.clock.advance(1_000);
    await worker.drain();
    expect(seen.sort()).toEqual([1, 4, 5, 6]);
  });

  it('takes a job again when the worker that took it died', async () => {
    const worker = await queue();
    await worker.enqueue('orphaned', { n: 7 });
    // Taken by a process that was killed: active, its expiry (60 s) not reached yet.
    await ctx.app.db.execute(
      sql`update pgboss.job set state = 'active',
        started_on = ${ctx.clock.now.toISOString()}::timestamptz where name = 'orphaned'`,
    );
    const seen: number[] = [];
    worker.work<{ n: number }>('orphaned', async (job) => {
      seen.push(job.payload.n);
    });
    await worker.drain();
    expect(seen).toEqual([]);
    // Expired: maintenance puts it back, to run after its retry delay (2 to 4 s).
    ctx.clock.advance(61_000);
    await worker.maintain();
    await worker.drain();
    expect(seen).toEqual([]);
    ctx.clock.advance(4_100);
    await worker.drain();
    expect(seen).toEqual([7]);
    expect(await rowsOf('orphaned')).toEqual([]);
  });

  it('moves the jobs still waiting in the table from before pg-boss, once, and drops it', async () => {
    await ctx.app.db.execute(sql`create table jobs_before_pg_boss (
      id bigint generated always as identity primary key, queue text not null,
      payload jsonb not null, run_at timestamptz not null, failed_at timestamptz,
      dedupe_key text)`);
    const later = new Date(ctx.clock.now.getTime() + 30_000).toISOString();
    await ctx.app.db.execute(sql`insert into jobs_before_pg_boss
      (queue, payload, run_at, failed_at, dedupe_key) values
      ('moved', '{"n": 1}', ${ctx.clock.now.toISOString()}::timestamptz, null, null),
      ('moved', '{"n": 2}', ${ctx.clock.now.toISOString()}::timestamptz, now(), null),
      ('moved-keyed', '{"n": 3}', ${later}::timestamptz, null, 'sweep')`);
    // Two servers start together: one moves them.
    const [worker] = await Promise.all([queue(), queue()]);
    expect((await rowsOf('moved')).map((row) => row.data.n)).toEqual([1]);
    expect((await rowsOf('moved-keyed')).map((row) => row.data.n)).toEqual([3]);
    expect(await worker!.enqueue('moved-keyed', { n: 4 }, undefined, { dedupeKey: 'sweep' })).toBe(
      false,
    );
    const [table] = (
      await ctx.app.db.execute<{ present: boolean }>(
        sql`select to_regclass('jobs_before_pg_boss') is not null as present`,
      )
    ).rows;
    expect(table?.present).toBe(false);
    const seen: number[] = [];
    const record = async (job: { payload: { n: number } }) => {
      seen.push(job.payload.n);
    };
    worker!.work('moved', record);
    worker!.work('moved-keyed', record);
    await worker!.drain();
    expect(seen).toEqual([1]);
    ctx.clock.advance(30_000);
    await worker!.drain();
    expect(seen).toEqual([1, 3]);
  });
});
