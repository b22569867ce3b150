import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { HandlersFor } from '../../http/contract';
import type { ServiceContext } from '../../services/context';
import {
  adminSummary,
  createAppeal,
  createDecision,
  getCompany,
  getDecision,
  getUserDetail,
  listApprovalQueue,
  listAppeals,
  listAuditLog,
  listReportGroups,
  listUsers,
  putCompany,
  requireStaff,
  resolveAppeal,
  setStaffRole,
} from '../../services/moderation';

type ModerationOperations =
  | 'getCompany'
  | 'putCompany'
  | 'getDecision'
  | 'createAppeal'
  | 'getAdminSummary'
  | 'listAdminReports'
  | 'listApprovalQueue'
  | 'createDecision'
  | 'listAuditLog'
  | 'listAdminAppeals'
  | 'resolveAppeal'
  | 'listAdminUsers'
  | 'getAdminUser'
  | 'setStaffRole';

/**
 * The operator's side: a token is required everywhere (the contract's global bearerAuth), and
 * every /api/admin route answers 403 to anyone without a staff role.
 */
export function createModerationHandlers(
  app: FastifyInstance,
  ctx: ServiceContext,
): HandlersFor<ModerationOperations> {
  const staff = (request: FastifyRequest) => {
    const user = app.auth.requireUser(request);
    requireStaff(user);
    return user;
  };
  return {
    getCompany: async (request) => getCompany(ctx.db, app.auth.requireUser(request).id),
    putCompany: async (request) => putCompany(ctx, app.auth.requireUser(request), request.body),
    getDecision: async (request) =>
      getDecision(ctx, app.auth.requireUser(request), request.params.id),
    createAppeal: async (request, reply) => {
      const appeal = await createAppeal(ctx, app.auth.requireUser(request), request.body);
      return reply.code(201).send(appeal);
    },
    getAdminSummary: async (request) => {
      staff(request);
      return adminSummary(ctx);
    },
    listAdminReports: async (request) => {
      staff(request);
      return listReportGroups(ctx, request.query.status ?? 'open');
    },
    listApprovalQueue: async (request) => {
      staff(request);
      return listApprovalQueue(ctx);
    },
    createDecision: async (request, reply) => {
      const decision = await createDecision(ctx, staff(request), request.body);
      return reply.code(201).send(decision);
    },
    listAuditLog: async (request) => {
      staff(request);
      return listAuditLog(ctx, request.query);
    },
    listAdminAppeals: async (request) => {
      staff(request);
      return listAppeals(ctx, request.query.status ?? 'open');
    },
    resolveAppeal: async (request) =>
      resolveAppeal(ctx, staff(request), request.params.id, request.body),
    listAdminUsers: async (request) => {
      staff(request);
      return listUsers(ctx, request.query.q);
    },
    getAdminUser: async (request) => getUserDetail(ctx, staff(request), request.params.id),
    setStaffRole: async (request) => {
      const actor = staff(request);
      return setStaffRole(ctx.db, actor, request.params.id, request.body.role, ctx.now());
    },
  };
}
