import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@marketplace/api-client';
import { unwrap } from '../../../lib/api-call';
import { useApiClient } from '../../../lib/api-client';
import { adminKeys, type AdminUserDetail } from './admin-keys';

/**
 * GET /api/admin/users/{id}: the email, reports and measures. The server writes every opening to
 * the audit log, so the answer is kept while the page is open rather than asked again on focus.
 */
export const adminUserQuery = (api: ApiClient, viewerId: number, id: number) =>
  queryOptions({
    queryKey: adminKeys.user(viewerId, id),
    queryFn: () =>
      unwrap<AdminUserDetail>(
        api.GET('/api/admin/users/{id}', { params: { path: { id } } }),
        `Loading user ${id} failed`,
      ),
    staleTime: Infinity,
  });

export function useAdminUser(viewerId: number, id: number) {
  return useQuery(adminUserQuery(useApiClient(), viewerId, id));
}
