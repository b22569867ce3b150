import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@marketplace/api-client';
import { unwrap } from '../../../lib/api-call';
import { useApiClient } from '../../../lib/api-client';
import { adminKeys, type ModeratedAd } from './admin-keys';

/** GET /api/admin/queue: the ads awaiting approval, oldest first. */
export const queueQuery = (api: ApiClient, viewerId: number) =>
  queryOptions({
    queryKey: adminKeys.queue(viewerId),
    queryFn: () =>
      unwrap<ModeratedAd[]>(api.GET('/api/admin/queue'), 'Loading the approval queue failed'),
  });

export function useApprovalQueue(viewerId: number) {
  return useQuery(queueQuery(useApiClient(), viewerId));
}
