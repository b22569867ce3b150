import { AUDIT_ACTIONS, TARGET_TYPES } from '@marketplace/domain';
import type { AuditFilters } from '../api/admin-keys';

const positiveId = (value: string | null): number | undefined =>
  value !== null && /^[1-9]\d{0,9}$/.test(value.trim()) ? Number(value.trim()) : undefined;

/** The audit log's filters from the address (?actor=8&action=hide…); a malformed one is dropped. */
export function auditFiltersOf(params: URLSearchParams): AuditFilters {
  const action = AUDIT_ACTIONS.find((known) => known === params.get('action'));
  const targetType = TARGET_TYPES.find((known) => known === params.get('target_type'));
  const actor = positiveId(params.get('actor'));
  const targetId = positiveId(params.get('target_id'));
  return {
    ...(actor !== undefined && { actor }),
    ...(action && { action }),
    ...(targetType && { target_type: targetType }),
    ...(targetId !== undefined && { target_id: targetId }),
  };
}

/** Whether a typed id filter is acceptable: empty (no filter) or a positive whole number. */
export const isIdFilter = (value: string) => value.trim() === '' || positiveId(value) !== undefined;
