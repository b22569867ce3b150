import type { FastifyReply } from 'fastify';
import { canSeeBusinessDescription } from '@marketplace/domain';
import type { HandlersFor } from '../../http/contract';
import type { ServiceContext } from '../../services/context';
import {
  SearchTotals,
  searchBusinessAdPage,
  searchLandAdPage,
  type SearchResult,
} from '../../services/ad-search';
import type { Viewer } from '../../services/business-ads';
import { SearchPageCache } from '../../services/search-pages';

/**
 * The page, with a weak ETag naming what it was read from: the data version, and for business ads
 * which descriptions the viewer may read. Cheaper than hashing each answer (the etag plugin's
 * default), and a page asked for again with If-None-Match is answered 304 until the next write.
 */
function send<Page>(reply: FastifyReply, result: SearchResult<Page>, tag: string): Page {
  if (result.version !== null) void reply.header('etag', `W/"search-${tag}-${result.version}"`);
  return result.page;
}

/** Which business descriptions a viewer may read: every one, their own, or none. */
const descriptionScope = (viewer: Viewer) =>
  viewer === null ? 'guest' : canSeeBusinessDescription(viewer, {}) ? 'all' : `user-${viewer.id}`;

/** A search's parameters as one string: the same search, whatever the order of its parameters. */
const keyOf = (query: object) =>
  JSON.stringify(Object.entries(query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

// Search (spec §5 filters on the server, DESIGN: search). Anyone may search; a token only decides
// whether business descriptions are shown (and searched), as in the business list.
export function createSearchHandlers(
  ctx: ServiceContext,
  options: { cachePages: boolean },
): HandlersFor<'searchAds' | 'searchBusinessAds'> {
  // Totals of filtered searches, shared by their pages and visitors until the next write.
  const search = { db: ctx.db, totals: new SearchTotals() };
  const pages = options.cachePages ? new SearchPageCache(ctx.db) : null;
  const cached = <Page>(
    table: 'land_ads' | 'business_ads',
    key: string,
    read: () => Promise<SearchResult<Page>>,
  ) => (pages ? pages.page(table, key, read) : read());
  return {
    searchAds: async (request, reply) =>
      send(
        reply,
        await cached('land_ads', `land ${keyOf(request.query)}`, () =>
          searchLandAdPage(search, request.query),
        ),
        'land',
      ),
    searchBusinessAds: async (request, reply) => {
      const scope = `business-${descriptionScope(request.user)}`;
      return send(
        reply,
        await cached('business_ads', `${scope} ${keyOf(request.query)}`, () =>
          searchBusinessAdPage(search, request.query, request.user),
        ),
        scope,
      );
    },
  };
}
