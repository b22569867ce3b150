import { businessAdInPageScript, pageInPageScript } from '../../../lib/page-script';
import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  type QueryClient,
} from '@tanstack/react-query';
import type { ApiClient, components } from '@marketplace/api-client';
import type { BusinessAdSearch } from '@marketplace/domain';
import { useApiClient } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-call';
import { useSession } from '../../../lib/auth';
import { queryKeys } from '../../../lib/query-keys';
import { businessAdAddress, businessAdSearchOf } from '../components/business-ad-criteria';

export type BusinessAdSearchPage = components['schemas']['BusinessAdSearchPage'];

/**
 * GET /api/business-ads/search: one page of business ads (DESIGN: the token goes along when
 * stored, for description visibility). spec §8: a failure is logged.
 */
export async function searchBusinessAds(
  api: ApiClient,
  search: BusinessAdSearch,
  cursor?: string,
  signal?: AbortSignal,
): Promise<BusinessAdSearchPage> {
  try {
    const page = await unwrap<BusinessAdSearchPage>(
      api.GET('/api/business-ads/search', {
        params: {
          query: {
            ...search,
            business_type: search.business_type ? [...search.business_type] : undefined,
            cursor,
          },
        },
        signal,
      }),
      'Searching business ads failed',
    );
    return pageInPageScript(page, businessAdInPageScript);
  } catch (failure) {
    // A search the user already left (typing on) is cancelled, not failed.
    if (!signal?.aborted) console.error('Loading business ads failed', failure);
    throw failure;
  }
}

/** The answer depends on who asks (descriptions are for investors): keyed by the viewer. */
export const businessAdSearchQuery = (
  api: ApiClient,
  viewerId: number | null,
  search: BusinessAdSearch,
) =>
  infiniteQueryOptions({
    queryKey: queryKeys.businessAds.search(viewerId, search),
    queryFn: ({ pageParam, signal }) =>
      searchBusinessAds(api, search, pageParam ?? undefined, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
  });

/** The search's pages; while a new search loads, the previous one's stay on screen. */
export function useBusinessAdSearch(search: BusinessAdSearch) {
  const api = useApiClient();
  const { user } = useSession();
  return useInfiniteQuery({
    ...businessAdSearchQuery(api, user?.id ?? null, search),
    placeholderData: keepPreviousData,
  });
}

/**
 * The first page of the search an address holds, for the stored session's user, fetched ahead of
 * the screen and of the session check (route loader): the list then shows as soon as the session
 * is confirmed, instead of asking only then.
 */
export function prefetchBusinessAdSearch(
  queryClient: QueryClient,
  api: ApiClient,
  viewerId: number,
  params: URLSearchParams,
): Promise<void> {
  const search = businessAdSearchOf(businessAdAddress.read(params));
  return queryClient.prefetchInfiniteQuery(businessAdSearchQuery(api, viewerId, search));
}
