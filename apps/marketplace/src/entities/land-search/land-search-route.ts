import { searchPageClientLoader } from '../../lib/route-data';

/**
 * A navigation in the browser to a page with the land search (the home page and /nekretnine): the
 * first page of the search leaves as it starts; the search's code comes with it, not with the
 * first page. The server's loader is land-search.server.ts.
 */
export const landSearchClientLoader = searchPageClientLoader(async () => {
  const search = await import('./land-ads-query');
  return (queryClient, api, _viewerId, params) =>
    search.prefetchLandAdSearch(queryClient, api, params);
});
