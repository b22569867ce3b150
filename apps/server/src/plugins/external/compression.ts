import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import etag from '@fastify/etag';

// Large JSON lists (GET /api/ads) go out compressed and answer If-None-Match with 304.
export default fp(
  async function compression(app: FastifyInstance) {
    await app.register(etag, { weak: true });
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  },
  { name: 'compression' },
);
