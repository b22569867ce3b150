import type { ApiClient, BusinessAd } from '@marketplace/api-client';
import { toResult } from '../../../lib/api-result';

/** GET /api/business-ads/user/me: the signed-in user's business ads (for 'Moji oglasi'). */
export function getMyBusinessAds(api: ApiClient) {
  return toResult<BusinessAd[]>(api.GET('/api/business-ads/user/me'));
}
