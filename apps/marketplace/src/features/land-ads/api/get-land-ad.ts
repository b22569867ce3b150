import { useCallback } from 'react';
import type { ApiClient, LandAd } from '@marketplace/api-client';
import { useApiClient } from '../../../lib/api-client';
import { toResult, useLoadable, type ApiResult } from '../../../lib/api-result';

/** GET /api/ads/{id} (DESIGN: the token is sent when stored, so a deleted ad stays visible). */
export function getLandAd(api: ApiClient, id: number) {
  return toResult<LandAd>(api.GET('/api/ads/{id}', { params: { path: { id } } }));
}

/** The newest detail request sent as a navigation began (see prefetchLandAd). */
let prefetched: { id: number; result: Promise<ApiResult<LandAd>> } | null = null;

/**
 * Sends the detail request when the navigation to /ads/{id} starts (the route's loader calls it),
 * beside the download of the screen's code and the session check instead of after them. The
 * screen's first load takes it; later loads (and a reload) ask the server again.
 */
export function prefetchLandAd(api: ApiClient, id: number): void {
  prefetched = { id, result: getLandAd(api, id) };
}

function takePrefetched(id: number) {
  const result = prefetched?.id === id ? prefetched.result : null;
  prefetched = null;
  return result;
}

export function useLandAd(id: number) {
  const api = useApiClient();
  const load = useCallback(() => takePrefetched(id) ?? getLandAd(api, id), [api, id]);
  return useLoadable(load);
}
