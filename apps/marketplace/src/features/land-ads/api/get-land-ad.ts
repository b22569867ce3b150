import { useCallback } from 'react';
import type { ApiClient, LandAd } from '@marketplace/api-client';
import { useApiClient } from '../../../lib/api-client';
import { toResult, useLoadable } from '../../../lib/api-result';

/** GET /api/ads/{id} (DESIGN: the token is sent when stored, so a deleted ad stays visible). */
export function getLandAd(api: ApiClient, id: number) {
  return toResult<LandAd>(api.GET('/api/ads/{id}', { params: { path: { id } } }));
}

export function useLandAd(id: number) {
  const api = useApiClient();
  const load = useCallback(() => getLandAd(api, id), [api, id]);
  return useLoadable(load);
}
