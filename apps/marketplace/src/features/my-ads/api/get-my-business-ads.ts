import { businessAdInPageScript } from '../../../lib/page-script';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient, BusinessAd } from '@marketplace/api-client';
import { unwrap } from '../../../lib/api-call';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/business-ads/user/me: the signed-in user's business ads (for 'Moji oglasi'). */
export function getMyBusinessAds(api: ApiClient): Promise<BusinessAd[]> {
  return unwrap<BusinessAd[]>(
    api.GET('/api/business-ads/user/me'),
    'Loading my business ads failed',
  ).then((ads) => ads.map(businessAdInPageScript));
}

/** Under `queryKeys.businessAds.all`: creating, editing or deleting a business ad reloads it. */
export const myBusinessAdsQuery = (api: ApiClient, userId: number | null) =>
  queryOptions({
    queryKey: queryKeys.businessAds.mine(userId),
    queryFn: () => getMyBusinessAds(api),
    enabled: userId !== null,
  });
