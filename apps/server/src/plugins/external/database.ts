import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../../db/connect';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

/** Exposes an already opened database; whoever opened it closes it (see server.ts and tests). */
export default fp(
  async function database(app: FastifyInstance, options: { handle: DatabaseHandle }) {
    app.decorate('db', options.handle.db);
    options.handle.onConnectionError((error) =>
      app.log.warn({ err: error }, 'a database connection was lost; the pool replaces it'),
    );
  },
  { name: 'database' },
);
