import type { components } from '@marketplace/api-client';

type Schemas = components['schemas'];
export type AdminSummary = Schemas['AdminSummary'];
export type ReportGroup = Schemas['ReportGroup'];
export type ModeratedAd = Schemas['ModeratedAd'];
export type Appeal = Schemas['Appeal'];
export type Decision = Schemas['Decision'];
export type AdminUser = Schemas['AdminUser'];
export type AdminUserDetail = Schemas['AdminUserDetail'];
export type AuditEntry = Schemas['AuditEntry'];
export type AuditAction = Schemas['AuditAction'];
export type DecisionTargetType = Schemas['DecisionTargetType'];
export type DecisionRequest = Schemas['DecisionRequest'];
export type ReportStatus = 'open' | 'closed';

/** The filters of GET /api/admin/audit-log; an absent one matches every entry. */
export interface AuditFilters {
  actor?: number;
  action?: AuditAction;
  target_type?: DecisionTargetType;
  target_id?: number;
}

/**
 * The console's answers, under one root: a decision changes several lists at once (reports,
 * queue, summary, audit log), so every mutation invalidates `all`. Keyed by the staff member.
 */
export const adminKeys = {
  all: ['admin'] as const,
  summary: (viewerId: number) => ['admin', viewerId, 'summary'] as const,
  reports: (viewerId: number, status: ReportStatus) =>
    ['admin', viewerId, 'reports', status] as const,
  queue: (viewerId: number) => ['admin', viewerId, 'queue'] as const,
  appeals: (viewerId: number) => ['admin', viewerId, 'appeals'] as const,
  users: (viewerId: number, q: string) => ['admin', viewerId, 'users', q] as const,
  user: (viewerId: number, id: number) => ['admin', viewerId, 'user', id] as const,
  auditLog: (viewerId: number, filters: AuditFilters) =>
    ['admin', viewerId, 'audit-log', filters] as const,
};
