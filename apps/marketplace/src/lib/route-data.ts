import {
  dehydrate,
  type DehydratedState,
  type FetchQueryOptions,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import {
  data,
  useMatches,
  type ClientLoaderFunctionArgs,
  type LoaderFunctionArgs,
  type Params,
} from 'react-router';
import type { ApiClient } from '@marketplace/api-client';
import { can } from '@marketplace/domain';
import { ApiError } from './api-call';
import { readStoredViewerId } from './auth';
import { browserClients } from './browser-clients';
import { favoritesQuery } from '../entities/favorites/favorites-query';
import { createQueryClient } from './react-query';
import type { PageContext } from './page-context';

/** What a route's loader gives its page: the answers it fetched, for the page's query client. */
export interface RouteData {
  dehydrated: DehydratedState;
}

/** Fetches what a screen needs into `queryClient`; `viewerId` is whose answers they are. */
export type Prefetch = (
  queryClient: QueryClient,
  api: ApiClient,
  viewerId: number,
) => Promise<unknown>;

/**
 * A route's server `loader`: for a signed-in viewer (session cookie), the screen's data is fetched
 * before the page renders, and sent with it. A visitor's page asks for nothing.
 */
export async function serverRouteData(
  context: Pick<PageContext, 'api' | 'viewer'>,
  prefetch: Prefetch,
  { savedAds = false }: { savedAds?: boolean } = {},
): Promise<{ data: RouteData; queryClient: QueryClient } | null> {
  const { viewer, api } = context;
  if (!viewer) return null;
  const queryClient = createQueryClient();
  await Promise.all([
    prefetch(queryClient, api, viewer.id),
    // A screen with hearts renders them as saved or not from the start: the browser's first
    // render matches, and no card changes once the list of saved ads arrives.
    savedAds && can(viewer.userType, 'saveFavorites')
      ? queryClient.prefetchQuery(favoritesQuery(api, viewer.id))
      : null,
  ]);
  return { data: { dehydrated: dehydrate(queryClient) }, queryClient };
}

/**
 * A route's `clientLoader` (a navigation in the browser): the screen's data leaves as the
 * navigation starts, beside the download of its code, for a stored session. Not awaited: the
 * screen shows its own loading state.
 */
export function clientRouteData(prefetch: Prefetch): null {
  const viewerId = readStoredViewerId();
  if (viewerId !== null) {
    const { queryClient, api } = browserClients();
    void prefetch(queryClient, api, viewerId);
  }
  return null;
}

/** The answers every matched route's loader sent with the page. */
export function useRouteDehydratedStates(): DehydratedState[] {
  return useMatches().flatMap((match) => {
    const data = match.loaderData as Partial<RouteData> | null | undefined;
    return data?.dehydrated ? [data.dehydrated] : [];
  });
}

/** The ad id in an ad page's address; any other address is no ad (HTTP 404). */
export function adIdOf(params: Params): number {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw data(null, { status: 404 });
  return id;
}

type AdQuery<T, K extends QueryKey> = (
  api: ApiClient,
  id: number,
  viewerId: number,
) => FetchQueryOptions<T, Error, T, K>;

/**
 * An ad page's server `loader` (land or business, `query` names which): the ad is rendered for a
 * signed-in viewer, and an ad that does not exist answers HTTP 404.
 */
export function adPageLoader<T, K extends QueryKey>(query: AdQuery<T, K>) {
  return async ({ params, context }: LoaderFunctionArgs): Promise<RouteData | null> => {
    const id = adIdOf(params);
    const loaded = await serverRouteData(
      context,
      (queryClient, api, viewerId) => queryClient.prefetchQuery(query(api, id, viewerId)),
      { savedAds: true },
    );
    if (!loaded || !context.viewer) return null;
    const { queryKey } = query(context.api, id, context.viewer.id);
    const { error } = loaded.queryClient.getQueryState(queryKey) ?? {};
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    return loaded.data;
  };
}

/** An ad page's `clientLoader`: a navigation in the browser asks for the ad as it starts. */
export function adPageClientLoader<T, K extends QueryKey>(query: AdQuery<T, K>) {
  return ({ params }: ClientLoaderFunctionArgs): null => {
    const id = adIdOf(params);
    return clientRouteData((queryClient, api, viewerId) =>
      queryClient.prefetchQuery(query(api, id, viewerId)),
    );
  };
}

export type SearchPrefetch = (
  queryClient: QueryClient,
  api: ApiClient,
  viewerId: number,
  params: URLSearchParams,
) => Promise<unknown>;

const searchParamsOf = (request: Request) => new URL(request.url).searchParams;

/**
 * A search page's server `loader`: the first page of the search its address holds, rendered for
 * a signed-in viewer.
 */
export function searchPageLoader(prefetch: SearchPrefetch) {
  return async ({ request, context }: LoaderFunctionArgs): Promise<RouteData | null> => {
    const loaded = await serverRouteData(
      context,
      (queryClient, api, viewerId) => prefetch(queryClient, api, viewerId, searchParamsOf(request)),
      { savedAds: true },
    );
    return loaded?.data ?? null;
  };
}

/**
 * A search page's `clientLoader`: the first page leaves as a navigation starts, for a stored
 * session. `load` gives the prefetch: its code comes with the navigation, not with the first page.
 */
export function searchPageClientLoader(load: () => Promise<SearchPrefetch>) {
  return ({ request }: ClientLoaderFunctionArgs): null => {
    const params = searchParamsOf(request);
    return clientRouteData(async (queryClient, api, viewerId) =>
      (await load())(queryClient, api, viewerId, params),
    );
  };
}

/** A new search on a search page is the screen's own query: only arriving loads. */
export const onlyWhenArriving = () => false;
