import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, LandAd } from '@marketplace/api-client';
import { useApiClient } from './api-client';
import { toResult } from './api-result';
import { HttpError } from './react-query';

/**
 * The land-ad list, shared by the home page and /nekretnine (features never import each other,
 * so the one query lives here). Creating, editing or deleting a land ad invalidates `landAdsKey`.
 */
export const landAdsKey = ['land-ads'] as const;

/** GET /api/ads (spec §7): every active land ad, newest first. spec §8: a failure is logged. */
export async function getLandAds(api: ApiClient): Promise<LandAd[]> {
  const result = await toResult<LandAd[]>(api.GET('/api/ads'));
  if (result.ok) return result.data;
  const failure = new HttpError(`Loading ads failed: ${result.status}`, result.status);
  console.error('Loading ads failed', failure);
  throw failure;
}

export const landAdsQuery = (api: ApiClient) =>
  queryOptions({ queryKey: landAdsKey, queryFn: () => getLandAds(api) });

export function useLandAds() {
  const api = useApiClient();
  return useQuery(landAdsQuery(api));
}
