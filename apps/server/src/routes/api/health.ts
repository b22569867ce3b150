import type { FastifyInstance } from 'fastify';
import type { HandlersFor } from '../../http/contract';

export function createHealthHandlers(app: FastifyInstance): HandlersFor<'getHealth'> {
  return {
    // A real round trip, but one that never waits behind the load (db/connect.ts, ping()).
    async getHealth() {
      await app.pingDatabase();
      return { status: 'ok' };
    },
  };
}
