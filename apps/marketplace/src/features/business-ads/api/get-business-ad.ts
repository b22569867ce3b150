import { businessAdInPageScript } from '../../../lib/page-script';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, BusinessAd } from '@marketplace/api-client';
import { useApiClient } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-call';
import { useSession } from '../../../lib/auth';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/business-ads/{id}; the token is sent when stored, a 404 is handled by the caller. */
export function getBusinessAd(api: ApiClient, id: number): Promise<BusinessAd> {
  return unwrap<BusinessAd>(
    api.GET('/api/business-ads/{id}', { params: { path: { id } } }),
    'Loading the business ad failed',
  );
}

/**
 * One business ad, keyed by the viewer (descriptions are for investors). Editing or deleting a
 * business ad invalidates `queryKeys.businessAds.all`, so a detail is asked again after it.
 */
export const businessAdQuery = (api: ApiClient, id: number, viewerId: number | null) =>
  queryOptions({
    queryKey: queryKeys.businessAds.detail(id, viewerId),
    queryFn: () => getBusinessAd(api, id),
  });

export function useBusinessAd(id: number) {
  const api = useApiClient();
  const { user } = useSession();
  return useQuery({
    ...businessAdQuery(api, id, user?.id ?? null),
    select: businessAdInPageScript,
  });
}

/**
 * The ad an edit form starts from: always this visit's answer from the server, never a cached
 * copy (which may predate an edit); `isFetchedAfterMount` says when it is there.
 */
export function useBusinessAdForEdit(id: number) {
  const api = useApiClient();
  const { user } = useSession();
  return useQuery({ ...businessAdQuery(api, id, user?.id ?? null), refetchOnMount: 'always' });
}
