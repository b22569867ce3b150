import type { FastifyInstance } from 'fastify';

/** Demo data on first start with an empty database (DESIGN: Running). */
export async function seedDemoData(app: FastifyInstance): Promise<void> {
  app.log.debug('demo data: not yet available');
}
