import { landAdInPageScript, pageInPageScript } from '../../lib/page-script';
import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  type QueryClient,
} from '@tanstack/react-query';
import type { ApiClient, components } from '@marketplace/api-client';
import {
  LAND_AD_SORTS,
  LAND_TYPES,
  type LandAdSearch,
  type LandAdSort,
  type LandType,
} from '@marketplace/domain';
import { useApiClient } from '../../lib/api-client';
import { unwrap } from '../../lib/api-call';
import { queryKeys } from '../../lib/query-keys';
import {
  amountParam,
  adCriteriaAddress,
  idParam,
  readSharedCriteria,
  textParam,
  type AddressCodec,
  type SharedCriteria,
} from '../../lib/search-in-address';

/**
 * The land-ad search, shared by the home page and /nekretnine (features never import each other,
 * so it lives here): the criteria in the address, and the pages of GET /api/ads/search. Creating,
 * editing or deleting a land ad invalidates `queryKeys.landAds.all`, which covers every search.
 */

export type LandAdSearchPage = components['schemas']['LandAdSearchPage'];

/** The land search as the controls hold it ('' = not set); the address holds the same. */
export type LandAdCriteria = SharedCriteria<LandAdSort> & {
  minArea: string;
  maxArea: string;
  landTypes: readonly LandType[];
};

export const EMPTY_LAND_AD_CRITERIA: LandAdCriteria = {
  text: '',
  countryId: '',
  cityId: '',
  minPrice: '',
  maxPrice: '',
  minArea: '',
  maxArea: '',
  landTypes: [],
  sort: 'newest',
  includeSold: '',
};

/** `?q=…&country_id=…&city_id=…&land_type=…&price_min=…&price_max=…&area_min=…&area_max=…&sort=…&include_sold=true` */
export const landAdAddress: AddressCodec<LandAdCriteria> = {
  read(params) {
    const types = params.getAll('land_type');
    return {
      ...readSharedCriteria(params, LAND_AD_SORTS, 'newest'),
      minArea: params.get('area_min') ?? '',
      maxArea: params.get('area_max') ?? '',
      // In one order, whatever order the link had.
      landTypes: LAND_TYPES.filter((type) => types.includes(type)),
    };
  },
  write: (criteria) =>
    adCriteriaAddress(criteria, {
      types: { landTypes: 'land_type' },
      ranges: { minArea: 'area_min', maxArea: 'area_max' },
    }),
  typed: ['text', 'minPrice', 'maxPrice', 'minArea', 'maxArea'],
  replacing: ['text'],
};

/**
 * The request of the criteria (spec §5 semantics, on the server): blank text and amounts that are
 * not numbers are left out, as the filters in the browser ignored them.
 */
export function landAdSearchOf(criteria: LandAdCriteria): LandAdSearch {
  return {
    q: textParam(criteria.text),
    country_id: idParam(criteria.countryId),
    city_id: idParam(criteria.cityId),
    land_type: criteria.landTypes.length > 0 ? criteria.landTypes : undefined,
    price_min: amountParam(criteria.minPrice),
    price_max: amountParam(criteria.maxPrice),
    area_min: amountParam(criteria.minArea),
    area_max: amountParam(criteria.maxArea),
    sort: criteria.sort,
    include_sold: criteria.includeSold === 'true' ? true : undefined,
  };
}

/** GET /api/ads/search: one page of active land ads. spec §8: a failure is logged. */
export async function searchLandAds(
  api: ApiClient,
  search: LandAdSearch,
  cursor?: string,
  signal?: AbortSignal,
): Promise<LandAdSearchPage> {
  try {
    const page = await unwrap<LandAdSearchPage>(
      api.GET('/api/ads/search', {
        params: {
          query: {
            ...search,
            land_type: search.land_type ? [...search.land_type] : undefined,
            cursor,
          },
        },
        signal,
      }),
      'Searching land ads failed',
    );
    return pageInPageScript(page, landAdInPageScript);
  } catch (failure) {
    // A search the user already left (typing on) is cancelled, not failed.
    if (!signal?.aborted) console.error('Loading ads failed', failure);
    throw failure;
  }
}

/** The pages of one search: the first at once, each next one from the previous `next_cursor`. */
export const landAdSearchQuery = (api: ApiClient, search: LandAdSearch) =>
  infiniteQueryOptions({
    queryKey: queryKeys.landAds.search(search),
    queryFn: ({ pageParam, signal }) => searchLandAds(api, search, pageParam ?? undefined, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
  });

/** The search's pages; while a new search loads, the previous one's stay on screen. */
export function useLandAdSearch(search: LandAdSearch) {
  const api = useApiClient();
  return useInfiniteQuery({ ...landAdSearchQuery(api, search), placeholderData: keepPreviousData });
}

/** The first page of the search an address holds, fetched ahead of the screen (route loaders). */
export function prefetchLandAdSearch(
  queryClient: QueryClient,
  api: ApiClient,
  params: URLSearchParams,
): Promise<void> {
  const search = landAdSearchOf(landAdAddress.read(params));
  return queryClient.prefetchInfiniteQuery(landAdSearchQuery(api, search));
}
