import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@marketplace/api-client';
import { unwrap } from '../../../lib/api-call';
import { useApiClient } from '../../../lib/api-client';
import { adminKeys, type AuditEntry, type AuditFilters } from './admin-keys';

/** GET /api/admin/audit-log: the entries matching every filter given, newest first. */
export const auditLogQuery = (api: ApiClient, viewerId: number, filters: AuditFilters) =>
  queryOptions({
    queryKey: adminKeys.auditLog(viewerId, filters),
    queryFn: () =>
      unwrap<AuditEntry[]>(
        api.GET('/api/admin/audit-log', { params: { query: filters } }),
        'Loading the audit log failed',
      ),
  });

export function useAuditLog(viewerId: number, filters: AuditFilters) {
  return useQuery({
    ...auditLogQuery(useApiClient(), viewerId, filters),
    placeholderData: keepPreviousData,
  });
}
