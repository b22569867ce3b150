import type { ApiClient, LandAd } from '@marketplace/api-client';
import { toResult } from '../../../lib/api-result';

/** GET /api/ads/my-ads: the signed-in user's land ads. */
export function getMyLandAds(api: ApiClient) {
  return toResult<LandAd[]>(api.GET('/api/ads/my-ads'));
}
