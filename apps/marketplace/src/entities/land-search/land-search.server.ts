import { prefetchLandAdSearch } from './land-ads-query';
import { searchPageLoader, type SearchPrefetch } from '../../lib/route-data';

// The server's loader of the two pages that show the land search (the home page and
// /nekretnine). A `.server` module: the browser's build never holds it.

const prefetchSearch: SearchPrefetch = (queryClient, api, _viewerId, params) =>
  prefetchLandAdSearch(queryClient, api, params);

/** The first page of the search in the address, for a signed-in viewer. */
export const landSearchLoader = searchPageLoader(prefetchSearch);
