import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../../db/connect';
import { refreshAdStatistics } from '../../services/planner-statistics';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /**
     * The replica's reads (DATABASE_READ_URL), or `db` without one: only through
     * `app.readDatabase(request)` (plugins/app/read-your-writes.ts), which keeps a writer's reads
     * on the primary.
     */
    readDb: Database;
    /** Whether DATABASE_READ_URL gave the reads a replica. */
    hasReplica: boolean;
    /** A database round trip that waits behind no other query (the health check). */
    pingDatabase(): Promise<void>;
  }
}

/** How often PGlite's planner statistics of the ad tables are checked (see planner-statistics.ts). */
const STATISTICS_CHECK_MS = 5 * 60_000;

/** Exposes an already opened database; whoever opened it closes it (see server.ts and tests). */
export default fp(
  async function database(app: FastifyInstance, options: { handle: DatabaseHandle }) {
    app.decorate('db', options.handle.db);
    app.decorate('readDb', options.handle.readDb);
    app.decorate('hasReplica', options.handle.hasReplica);
    app.decorate('pingDatabase', () => options.handle.ping());
    options.handle.onConnectionError((error) =>
      app.log.warn({ err: error }, 'a database connection was lost; the pool replaces it'),
    );
    options.handle.onReplicaChange((available, error) =>
      available
        ? app.log.info('the database replica answers again; reads go to it')
        : app.log.warn(
            { err: error },
            'the database replica is unreachable; reads go to the primary',
          ),
    );

    // PostgreSQL's autovacuum keeps statistics; PGlite has none: check at start and then regularly.
    if (options.handle.kind !== 'pglite') return;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> = Promise.resolve();
    const check = () => {
      running = refreshAdStatistics(app.db).then(
        (tables) => {
          if (tables.length) app.log.info({ tables }, 'planner statistics refreshed');
        },
        (error: unknown) => app.log.warn({ err: error }, 'planner statistics not refreshed'),
      );
    };
    app.addHook('onReady', async () => {
      check();
      timer = setInterval(check, STATISTICS_CHECK_MS);
      timer.unref();
    });
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'database' },
);
