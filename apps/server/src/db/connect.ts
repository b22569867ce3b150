import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { acquireDataDirLock } from './lock';
import { PgliteThread } from './pglite-client';
import { findUp } from '../paths';
import { DEFAULT_DATABASE_TIMEOUT_MS } from '../config';
import { databaseFailure } from './unavailable';

/**
 * One query-builder type for both drivers. PGlite's drizzle database has the same query API as
 * node-postgres' (both are PgDatabase); only the driver-specific result HKT differs.
 */
export type Database = NodePgDatabase<typeof schema>;

/** Stops listening. */
export type Unlisten = () => Promise<void>;

export interface DatabaseHandle {
  db: Database;
  /**
   * The database of the reads a streaming replica may answer (DATABASE_READ_URL): the replica
   * while it answers, the primary (`db`) while it cannot be reached; `db` itself without a replica
   * and for PGlite. Only for reads outside a write's transaction: the replica refuses writes.
   */
  readDb: Database;
  /** Whether `readDb` has a replica of its own behind it. */
  hasReplica: boolean;
  kind: 'pglite' | 'postgres';
  /**
   * Reports the replica becoming unreachable (reads then go to the primary, with the error) and
   * answering again (without one). Until a listener is set they go to stderr.
   */
  onReplicaChange(listener: (available: boolean, error?: Error) => void): void;
  /**
   * Calls `onNotify` with the payload of every NOTIFY on `channel` (a constant identifier), from
   * any process writing to this database. `onLost` runs once if the listening connection fails
   * or stops answering (PostgreSQL: within about twice its query time-out); notifications may
   * have been missed from then on.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onLost: () => void,
  ): Promise<Unlisten>;
  /**
   * Reports connections the database lost while idle (PostgreSQL restarted or ended them); the
   * pool replaces them on the next query. Until a listener is set they go to stderr.
   */
  onConnectionError(listener: (error: Error) => void): void;
  /**
   * One round trip to the database that does not wait behind the load: PGlite runs it before
   * every queued request, PostgreSQL on a connection of its own outside the pool.
   */
  ping(): Promise<void>;
  /**
   * The connections of the pool (metrics): open, idle, and requests waiting for one. PGlite is one
   * session: open is 1, idle while nothing runs, and waiting counts the requests queued behind it.
   */
  connections(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

const migrationsFolder = () => path.dirname(path.dirname(findUp('migrations/meta/_journal.json')));

export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const releaseLock = await acquireDataDirLock(dataDir);
  try {
    // PGlite runs in a worker thread of its own (pglite-worker.ts), so WebAssembly never blocks
    // this thread; the client has the part of PGlite's interface that drizzle uses.
    const client = await PgliteThread.open(path.join(dataDir, 'db'));
    const db = drizzlePglite(client as unknown as PGlite, { schema });
    try {
      await migratePglite(db, { migrationsFolder: migrationsFolder() });
    } catch (error) {
      await client.close().catch(() => {});
      throw error;
    }
    return {
      db: db as unknown as Database,
      readDb: db as unknown as Database,
      hasReplica: false,
      kind: 'pglite',
      onReplicaChange() {},
      // Notifications arrive as the notifying statement completes; lost only if the database
      // thread fails.
      async listen(channel, onNotify, onLost) {
        const unlisten = await client.listen(channel, onNotify);
        const forget = client.onLost(onLost);
        return async () => {
          forget();
          await unlisten();
        };
      },
      // In-process: there is no connection to lose.
      onConnectionError() {},
      ping: () => client.ping(),
      connections() {
        const pending = client.pendingRequests;
        return { total: 1, idle: pending === 0 ? 1 : 0, waiting: Math.max(0, pending - 1) };
      },
      async close() {
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

// Any constant shared by all server processes; serialises migrations across them.
const MIGRATION_LOCK_ID = 7_304_211;

/** The time-outs of every PostgreSQL connection, derived from DATABASE_TIMEOUT_MS. */
export function postgresTimeouts(timeoutMs: number) {
  return {
    // The client gives up on an answer after this. A frozen server never answers, and its
    // kernel keeps the connection open, so only this ends the wait.
    query_timeout: timeoutMs,
    // The server cancels a slow statement a little earlier, so its connection stays usable.
    statement_timeout: Math.max(1, Math.floor(timeoutMs * 0.8)),
    // A transaction left open by a stuck or vanished holder is ended by the server.
    idle_in_transaction_session_timeout: timeoutMs * 2,
    // Opening a connection, and waiting for a free one in the pool.
    connectionTimeoutMillis: Math.min(timeoutMs, 3_000),
    // Finds idle connections to a host that vanished (and keeps them alive through middleboxes).
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  } satisfies pg.ClientConfig;
}

/** Resolves when `promise` settles or after `ms`, whichever is first: never waits on a frozen server. */
async function atMost(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    promise.catch(() => {}),
    new Promise((resolve) => {
      timer = setTimeout(resolve, ms);
      timer.unref();
    }),
  ]);
  clearTimeout(timer);
}

/** A failure after which the connection's protocol state is unknown or the connection is gone. */
function connectionIsUnusable(error: unknown): boolean {
  const failure = databaseFailure(error);
  // A statement the server cancelled (statement_timeout) leaves its connection usable.
  return failure !== null && failure.code !== '57014';
}

type Release = (error?: Error | boolean) => void;
type AnyCallback = (error: unknown, result: unknown) => void;

/**
 * Makes a pooled client safe to lose. node-postgres keeps a client whose query timed out on the
 * client side waiting for that answer, and its holder may never give it back (drizzle's
 * transaction keeps its client when `begin` fails): a lost or timed-out client is therefore
 * released at once, with its error, so the pool ends it and opens a new connection instead, and
 * its holder's own release later is a no-op.
 */
function guardPooledClient(client: pg.PoolClient): void {
  // A checked-out client has no pool listener: its lost connection fails its queries, and must
  // not end the process as an unheard 'error' event.
  client.on('error', () => {});
  let poolRelease: Release | undefined;
  const release: Release = (error) => {
    const current = poolRelease;
    poolRelease = undefined;
    current?.(error);
  };
  // pg-pool assigns a fresh release function on every checkout.
  Object.defineProperty(client, 'release', {
    configurable: true,
    get: () => release,
    set: (value: Release) => {
      poolRelease = value;
    },
  });
  const failed = (error: unknown) => {
    if (connectionIsUnusable(error)) {
      release(error instanceof Error ? error : new Error(String(error)));
    }
  };
  // query() has many overloads (promise, callback, submittable); this forwards them all as is.
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (error: unknown, result: unknown) => {
        if (error) failed(error);
        (callback as AnyCallback)(error, result);
      };
      return query(...args);
    }
    const result = query(...args);
    if (!(result instanceof Promise)) return result;
    return result.catch((error: unknown) => {
      failed(error);
      throw error;
    });
  }) as typeof client.query;
}

/** How often an unreachable replica is tried again; reads stay on the primary meanwhile. */
export const REPLICA_RETRY_MS = 2_000;

/** A PostgreSQL pool with its connections guarded as in openPostgres. */
function guardedPool(url: string, max: number, timeouts: ReturnType<typeof postgresTimeouts>) {
  const pool = new pg.Pool({ connectionString: url, max, ...timeouts });
  pool.on('connect', guardPooledClient);
  // A client given back inside a transaction (or a failed one) would lend that state to the next
  // query: end it, so the pool drops it.
  pool.on('release', (error, client) => {
    if (!error && client.getTransactionStatus() !== 'I') void client.end().catch(() => {});
  });
  return pool;
}

/** SQLSTATE 40001 on a hot standby: a read cancelled because replay had to remove its rows. */
function isRecoveryConflict(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if ((error as { code?: unknown }).code === '40001') return true;
  return isRecoveryConflict(error.cause);
}

/**
 * The reads of a streaming replica (DATABASE_READ_URL), as the one client drizzle is given: while
 * the replica answers, queries and connections come from its pool; once it cannot be reached (a
 * connection refused, cut, or not answered within the time-outs) the failed read is sent again to
 * the primary, and every read goes there until a probe every REPLICA_RETRY_MS finds the replica
 * answering again. A read the standby cancelled for a conflict with replay is retried on the
 * primary too. drizzle asks a pool for `query` (promises) and, for a transaction, `connect`.
 */
class ReplicaReadPool {
  private available = true;
  private probe: NodeJS.Timeout | undefined;
  private probing = false;
  private closed = false;

  constructor(
    private readonly replica: pg.Pool,
    private readonly probePool: pg.Pool,
    private readonly primary: pg.Pool,
    private readonly changed: (available: boolean, error?: Error) => void,
  ) {}

  async query(...args: unknown[]): Promise<unknown> {
    // Passed on as drizzle gave them: a query config and its parameters.
    const query = (pool: pg.Pool) =>
      (pool.query as (...given: unknown[]) => Promise<unknown>).apply(pool, args);
    if (!this.available) return query(this.primary);
    try {
      return await query(this.replica);
    } catch (error) {
      if (connectionIsUnusable(error)) this.down(error);
      else if (!isRecoveryConflict(error)) throw error;
      return query(this.primary);
    }
  }

  async connect(): Promise<pg.PoolClient> {
    if (!this.available) return this.primary.connect();
    try {
      return await this.replica.connect();
    } catch (error) {
      if (!databaseFailure(error)) throw error;
      this.down(error);
      return this.primary.connect();
    }
  }

  /** Tries the replica once at start; reads begin on the primary when it does not answer. */
  async check(): Promise<void> {
    try {
      await this.probePool.query('select 1');
    } catch (error) {
      this.down(error);
    }
  }

  private down(error: unknown): void {
    if (!this.available || this.closed) return;
    this.available = false;
    this.changed(false, error instanceof Error ? error : new Error(String(error)));
    this.probe = setInterval(() => {
      if (this.probing) return;
      this.probing = true;
      this.probePool.query('select 1').then(
        () => {
          this.probing = false;
          if (this.closed || this.available) return;
          clearInterval(this.probe);
          this.available = true;
          this.changed(true);
        },
        () => {
          this.probing = false;
        },
      );
    }, REPLICA_RETRY_MS);
    this.probe.unref();
  }

  async end(): Promise<void> {
    this.closed = true;
    clearInterval(this.probe);
    await Promise.all([this.replica.end(), this.probePool.end()]);
  }
}

/**
 * PostgreSQL at `url`, migrated; with `readUrl`, a streaming replica of it behind `readDb` (a pool
 * of the same size and time-outs). The replica is never migrated: it replays the primary.
 */
export async function openPostgres(
  url: string,
  poolSize = 10,
  timeoutMs = DEFAULT_DATABASE_TIMEOUT_MS,
  readUrl?: string,
): Promise<DatabaseHandle> {
  const timeouts = postgresTimeouts(timeoutMs);

  // Migrations may take long: their session has no statement time-outs.
  const migrationClient = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: timeouts.connectionTimeoutMillis,
    keepAlive: timeouts.keepAlive,
    keepAliveInitialDelayMillis: timeouts.keepAliveInitialDelayMillis,
  });
  // A lost connection fails the migration's query; unheard, it would end the process.
  migrationClient.on('error', () => {});
  await migrationClient.connect();
  try {
    await migrationClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    const migrationDb = drizzlePg(migrationClient, { schema });
    await migratePg(migrationDb, { migrationsFolder: migrationsFolder() });
  } finally {
    await migrationClient
      .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID])
      .catch(() => {});
    await atMost(migrationClient.end(), timeouts.connectionTimeoutMillis);
  }

  const pool = guardedPool(url, poolSize, timeouts);
  let connectionError = (error: Error) =>
    console.error(`PostgreSQL connection lost: ${error.message}`);
  // An idle client's failure is an 'error' event on the pool: unheard, it would end the process.
  pool.on('error', (error) => connectionError(error));
  // The health check's own connection: a full pool never holds it up.
  const pingPool = guardedPool(url, 1, timeouts);
  pingPool.on('error', (error) => connectionError(error));

  let replicaChange = (available: boolean, error?: Error) =>
    console.error(
      available
        ? 'PostgreSQL replica answers again: reads go to it'
        : `PostgreSQL replica unreachable, reads go to the primary: ${error?.message}`,
    );
  let replica: ReplicaReadPool | null = null;
  if (readUrl) {
    const replicaPool = guardedPool(readUrl, poolSize, timeouts);
    const probePool = guardedPool(readUrl, 1, timeouts);
    for (const each of [replicaPool, probePool]) {
      each.on('error', (error) => connectionError(error));
    }
    replica = new ReplicaReadPool(replicaPool, probePool, pool, (available, error) =>
      replicaChange(available, error),
    );
    await replica.check();
  }
  const db = drizzlePg(pool, { schema });
  return {
    db,
    // drizzle takes any client whose constructor's name says Pool (node-postgres/session.js) and
    // uses only its query() and connect(), which ReplicaReadPool has.
    readDb: replica ? drizzlePg(replica as unknown as pg.Pool, { schema }) : db,
    hasReplica: replica !== null,
    kind: 'postgres',
    onReplicaChange(listener) {
      replicaChange = listener;
    },
    // A connection of its own outside the pool: LISTEN lasts as long as the session.
    async listen(channel, onNotify, onLost) {
      const client = new pg.Client({ connectionString: url, ...timeouts });
      let state: 'connecting' | 'listening' | 'closed' = 'connecting';
      let heartbeat: NodeJS.Timeout | undefined = undefined;
      const stop = async () => {
        state = 'closed';
        clearInterval(heartbeat);
        await atMost(client.end(), timeouts.connectionTimeoutMillis);
      };
      const lost = () => {
        if (state !== 'listening') return;
        void stop();
        onLost();
      };
      client.on('error', lost);
      client.on('end', lost);
      client.on('notification', (message) => {
        if (message.channel === channel && message.payload !== undefined) onNotify(message.payload);
      });
      try {
        await client.connect();
        await client.query(`LISTEN "${channel}"`);
      } catch (error) {
        await stop();
        throw error;
      }
      state = 'listening';
      // A frozen server keeps the connection open (its kernel answers keepalive probes) and only
      // stops answering: a periodic query, bounded by query_timeout, notices that.
      let waiting = false;
      heartbeat = setInterval(() => {
        if (waiting) return;
        waiting = true;
        client.query('select 1').then(() => {
          waiting = false;
        }, lost);
      }, timeoutMs);
      heartbeat.unref();
      return stop;
    },
    onConnectionError(listener) {
      connectionError = listener;
    },
    async ping() {
      await pingPool.query('select 1');
    },
    connections: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    close: () =>
      atMost(
        Promise.all([pool.end(), pingPool.end(), replica?.end()]),
        timeouts.connectionTimeoutMillis,
      ),
  };
}

export function openDatabase(options: {
  dataDir: string;
  databaseUrl: string | undefined;
  /** A streaming replica of databaseUrl for the reads (PostgreSQL only). */
  databaseReadUrl?: string | undefined;
  databaseTimeoutMs?: number;
}): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(
        options.databaseUrl,
        undefined,
        options.databaseTimeoutMs,
        options.databaseReadUrl,
      )
    : openPglite(options.dataDir);
}
