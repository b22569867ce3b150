import { pipeline, Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  compressedCopy,
  compressor,
  type ListBatches,
  type ListEncoding,
  type ListOptions,
  type SerializeBatch,
  type VersionedListCache,
} from './list-cache';

/** The best encoding of a list the client accepts. */
function encodingFor(request: FastifyRequest): ListEncoding | null {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/**
 * The route's own response serializer (compiled from the contract's 200 schema), so a list sent
 * in batches reads byte for byte as the array the route would have serialized whole.
 */
export function routeSerializer(reply: FastifyReply): SerializeBatch {
  const serialize: unknown =
    reply.getSerializationFunction('200', 'application/json') ??
    reply.getSerializationFunction('200');
  if (typeof serialize !== 'function') throw new Error('The route has no response serializer');
  return serialize as SerializeBatch;
}

/**
 * Sends a list from `cache` with its ETag, in the best encoding the client accepts. A request
 * whose If-None-Match names the current version gets 304 without the list being built; the etag
 * plugin answers 304 to one that names the version built. A kept list's compressed copies are
 * made once per list version (compressedCopy); the body of a list built for this request only is
 * compressed as it is sent. Compression runs on the thread pool; plain bodies go out as streams
 * of their batches' parts, never joined into one buffer on the event loop.
 */
export async function sendCachedList(
  cache: VersionedListCache,
  batches: ListBatches,
  request: FastifyRequest,
  reply: FastifyReply,
  options: ListOptions & { vary?: string } = {},
): Promise<FastifyReply> {
  reply
    .header('vary', options.vary ?? 'accept-encoding')
    .header('cache-control', 'no-cache')
    .type('application/json; charset=utf-8');
  const version = await cache.version();
  const etag = cache.etag(version, options.variant);
  if (request.headers['if-none-match'] === etag) {
    return reply.header('etag', etag).code(304).send();
  }
  const encoding = encodingFor(request);
  const entry = await cache.current(batches, { ...options, version, encoding });
  reply.header('etag', entry.etag);
  if (encoding) {
    reply.header('content-encoding', encoding);
    const compressed = compressedCopy(entry, encoding);
    if (compressed) return reply.send(await compressed);
    // A failure ends the response early; the client sees a truncated body, as on any stream.
    const body = pipeline(
      Readable.from(entry.json, { objectMode: false }),
      compressor(encoding),
      () => {},
    );
    return reply.send(body);
  }
  return reply
    .header('content-length', String(entry.length))
    .send(Readable.from(entry.json, { objectMode: false }));
}
