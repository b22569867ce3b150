import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, LandAd } from '@marketplace/api-client';
import { useApiClient } from './api-client';
import { unwrap } from './api-call';
import { queryKeys } from './query-keys';

/**
 * The land-ad list, shared by the home page and /nekretnine (features never import each other,
 * so the one query lives here). Creating, editing or deleting a land ad invalidates
 * `queryKeys.landAds.all`.
 */

/** GET /api/ads (spec §7): every active land ad, newest first. spec §8: a failure is logged. */
export async function getLandAds(api: ApiClient): Promise<LandAd[]> {
  try {
    return await unwrap<LandAd[]>(api.GET('/api/ads'), 'Loading ads failed');
  } catch (failure) {
    console.error('Loading ads failed', failure);
    throw failure;
  }
}

export const landAdsQuery = (api: ApiClient) =>
  queryOptions({ queryKey: queryKeys.landAds.list(), queryFn: () => getLandAds(api) });

export function useLandAds() {
  const api = useApiClient();
  return useQuery(landAdsQuery(api));
}
