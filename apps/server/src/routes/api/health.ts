import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { HandlersFor } from '../../http/contract';

export function createHealthHandlers(app: FastifyInstance): HandlersFor<'getHealth'> {
  return {
    async getHealth() {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' };
    },
  };
}
