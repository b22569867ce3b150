import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import type { BusinessAd, LandAd } from '@marketplace/api-client';
import { useApiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth';
import { myBusinessAdsQuery } from './get-my-business-ads';
import { myLandAdsQuery } from './get-my-land-ads';

export type MyAd = { kind: 'land'; ad: LandAd } | { kind: 'business'; ad: BusinessAd };

export interface MyAds {
  /** Both lists, combined newest first; undefined until both have loaded. */
  data: MyAd[] | undefined;
  isPending: boolean;
  isError: boolean;
  /** Either list is loading again (after 'Pokušaj ponovo'). */
  isFetching: boolean;
  /** Loads the failed list(s) again. */
  refetch: () => Promise<unknown>;
}

// Module-level, so TanStack keeps the combined result while neither list changes.
function combine([land, business]: [
  UseQueryResult<LandAd[]>,
  UseQueryResult<BusinessAd[]>,
]): MyAds {
  const data =
    land.data && business.data
      ? [
          ...land.data.map((ad): MyAd => ({ kind: 'land', ad })),
          ...business.data.map((ad): MyAd => ({ kind: 'business', ad })),
        ].sort((a, b) => b.ad.created_at.localeCompare(a.ad.created_at))
      : undefined;
  return {
    data,
    isPending: land.isPending || business.isPending,
    isError: land.isError || business.isError,
    isFetching: land.isFetching || business.isFetching,
    refetch: () =>
      Promise.all([
        land.isError ? land.refetch() : null,
        business.isError ? business.refetch() : null,
      ]),
  };
}

/** spec §2 (my ads): the signed-in user's land and business ads, newest first. */
export function useMyAds(): MyAds {
  const api = useApiClient();
  const { user } = useSession();
  const userId = user?.id ?? null;
  return useQueries({
    queries: [myLandAdsQuery(api, userId), myBusinessAdsQuery(api, userId)],
    combine,
  });
}
