import { serverTexts } from '@marketplace/domain';
import type { HttpResponse } from 'msw';
import type { ApiError } from '../../src/types';
import type { MockDb, StoredUser } from '../db';
import { errorResponse, mockMessages } from '../http';
import type { StaffRole, StoredAuditEntry } from '../moderation-state';
import { signedInUser } from '../session';

export type StaffCheck =
  { staff: StoredUser; role: StaffRole; error?: undefined } | { error: HttpResponse<ApiError> };

/** The staff member of a request: 401 without a session, 403 for a user without a staff role. */
export function signedInStaff(db: MockDb, request: Request): StaffCheck {
  const user = signedInUser(db, request);
  if (!user) return { error: errorResponse(401, mockMessages.unauthorized) };
  const role = db.moderation.staffRole(user.id);
  if (!role) return { error: errorResponse(403, serverTexts.apiModeration.forbiddenStaff) };
  return { staff: user, role };
}

/** Appends one row to the audit log (as the server does, in the same step as the change). */
export function appendAudit(
  db: MockDb,
  entry: Omit<
    StoredAuditEntry,
    'id' | 'created_at' | 'reason_code' | 'terms_clause' | 'statement'
  > &
    Partial<Pick<StoredAuditEntry, 'reason_code' | 'terms_clause' | 'statement'>>,
  at: string,
): void {
  db.moderation.auditLog.push({
    reason_code: null,
    terms_clause: null,
    statement: null,
    ...entry,
    id: db.nextId(),
    created_at: at,
  });
}
