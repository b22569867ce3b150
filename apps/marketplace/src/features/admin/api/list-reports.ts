import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@marketplace/api-client';
import { unwrap } from '../../../lib/api-call';
import { useApiClient } from '../../../lib/api-client';
import { adminKeys, type ReportGroup, type ReportStatus } from './admin-keys';

/** GET /api/admin/reports: reports grouped by ad, open ones most reported first. */
export const reportsQuery = (api: ApiClient, viewerId: number, status: ReportStatus) =>
  queryOptions({
    queryKey: adminKeys.reports(viewerId, status),
    queryFn: () =>
      unwrap<ReportGroup[]>(
        api.GET('/api/admin/reports', { params: { query: { status } } }),
        'Loading the reports failed',
      ),
  });

export function useReportGroups(viewerId: number, status: ReportStatus) {
  return useQuery(reportsQuery(useApiClient(), viewerId, status));
}
