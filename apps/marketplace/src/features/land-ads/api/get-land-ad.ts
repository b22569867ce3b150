import { landAdInPageScript } from '../../../lib/page-script';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, LandAd } from '@marketplace/api-client';
import { useApiClient } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-call';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/ads/{id} (DESIGN: the token is sent when stored, so a deleted ad stays visible). */
export function getLandAd(api: ApiClient, id: number): Promise<LandAd> {
  return unwrap<LandAd>(
    api.GET('/api/ads/{id}', { params: { path: { id } } }),
    'Loading the land ad failed',
  );
}

/**
 * One land ad. The /ads/:id route's loader prefetches it as the navigation starts, beside the
 * download of the screen's code and the session check, and the screen takes that answer instead
 * of asking again: hence the app's default staleTime here, not 0 (a prefetch that ended before the
 * screen mounted would otherwise be sent twice). Freshness after an edit comes from the
 * mutations: creating, editing, deleting an ad or one of its images invalidates
 * `queryKeys.landAds.all`, and an invalidated detail is asked again when next shown (its cached
 * copy is shown meanwhile).
 */
export const landAdQuery = (api: ApiClient, id: number) =>
  queryOptions({ queryKey: queryKeys.landAds.detail(id), queryFn: () => getLandAd(api, id) });

/** The ad as its page shows it: in the page's script (an edit form reads useLandAdForEdit). */
export function useLandAd(id: number) {
  const api = useApiClient();
  return useQuery({ ...landAdQuery(api, id), select: landAdInPageScript });
}

/**
 * The ad an edit form starts from: always this visit's answer from the server, never a cached
 * copy (which may predate an edit); `isFetchedAfterMount` says when it is there.
 */
export function useLandAdForEdit(id: number) {
  const api = useApiClient();
  return useQuery({ ...landAdQuery(api, id), refetchOnMount: 'always' });
}
