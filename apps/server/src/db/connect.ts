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

/**
 * One query-builder type for both drivers. PGlite's drizzle database has the same query API as
 * node-postgres' (both are PgDatabase); only the driver-specific result HKT differs.
 */
export type Database = NodePgDatabase<typeof schema>;

/** Stops listening. */
export type Unlisten = () => Promise<void>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Calls `onNotify` with the payload of every NOTIFY on `channel` (a constant identifier), from
   * any process writing to this database. `onLost` runs once if the listening connection fails;
   * notifications may have been missed from then on.
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
  close(): Promise<void>;
}

const migrationsFolder = () => path.dirname(path.dirname(findUp('migrations/meta/_journal.json')));

export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const releaseLock = acquireDataDirLock(dataDir);
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
      kind: 'pglite',
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

export async function openPostgres(url: string, poolSize = 10): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  let connectionError = (error: Error) =>
    console.error(`PostgreSQL connection lost: ${error.message}`);
  // An idle client's failure is an 'error' event on the pool: unheard, it would end the process.
  pool.on('error', (error) => connectionError(error));
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    const migrationDb = drizzlePg(lockClient, { schema });
    await migratePg(migrationDb, { migrationsFolder: migrationsFolder() });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    lockClient.release();
  }
  return {
    db: drizzlePg(pool, { schema }),
    kind: 'postgres',
    // A connection of its own outside the pool: LISTEN lasts as long as the session.
    async listen(channel, onNotify, onLost) {
      const client = new pg.Client({ connectionString: url });
      let closed = false;
      const lost = () => {
        if (closed) return;
        closed = true;
        void client.end().catch(() => {});
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
        closed = true;
        await client.end().catch(() => {});
        throw error;
      }
      return async () => {
        closed = true;
        await client.end().catch(() => {});
      };
    },
    onConnectionError(listener) {
      connectionError = listener;
    },
    close: () => pool.end(),
  };
}

export function openDatabase(options: {
  dataDir: string;
  databaseUrl: string | undefined;
}): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
