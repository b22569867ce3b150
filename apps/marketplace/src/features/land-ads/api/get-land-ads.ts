import { useCallback } from 'react';
import type { ApiClient, LandAd } from '@marketplace/api-client';
import { useApiClient } from '../../../lib/api-client';
import { toResult, useLoadable } from '../../../lib/api-result';

/** GET /api/ads: every active land ad, newest first. */
export function getLandAds(api: ApiClient) {
  return toResult<LandAd[]>(api.GET('/api/ads'));
}

export function useLandAds() {
  const api = useApiClient();
  const load = useCallback(() => getLandAds(api), [api]);
  return useLoadable(load);
}
