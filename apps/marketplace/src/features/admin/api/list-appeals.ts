import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@marketplace/api-client';
import { unwrap } from '../../../lib/api-call';
import { useApiClient } from '../../../lib/api-client';
import { adminKeys, type Appeal } from './admin-keys';

/** GET /api/admin/appeals: the open appeals, oldest first, each with its decision. */
export const appealsQuery = (api: ApiClient, viewerId: number) =>
  queryOptions({
    queryKey: adminKeys.appeals(viewerId),
    queryFn: () =>
      unwrap<Appeal[]>(
        api.GET('/api/admin/appeals', { params: { query: { status: 'open' } } }),
        'Loading the appeals failed',
      ),
  });

export function useOpenAppeals(viewerId: number) {
  return useQuery(appealsQuery(useApiClient(), viewerId));
}
