import {
  AUDIT_ACTIONS,
  isStaffRole,
  serverTexts,
  staffMayManageStaff,
  TARGET_TYPES,
} from '@marketplace/domain';
import { HttpResponse } from 'msw';
import type { MockDb } from '../db';
import { errorResponse, mockMessages, type Resolvers } from '../http';
import {
  adminUserView,
  appealView,
  approvalQueue,
  auditView,
  decisionView,
  medianReportToDecision,
  reportGroups,
} from './moderation-views';
import { appendAudit, signedInStaff } from './staff';

const texts = serverTexts.apiModeration;

type AdminOperationId =
  | 'getAdminSummary'
  | 'listAdminReports'
  | 'listApprovalQueue'
  | 'listAuditLog'
  | 'listAdminAppeals'
  | 'listAdminUsers'
  | 'getAdminUser'
  | 'setStaffRole';

const statusOf = (request: Request): 'open' | 'closed' | null => {
  const status = new URL(request.url).searchParams.get('status') ?? 'open';
  return status === 'open' || status === 'closed' ? status : null;
};

/** A positive whole number from the query, undefined when absent, null when malformed. */
function idParam(params: URLSearchParams, name: string): number | undefined | null {
  const value = params.get(name);
  if (value === null) return undefined;
  return /^[1-9]\d*$/.test(value) ? Number(value) : null;
}

/** The console's lists (GET /api/admin/*), the user detail and the staff roles. */
export function adminResolvers(db: MockDb): Pick<Resolvers, AdminOperationId> {
  return {
    getAdminSummary({ request }) {
      const check = signedInStaff(db, request);
      if (check.error) return check.error;
      return HttpResponse.json({
        open_reports: reportGroups(db, 'open').length,
        pending_ads: approvalQueue(db).length,
        open_appeals: db.moderation.appeals.filter((appeal) => appeal.status === 'open').length,
        median_report_to_decision_seconds: medianReportToDecision(db),
      });
    },

    listAdminReports({ request }) {
      const check = signedInStaff(db, request);
      if (check.error) return check.error;
      const status = statusOf(request);
      if (!status) return errorResponse(400, mockMessages.invalid);
      return HttpResponse.json(reportGroups(db, status));
    },

    listApprovalQueue({ request }) {
      const check = signedInStaff(db, request);
      if (check.error) return check.error;
      return HttpResponse.json(approvalQueue(db));
    },

    listAuditLog({ request }) {
      const check = signedInStaff(db, request);
      if (check.error) return check.error;
      const params = new URL(request.url).searchParams;
      const actor = idParam(params, 'actor');
      const targetId = idParam(params, 'target_id');
      const action = params.get('action');
      const targetType = params.get('target_type');
      const limit = Number(params.get('limit') ?? 100);
      if (
        actor === null ||
        targetId === null ||
        (action !== null && !AUDIT_ACTIONS.some((known) => known === action)) ||
        (targetType !== null && !TARGET_TYPES.some((known) => known === targetType)) ||
        !Number.isInteger(limit) ||
        limit < 1 ||
        limit > 500
      ) {
        return errorResponse(400, mockMessages.invalid);
      }
      const entries = db.moderation.auditLog
        .filter(
          (entry) =>
            (actor === undefined || entry.actor_id === actor) &&
            (action === null || entry.action === action) &&
            (targetType === null || entry.target.type === targetType) &&
            (targetId === undefined || entry.target.id === targetId),
        )
        .sort((a, b) => b.id - a.id)
        .slice(0, limit);
      return HttpResponse.json(entries.map((entry) => auditView(db, entry)));
    },

    listAdminAppeals({ request }) {
      const check = signedInStaff(db, request);
      if (check.error) return check.error;
      const status = statusOf(request);
      if (!status) return errorResponse(400, mockMessages.invalid);
      const appeals = db.moderation.appeals
        .filter((appeal) => (appeal.status === 'open') === (status === 'open'))
        .sort((a, b) =>
          status === 'open'
            ? a.created_at.localeCompare(b.created_at) || a.id - b.id
            : (b.resolved_at ?? '').localeCompare(a.resolved_at ?? '') || b.id - a.id,
        );
      return HttpResponse.json(appeals.flatMap((appeal) => appealView(db, appeal) ?? []));
    },

    listAdminUsers({ request }) {
      const check = signedInStaff(db, request);
      if (check.error) return check.error;
      const q = new URL(request.url).searchParams.get('q')?.trim().toLowerCase() ?? '';
      const found = db.users
        .filter(
          (user) =>
            !q || user.full_name.toLowerCase().includes(q) || user.email.toLowerCase().includes(q),
        )
        .sort((a, b) => b.id - a.id)
        .slice(0, 50);
      return HttpResponse.json(found.flatMap((user) => adminUserView(db, user.id) ?? []));
    },

    getAdminUser({ request, params }) {
      const check = signedInStaff(db, request);
      if (check.error) return check.error;
      const user = db.user(Number(params.id));
      const view = user && adminUserView(db, user.id);
      if (!user || !view) return errorResponse(404, texts.userNotFound);
      appendAudit(
        db,
        {
          actor_id: check.staff.id,
          action: 'view_user',
          target: { type: 'user', id: user.id },
          before: null,
          after: null,
          decision_id: null,
        },
        new Date().toISOString(),
      );
      return HttpResponse.json({
        ...view,
        email: user.email,
        reports_made: db.reports
          .filter((report) => report.user_id === user.id)
          .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
          .map(({ user_id: _user, ...report }) => report),
        decisions: db.moderation.decisions
          .filter((decision) => decision.affected_user_id === user.id)
          .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
          .map((decision) => decisionView(db, decision)),
      });
    },

    async setStaffRole({ request, params }) {
      const check = signedInStaff(db, request);
      if (check.error) return check.error;
      if (!staffMayManageStaff(check.role)) return errorResponse(403, texts.adminOnly);
      const { role } = await request.json();
      if (role !== null && !isStaffRole(role)) return errorResponse(400, mockMessages.invalid);
      const user = db.user(Number(params.id));
      if (!user) return errorResponse(404, texts.userNotFound);
      const before = db.moderation.staffRole(user.id);
      if (role === null) db.moderation.staffRoles.delete(user.id);
      else db.moderation.staffRoles.set(user.id, role);
      appendAudit(
        db,
        {
          actor_id: check.staff.id,
          action: 'set_staff_role',
          target: { type: 'user', id: user.id },
          before: { staff_role: before },
          after: { staff_role: role },
          decision_id: null,
        },
        new Date().toISOString(),
      );
      return HttpResponse.json(adminUserView(db, user.id)!);
    },
  };
}
