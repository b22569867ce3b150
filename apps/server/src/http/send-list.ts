import type { FastifyReply, FastifyRequest } from 'fastify';
import type { VersionedListCache } from '../services/list-cache';

/**
 * Sends a cached list with its ETag (the etag plugin answers 304 to a matching If-None-Match), in
 * the best encoding the client accepts: the compressed copies were made once per list version.
 */
export async function sendCachedList(
  cache: VersionedListCache,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const entry = await cache.current();
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply
    .header('etag', entry.etag)
    .header('vary', 'accept-encoding')
    .header('cache-control', 'no-cache')
    .type('application/json; charset=utf-8');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(entry.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(entry.gzip);
  return reply.send(entry.json);
}
