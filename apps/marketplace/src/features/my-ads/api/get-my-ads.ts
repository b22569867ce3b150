import { useCallback } from 'react';
import type { BusinessAd, LandAd } from '@marketplace/api-client';
import { useApiClient } from '../../../lib/api-client';
import { getMyBusinessAds } from './get-my-business-ads';
import { getMyLandAds } from './get-my-land-ads';
import { useLoadable, type ApiResult } from '../../../lib/api-result';

export type MyAd = { kind: 'land'; ad: LandAd } | { kind: 'business'; ad: BusinessAd };

/** spec §2 (my ads): land and business ads combined, newest first. */
export function useMyAds() {
  const api = useApiClient();
  const load = useCallback(async (): Promise<ApiResult<MyAd[]>> => {
    const [land, business] = await Promise.all([getMyLandAds(api), getMyBusinessAds(api)]);
    if (!land.ok) return land;
    if (!business.ok) return business;
    const all: MyAd[] = [
      ...land.data.map((ad) => ({ kind: 'land' as const, ad })),
      ...business.data.map((ad) => ({ kind: 'business' as const, ad })),
    ];
    return { ok: true, data: all.sort((a, b) => b.ad.created_at.localeCompare(a.ad.created_at)) };
  }, [api]);
  return useLoadable(load);
}
