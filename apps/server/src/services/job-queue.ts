import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { jobs } from '../db/schema';
import { safeErrorMessage } from '../logging';

/** Where a job's failure is reported; only the message is ever logged (never SQL or payloads). */
export interface JobLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface Job<P> {
  id: number;
  payload: P;
  attempts: number;
}

export type JobHandler<P> = (job: Job<P>) => Promise<void>;

export interface JobQueueOptions {
  db: Database;
  now: () => Date;
  log: JobLogger;
  /** How often idle workers look for jobs other processes enqueued (ms). */
  pollIntervalMs?: number;
  /** How long a claimed job is reserved before another worker may retry it (ms). */
  lockMs?: number;
}

export interface EnqueueOptions {
  /** When the job becomes ready (default: now). */
  runAt?: Date;
  /**
   * While a job with this key waits to be started, enqueueing another one with it adds nothing
   * (the waiting one keeps its run-at time).
   */
  dedupeKey?: string;
}

export interface JobQueue {
  /**
   * Adds a job. With `tx` (a transaction) it commits or rolls back with the caller's writes; call
   * `wake()` after the commit so this process takes it at once instead of at the next poll.
   */
  enqueue(queue: string, payload: object, tx?: Database, options?: EnqueueOptions): Promise<void>;
  /** Looks for ready jobs now. */
  wake(): void;
  /** Registers the handler of a queue and starts working it. */
  work<P>(queue: string, handler: JobHandler<P>): void;
  /** Resolves once no job of this process is ready or running (tests, shutdown). */
  drain(): Promise<void>;
  /** Stops taking jobs and waits for the running ones. */
  stop(): Promise<void>;
}

const BATCH = 5;
const STOP_WAIT_MS = 10_000;

/** Jobs of these queues that may run at `at`: not failed for good, due, and not claimed. */
const readyIn = (queues: string[], at: Date) =>
  and(
    sql`${jobs.failedAt} is null`,
    sql`${jobs.runAt} <= ${at}`,
    sql`(${jobs.lockedUntil} is null or ${jobs.lockedUntil} < ${at})`,
    inArray(jobs.queue, queues),
  );

/** The predicate of jobs_dedupe_idx (db/schema.ts): jobs with a key that wait to be started. */
const dedupeIndexPredicate = sql`${jobs.dedupeKey} is not null and ${jobs.attempts} = 0 and ${jobs.failedAt} is null`;

/** Exponential back-off: 2 s, 4 s, 8 s … capped at 10 minutes. */
export const retryDelayMs = (attempts: number) => Math.min(2 ** attempts * 1000, 10 * 60 * 1000);

/**
 * DESIGN: a durable job queue in the database. A job is a row until its handler succeeds; a worker
 * claims ready rows with `FOR UPDATE SKIP LOCKED`, so server processes sharing a PostgreSQL never
 * take the same job, and a job whose worker was killed is taken again once its lock expires.
 * Delivery is at least once: handlers must tolerate a repeat after a crash.
 */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { db, now, log } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const lockMs = options.lockMs ?? 60_000;
  const handlers = new Map<string, JobHandler<unknown>>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;

  async function claim(): Promise<Array<typeof jobs.$inferSelect>> {
    const at = now();
    const names = [...handlers.keys()];
    if (names.length === 0) return [];
    const ready = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(readyIn(names, at))
      .orderBy(jobs.runAt, jobs.id)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(jobs)
      .set({
        attempts: sql`${jobs.attempts} + 1`,
        lockedUntil: new Date(at.getTime() + lockMs),
      })
      .where(sql`${jobs.id} in (${ready})`)
      .returning();
  }

  async function runOne(row: typeof jobs.$inferSelect): Promise<void> {
    const handler = handlers.get(row.queue);
    if (!handler) return;
    try {
      await handler({ id: row.id, payload: row.payload, attempts: row.attempts });
      await db.delete(jobs).where(eq(jobs.id, row.id));
    } catch (error) {
      const message = safeErrorMessage(error);
      const final = row.attempts >= row.maxAttempts;
      const at = now();
      await db
        .update(jobs)
        .set({
          lockedUntil: null,
          lastError: message.slice(0, 500),
          runAt: new Date(at.getTime() + retryDelayMs(row.attempts)),
          failedAt: final ? at : null,
        })
        .where(eq(jobs.id, row.id))
        .catch(() => undefined);
      const details = { queue: row.queue, job: row.id, attempts: row.attempts, error: message };
      if (final) log.error(details, 'a job failed for good');
      else log.warn(details, 'a job failed and will be retried');
    }
  }

  async function loop(): Promise<void> {
    do {
      again = false;
      let batch: Array<typeof jobs.$inferSelect>;
      try {
        batch = await claim();
      } catch (error) {
        // The database is unreachable: the next poll tries again.
        log.warn(
          { error: error instanceof Error ? error.message : String(error) },
          'claiming jobs failed',
        );
        return;
      }
      for (const row of batch) await runOne(row);
      if (batch.length === BATCH) again = true;
    } while (again && !stopped);
  }

  function kick(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = loop().finally(() => {
      running = null;
      if (again) kick();
    });
  }

  function schedule(): void {
    if (stopped || timer) return;
    timer = setInterval(kick, pollIntervalMs);
    timer.unref();
  }

  return {
    async enqueue(queue, payload, tx, options = {}) {
      const runAt = options.runAt ?? now();
      const insert = (tx ?? db)
        .insert(jobs)
        .values({ queue, payload, runAt, dedupeKey: options.dedupeKey ?? null });
      await (options.dedupeKey === undefined
        ? insert
        : insert.onConflictDoNothing({ target: jobs.dedupeKey, where: dedupeIndexPredicate }));
      if (!tx && runAt <= now()) kick();
    },
    wake: kick,
    work(queue, handler) {
      handlers.set(queue, handler as JobHandler<unknown>);
      schedule();
      kick();
    },
    async drain() {
      for (let i = 0; i < 100; i++) {
        kick();
        while (running) await running;
        const [pending] = await db
          .select({ id: jobs.id })
          .from(jobs)
          .where(readyIn([...handlers.keys(), ''], now()))
          .limit(1);
        if (!pending) return;
      }
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      // A job still running after STOP_WAIT_MS is left to its lock: it expires and the job is
      // taken again (by this server after a restart, or by another one).
      const deadline = new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS).unref());
      while (running) await Promise.race([running, deadline.then(() => (running = null))]);
    },
  };
}
