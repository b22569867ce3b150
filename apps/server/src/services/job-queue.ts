import { sql } from 'drizzle-orm';
import pg from 'pg';
import { PgBoss, fromDrizzle, type Db as IDatabase, type TestClock } from 'pg-boss';
import type { Database } from '../db/connect';
import type { PgliteThread } from '../db/pglite-client';
import { safeErrorMessage } from '../logging';

/** Where a job's failure is reported; only the message is ever logged (never SQL or payloads). */
export interface JobLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface Job<P> {
  id: string;
  payload: P;
  /** 1 on the first run, 2 on the first retry, … */
  attempts: number;
}

export type JobHandler<P> = (job: Job<P>) => Promise<void>;

export interface QueueSettings {
  /**
   * One waiting job per dedupe key (pg-boss's `short` policy): every job enqueued on this queue
   * carries a `dedupeKey`, and a keyless one would be the only keyless job it holds.
   */
  keyed?: boolean;
  /** Runs before the job is kept as failed for good (default 8). */
  attempts?: number;
}

export interface JobQueueOptions {
  db: Database;
  now: () => Date;
  log: JobLogger;
  /** How often idle workers look for jobs other processes enqueued (ms). */
  pollIntervalMs?: number;
  /** How long a taken job is reserved before another worker may take it again (s). */
  expireInSeconds?: number;
  /**
   * Every queue of the app with its settings. `start()` creates them, so a job enqueued inside a
   * transaction never needs a statement outside it (which, on PGlite's one session, would wait
   * for the transaction that waits for it).
   */
  queues: Record<string, QueueSettings>;
  /**
   * pg-boss's clock for tests, whose app clock (`now`) is moved by hand: `drain()` first sets it
   * to `now()`, so the database reads the same time when it decides what is due.
   */
  testClock?: TestClock;
}

export interface EnqueueOptions {
  /** When the job becomes ready (default: now). */
  runAt?: Date;
  /**
   * While a job with this key waits to be started, enqueueing another one with it adds nothing
   * (the waiting one keeps its run-at time). Only on a `keyed` queue.
   */
  dedupeKey?: string;
}

export interface JobQueue {
  /** Installs or upgrades pg-boss's schema once, and starts its maintenance. */
  start(): Promise<void>;
  /**
   * Adds a job. With `tx` (a transaction) it commits or rolls back with the caller's writes; call
   * `wake()` after the commit so this process takes it at once instead of at the next poll.
   * False when a job with its dedupe key was waiting already.
   */
  enqueue(
    queue: string,
    payload: object,
    tx?: Database,
    options?: EnqueueOptions,
  ): Promise<boolean>;
  /** Looks for ready jobs now. */
  wake(): void;
  /** Registers the handler of a queue and starts working it. */
  work<P>(queue: string, handler: JobHandler<P>): void;
  /** Runs pg-boss's maintenance now (otherwise on its timer): expired jobs are taken back. */
  maintain(): Promise<void>;
  /** Resolves once no job of this process's queues is ready (tests). */
  drain(): Promise<void>;
  /** Stops taking jobs and waits for the running ones. */
  stop(): Promise<void>;
  /** How many jobs each declared queue holds in each state, read from pg-boss's table (metrics). */
  counts(): Promise<{ queue: string; state: string; count: number }[]>;
  /** Failed runs in this process since it started, per queue; `final` when no retry is left. */
  readonly failures: ReadonlyMap<string, { retried: number; final: number }>;
}

const BATCH = 5;
const STOP_WAIT_MS = 10_000;
const DEFAULT_ATTEMPTS = 8;

/** Back-off after a failure: about 2 s, 4 s, 8 s … (pg-boss adds jitter), at most 10 minutes. */
const RETRY = { retryBackoff: true, retryDelay: 2, retryDelayMax: 600 } as const;
/** How long a job that failed for good is kept, to be looked at (s). */
const FAILED_KEPT_S = 30 * 24 * 60 * 60;

type QueryResult = { rows: unknown[] };
const rowsOf = (result: QueryResult | QueryResult[]): { rows: unknown[] } =>
  Array.isArray(result) ? { rows: result.flatMap((one) => one.rows) } : result;

/**
 * pg-boss's statements on the app's own connections: node-postgres' pool, or the PGlite thread
 * (one session; a script without parameters, such as pg-boss's locked BEGIN … COMMIT blocks,
 * goes as one exec). Session statements (pg-boss's test clock) run on every session first.
 */
function executor(client: unknown): IDatabase & { session: string[] } {
  let session: string[] = [];
  if (client instanceof pg.Pool) {
    let generation = 0;
    const prepared = new WeakMap<pg.PoolClient, number>();
    return {
      get session() {
        return session;
      },
      async executeSql(text: string, values?: unknown[]) {
        if (session.length === 0) return rowsOf(await client.query(text, values));
        const connection = await client.connect();
        try {
          if (prepared.get(connection) !== generation) {
            await connection.query(session.join(';\n'));
            prepared.set(connection, generation);
          }
          return rowsOf(await connection.query(text, values));
        } finally {
          connection.release();
        }
      },
      async setSessionStatements(statements: string[]) {
        session = statements;
        generation += 1;
      },
    };
  }
  const thread = client as PgliteThread;
  return {
    get session() {
      return session;
    },
    async executeSql(text: string, values?: unknown[]) {
      if (values?.length) return thread.query(text, values);
      return rowsOf(await thread.exec(text));
    },
    async setSessionStatements(statements: string[]) {
      session = statements;
      if (statements.length > 0) await thread.exec(statements.join(';\n'));
    },
  };
}

/** pg-boss's statements inside the caller's transaction, with the session statements first. */
function inTransaction(tx: Database, session: string[]): IDatabase {
  const direct = fromDrizzle(tx, sql);
  let prepared = session.length === 0;
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (!prepared) {
        for (const statement of session) await tx.execute(sql.raw(statement));
        prepared = true;
      }
      return direct.executeSql(text, values);
    },
  };
}

/** The table the jobs were kept in before pg-boss (migration 0016 renamed it). */
const OLD_JOBS = 'jobs_before_pg_boss';
// Any constant shared by all server processes: one of them moves the old jobs.
const OLD_JOBS_LOCK_ID = 7_304_212;

/**
 * Moves the jobs still waiting in the table of the queue before pg-boss into pg-boss, with their
 * run-at times and keys, then drops the table; in one transaction, so none is lost or doubled.
 * Failed jobs were kept only to be looked at; they go with the table.
 */
async function moveJobsBeforePgBoss(db: Database, enqueue: JobQueue['enqueue']): Promise<void> {
  // Read from the catalog with the statement's snapshot (to_regclass's cache may not have seen
  // another server drop the table while this one waited for the lock).
  const present = sql`exists (select 1 from pg_catalog.pg_tables
    where schemaname = current_schema() and tablename = ${OLD_JOBS})`;
  const [found] = (await db.execute<{ present: boolean }>(sql`select ${present} as present`)).rows;
  if (!found?.present) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${OLD_JOBS_LOCK_ID})`);
    const [still] = (await tx.execute<{ present: boolean }>(sql`select ${present} as present`))
      .rows;
    if (!still?.present) return;
    const waiting = await tx.execute<{
      queue: string;
      payload: object;
      run_at: string | Date;
      dedupe_key: string | null;
    }>(sql`select queue, payload, run_at, dedupe_key from ${sql.identifier(OLD_JOBS)}
      where failed_at is null order by run_at, id`);
    for (const job of waiting.rows) {
      await enqueue(job.queue, job.payload, tx, {
        runAt: new Date(job.run_at),
        ...(job.dedupe_key === null ? {} : { dedupeKey: job.dedupe_key }),
      });
    }
    await tx.execute(sql`drop table ${sql.identifier(OLD_JOBS)}`);
  });
}

/**
 * DESIGN: work that must survive a restart is a pg-boss job in the database. pg-boss stores,
 * claims (`FOR UPDATE SKIP LOCKED`, so server processes sharing a PostgreSQL never take the same
 * job), retries with back-off, keeps failed jobs (FAILED_KEPT_S), and (its maintenance) takes again
 * a job whose worker died once its expiry passes. A job done is deleted, payload and all.
 * Delivery is at least once: handlers must tolerate a repeat.
 * This module only runs the handlers: each process fetches ready jobs of its queues on a poll, at
 * once when it enqueued one, and `drain()` runs them to the end for tests.
 */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { db, now, log } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 2000;
  // Both drivers' drizzle databases carry their client (the pool, or the PGlite thread).
  const client = (db as Database & { $client: unknown }).$client;
  const database = executor(client);
  const boss = new PgBoss({
    db: database,
    ...(client instanceof pg.Pool ? {} : { backend: 'pglite' as const }),
    // Nothing here is a cron schedule: the hourly sweep enqueues the next one itself.
    schedule: false,
    ...(options.testClock ? { clock: options.testClock } : {}),
  });
  boss.on('error', (error: unknown) =>
    log.warn({ error: safeErrorMessage(error) }, 'the job queue reported an error'),
  );
  const handlers = new Map<string, JobHandler<unknown>>();
  const failures = new Map<string, { retried: number; final: number }>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;

  const settingsOf = (queue: string): QueueSettings => {
    const settings = options.queues[queue];
    if (!settings) throw new Error(`The job queue ${queue} is not declared`);
    return settings;
  };

  async function runQueue(queue: string, handler: JobHandler<unknown>): Promise<number> {
    const batch = await boss.fetch<unknown>(queue, { batchSize: BATCH });
    for (const job of batch) {
      try {
        await handler({ id: job.id, payload: job.data, attempts: job.retryCount + 1 });
        // Done: the job goes (as pg-boss's `complete` would keep it, with its payload, for days).
        await boss.deleteJob(queue, job);
      } catch (error) {
        const message = safeErrorMessage(error).slice(0, 500);
        await boss.fail(queue, job, { message }).catch(() => undefined);
        const details = { queue, job: job.id, attempts: job.retryCount + 1, error: message };
        const attempts = settingsOf(queue).attempts ?? DEFAULT_ATTEMPTS;
        const failed = failures.get(queue) ?? { retried: 0, final: 0 };
        failures.set(queue, failed);
        if (job.retryCount + 1 >= attempts) {
          failed.final += 1;
          log.error(details, 'a job failed for good');
        } else {
          failed.retried += 1;
          log.warn(details, 'a job failed and will be retried');
        }
      }
    }
    return batch.length;
  }

  async function loop(): Promise<void> {
    let taken: number;
    do {
      again = false;
      taken = 0;
      for (const [queue, handler] of handlers) {
        if (stopped) return;
        try {
          taken += await runQueue(queue, handler);
        } catch (error) {
          // The database is unreachable: the next poll tries again.
          log.warn({ queue, error: safeErrorMessage(error) }, 'fetching jobs failed');
          return;
        }
      }
    } while ((taken > 0 || again) && !stopped);
  }

  /** Sets the test clock to `now()` when it moved since the last time. */
  async function followClock(): Promise<void> {
    const { testClock } = options;
    if (!testClock || testClock.now() === now().getTime()) return;
    await testClock.setTime(now());
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

  const api: JobQueue = {
    async start() {
      await boss.start();
      for (const [queue, settings] of Object.entries(options.queues)) {
        await boss.createQueue(queue, {
          policy: settings.keyed ? 'short' : 'standard',
          retryLimit: (settings.attempts ?? DEFAULT_ATTEMPTS) - 1,
          expireInSeconds: options.expireInSeconds ?? 60,
          deleteAfterSeconds: FAILED_KEPT_S,
          ...RETRY,
        });
      }
      await moveJobsBeforePgBoss(db, api.enqueue);
    },
    async enqueue(queue, payload, tx, enqueueOptions = {}) {
      settingsOf(queue);
      const { runAt, dedupeKey } = enqueueOptions;
      const id = await boss.send(queue, payload, {
        ...(runAt ? { startAfter: runAt } : {}),
        ...(dedupeKey === undefined ? {} : { singletonKey: dedupeKey }),
        ...(tx ? { db: inTransaction(tx, database.session) } : {}),
      });
      if (!tx && (!runAt || runAt <= now())) kick();
      return id !== null;
    },
    wake: kick,
    work(queue, handler) {
      settingsOf(queue);
      handlers.set(queue, handler as JobHandler<unknown>);
      if (!timer && !stopped) {
        timer = setInterval(kick, pollIntervalMs);
        timer.unref();
      }
      kick();
    },
    async maintain() {
      await followClock();
      await boss.supervise();
    },
    async drain() {
      await followClock();
      // The loop goes round until a round takes nothing (a kick meanwhile makes it go again).
      kick();
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      // A job still running after STOP_WAIT_MS is left to its expiry: it is taken again (by this
      // server after a restart, or by another one).
      const deadline = new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS).unref());
      while (running) await Promise.race([running, deadline.then(() => (running = null))]);
      await boss.stop({ graceful: false, close: false }).catch(() => undefined);
    },
    async counts() {
      const queues = Object.keys(options.queues);
      if (queues.length === 0) return [];
      // pg-boss's own queue counts are refreshed by its monitor, minutes apart: these are now.
      const result = await db.execute<{ queue: string; state: string; count: number }>(
        sql`select name as queue, state::text as state, count(*)::int as count from pgboss.job
          where name in (${sql.join(
            queues.map((queue) => sql`${queue}`),
            sql`, `,
          )})
          group by name, state order by name, state`,
      );
      return result.rows.map((row) => ({ ...row, count: Number(row.count) }));
    },
    failures,
  };
  return api;
}
