import type { FastifyInstance } from 'fastify';
import type { HandlersFor } from '../../http/contract';
import type { ServiceContext } from '../../services/context';
import { createReport } from '../../services/reports';

// Reports of ads; a token is required (the contract's global bearerAuth).
export function createReportHandlers(
  app: FastifyInstance,
  ctx: ServiceContext,
): HandlersFor<'createReport'> {
  return {
    createReport: async (request, reply) => {
      const report = await createReport(ctx, app.auth.requireUser(request), request.body);
      return reply.code(201).send(report);
    },
  };
}
