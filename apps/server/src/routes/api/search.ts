import type { FastifyReply, FastifyRequest } from 'fastify';
import type { HandlersFor } from '../../http/contract';
import type { SearchResult } from '../../services/ad-search';
import { descriptionScope, type AdSearch } from '../../services/cached-search';

/**
 * The page, with a weak ETag naming what it was read from: the data version, and for business ads
 * which descriptions the viewer may read. Cheaper than hashing each answer (the etag plugin's
 * default), and a page asked for again with If-None-Match is answered 304 until the next write.
 */
function send<Page>(reply: FastifyReply, result: SearchResult<Page>, tag: string): Page {
  if (result.version !== null) void reply.header('etag', `W/"search-${tag}-${result.version}"`);
  return result.page;
}

// Search (spec §5 filters on the server, DESIGN: search). Anyone may search; a token only decides
// whether business descriptions are shown (and searched), as in the business list. `searchFor`
// names the searches of the request's database: the replica's, or the primary's for a recent
// writer (plugins/app/read-your-writes.ts).
export function createSearchHandlers(
  searchFor: (request: FastifyRequest) => AdSearch,
): HandlersFor<'searchAds' | 'searchBusinessAds'> {
  return {
    searchAds: async (request, reply) =>
      send(reply, await searchFor(request).land(request.query), 'land'),
    searchBusinessAds: async (request, reply) =>
      send(
        reply,
        await searchFor(request).business(request.query, request.user),
        `business-${descriptionScope(request.user)}`,
      ),
  };
}
