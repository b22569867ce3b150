import type { FastifyInstance } from 'fastify';
import type { HandlersFor } from '../../http/contract';
import type { ServiceContext } from '../../services/context';
import { MAX_REPORTS_PER_WINDOW, REPORT_WINDOW_MS, serverTexts } from '@marketplace/domain';
import { inMinutes } from '../../plugins/app/rate-limits';
import { createReport } from '../../services/reports';

// Reports of ads; a token is required (the contract's global bearerAuth).
export function createReportHandlers(
  app: FastifyInstance,
  ctx: ServiceContext,
): HandlersFor<'createReport'> {
  // Each attempt counts before anything else, so parallel requests cannot exceed the limit.
  const reportLimit = app.limit({
    key: (request) => `reports:${app.auth.requireUser(request).id}`,
    max: MAX_REPORTS_PER_WINDOW,
    windowMs: REPORT_WINDOW_MS,
    message: inMinutes(serverTexts.apiReports.tooManyReports),
  });
  return {
    createReport: async (request, reply) => {
      const user = app.auth.requireUser(request);
      await reportLimit.take(request);
      const report = await createReport(ctx, user, request.body);
      return reply.code(201).send(report);
    },
  };
}
