import type { HandlersFor } from '../../http/contract';
import type { ServiceContext } from '../../services/context';
import { searchBusinessAdPage, searchLandAdPage } from '../../services/ad-search';

// Search (spec §5 filters on the server, DESIGN: search). Anyone may search; a token only decides
// whether business descriptions are shown (and searched), as in the business list.
export function createSearchHandlers(
  ctx: ServiceContext,
): HandlersFor<'searchAds' | 'searchBusinessAds'> {
  return {
    searchAds: async (request) => searchLandAdPage(ctx, request.query),
    searchBusinessAds: async (request) => searchBusinessAdPage(ctx, request.query, request.user),
  };
}
