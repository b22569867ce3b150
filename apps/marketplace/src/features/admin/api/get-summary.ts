import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@marketplace/api-client';
import { unwrap } from '../../../lib/api-call';
import { useApiClient } from '../../../lib/api-client';
import { adminKeys, type AdminSummary } from './admin-keys';

/** GET /api/admin/summary: open work and the median time from a report to its decision. */
export const summaryQuery = (api: ApiClient, viewerId: number) =>
  queryOptions({
    queryKey: adminKeys.summary(viewerId),
    queryFn: () =>
      unwrap<AdminSummary>(api.GET('/api/admin/summary'), 'Loading the console summary failed'),
  });

export function useAdminSummary(viewerId: number) {
  return useQuery(summaryQuery(useApiClient(), viewerId));
}
