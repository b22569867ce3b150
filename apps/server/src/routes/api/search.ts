import type { HandlersFor } from '../../http/contract';
import type { ServiceContext } from '../../services/context';
import { SearchTotals, searchBusinessAdPage, searchLandAdPage } from '../../services/ad-search';

// Search (spec §5 filters on the server, DESIGN: search). Anyone may search; a token only decides
// whether business descriptions are shown (and searched), as in the business list.
export function createSearchHandlers(
  ctx: ServiceContext,
): HandlersFor<'searchAds' | 'searchBusinessAds'> {
  // Totals of filtered searches, shared by their pages and visitors until the next write.
  const search = { db: ctx.db, totals: new SearchTotals() };
  return {
    searchAds: async (request) => searchLandAdPage(search, request.query),
    searchBusinessAds: async (request) => searchBusinessAdPage(search, request.query, request.user),
  };
}
