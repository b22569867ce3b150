import type { FastifyInstance } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS, databaseUnavailableMessage } from '../../db/unavailable';
import type { HandlersFor } from '../../http/contract';
import { HttpError } from '../../http/errors';

const notReady = () =>
  new HttpError(503, databaseUnavailableMessage(), {
    'retry-after': String(DATABASE_RETRY_AFTER_SECONDS),
  });

export function createHealthHandlers(
  app: FastifyInstance,
): HandlersFor<'getHealth' | 'getHealthLive' | 'getHealthReady'> {
  return {
    // A real round trip, but one that never waits behind the load (db/connect.ts, ping()).
    async getHealth() {
      await app.pingDatabase();
      return { status: 'ok' };
    },
    // The process answers: nothing outside it is asked.
    async getHealthLive() {
      return { status: 'ok' };
    },
    // What a balancer routes by: not while stopping, and only with the database and the storage.
    async getHealthReady(request) {
      if (app.lifecycle.draining) throw notReady();
      await app.pingDatabase();
      try {
        await app.images.reachable();
      } catch (error) {
        request.log.warn({ err: error }, 'image storage unreachable');
        throw notReady();
      }
      return { status: 'ok' };
    },
  };
}
