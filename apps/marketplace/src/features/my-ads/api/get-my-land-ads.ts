import { landAdInPageScript } from '../../../lib/page-script';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient, LandAd } from '@marketplace/api-client';
import { unwrap } from '../../../lib/api-call';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/ads/my-ads: the signed-in user's land ads. */
export function getMyLandAds(api: ApiClient): Promise<LandAd[]> {
  return unwrap<LandAd[]>(api.GET('/api/ads/my-ads'), 'Loading my land ads failed').then((ads) =>
    ads.map(landAdInPageScript),
  );
}

/** Under `queryKeys.landAds.all`: creating, editing or deleting a land ad reloads it. */
export const myLandAdsQuery = (api: ApiClient, userId: number | null) =>
  queryOptions({
    queryKey: queryKeys.landAds.mine(userId),
    queryFn: () => getMyLandAds(api),
    enabled: userId !== null,
  });
