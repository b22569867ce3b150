import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, BusinessAd } from '@marketplace/api-client';
import { useApiClient } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-call';
import { useSession } from '../../../lib/auth';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/business-ads (DESIGN: the token goes along when stored, for description visibility). */
export function getBusinessAds(api: ApiClient): Promise<BusinessAd[]> {
  return unwrap<BusinessAd[]>(api.GET('/api/business-ads'), 'Loading business ads failed');
}

/** The answer depends on who asks (descriptions are for investors): keyed by the viewer. */
export const businessAdsQuery = (api: ApiClient, viewerId: number | null) =>
  queryOptions({
    queryKey: queryKeys.businessAds.list(viewerId),
    queryFn: () => getBusinessAds(api),
  });

export function useBusinessAds() {
  const api = useApiClient();
  const { user } = useSession();
  return useQuery(businessAdsQuery(api, user?.id ?? null));
}
