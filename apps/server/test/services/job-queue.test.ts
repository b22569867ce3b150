import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { jobs } from '../../src/db/schema';
import { createJobQueue, retryDelayMs, type JobQueue } from '../../src/services/job-queue';
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

const silent = { warn() {}, error() {} };
function queue(pollIntervalMs = 50): JobQueue {
  const created = createJobQueue({
    db: ctx.app.db,
    now: () => ctx.clock.now,
    log: silent,
    pollIntervalMs,
  });
  queues.push(created);
  return created;
}
const rowsOf = (name: string) => ctx.app.db.select().from(jobs).where(eq(jobs.queue, name));

describe('ASVS 15.4.2, 16.5.3: the durable job queue', () => {
  it('runs each job once across workers sharing the database, and deletes it when done', async () => {
    const seen: number[] = [];
    const producer = queue();
    for (let i = 0; i < 40; i++) await producer.enqueue('once', { n: i });
    // Three workers (as three server processes would) take jobs from the same table.
    const workers = [queue(), queue(), queue()];
    for (const worker of workers) {
      worker.work<{ n: number }>('once', async (job) => {
        seen.push(job.payload.n);
        await new Promise((resolve) => setTimeout(resolve, 1));
      });
    }
    await Promise.all(workers.map((worker) => worker.drain()));
    expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i));
    expect(await rowsOf('once')).toEqual([]);
  });

  it('keeps a job that was enqueued in a rolled-back transaction out of the queue', async () => {
    const worker = queue();
    await ctx.app.db
      .transaction(async (tx) => {
        await worker.enqueue('rolled-back', { n: 1 }, tx);
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(await rowsOf('rolled-back')).toEqual([]);
  });

  it('retries a failing job with back-off and keeps it, marked failed, after its last attempt', async () => {
    const worker = queue();
    let calls = 0;
    await worker.enqueue('flaky', { n: 1 });
    await ctx.app.db.update(jobs).set({ maxAttempts: 3 }).where(eq(jobs.queue, 'flaky'));
    worker.work('flaky', async () => {
      calls += 1;
      throw new Error(`pokušaj ${calls} nije uspeo`);
    });
    await worker.drain();
    expect(calls).toBe(1);
    // Not due again until the back-off has passed.
    ctx.clock.advance(retryDelayMs(1) - 100);
    await worker.drain();
    expect(calls).toBe(1);
    ctx.clock.advance(200);
    await worker.drain();
    expect(calls).toBe(2);
    ctx.clock.advance(retryDelayMs(2) + 100);
    await worker.drain();
    expect(calls).toBe(3);
    const [row] = await rowsOf('flaky');
    expect(row).toMatchObject({ attempts: 3, lastError: 'pokušaj 3 nije uspeo' });
    expect(row!.failedAt).not.toBeNull();
    ctx.clock.advance(60 * 60 * 1000);
    await worker.drain();
    expect(calls).toBe(3);
  });

  it('runs a job with a run-at time no earlier, and keeps one waiting job per dedupe key', async () => {
    const worker = queue();
    const seen: number[] = [];
    const later = new Date(ctx.clock.now.getTime() + 60_000);
    for (const n of [1, 2, 3]) {
      await worker.enqueue('delayed', { n }, undefined, { runAt: later, dedupeKey: 'sweep' });
    }
    // Without a key, nothing is merged.
    await worker.enqueue('delayed', { n: 4 }, undefined, { runAt: later });
    expect((await rowsOf('delayed')).map((row) => (row.payload as { n: number }).n)).toEqual([
      1, 4,
    ]);
    worker.work<{ n: number }>('delayed', async (job) => {
      seen.push(job.payload.n);
      // Once started, the key is free again: the next sweep can be scheduled by the running one.
      if (job.payload.n === 1) {
        await worker.enqueue('delayed', { n: 5 }, undefined, { dedupeKey: 'sweep' });
      }
    });
    await worker.drain();
    expect(seen).toEqual([]);
    ctx.clock.advance(60_000);
    await worker.drain();
    expect(seen.sort()).toEqual([1, 4, 5]);
    expect(await rowsOf('delayed')).toEqual([]);
  });

  it('takes a job again when the worker that claimed it died', async () => {
    await ctx.app.db.insert(jobs).values({
      queue: 'orphaned',
      payload: { n: 7 },
      runAt: ctx.clock.now,
      attempts: 1,
      // Claimed by a process that was killed: its lock runs out in 30 s.
      lockedUntil: new Date(ctx.clock.now.getTime() + 30_000),
    });
    const seen: number[] = [];
    const worker = queue();
    worker.work<{ n: number }>('orphaned', async (job) => {
      seen.push(job.payload.n);
    });
    await worker.drain();
    expect(seen).toEqual([]);
    ctx.clock.advance(31_000);
    await worker.drain();
    expect(seen).toEqual([7]);
    expect(await rowsOf('orphaned')).toEqual([]);
  });
});
