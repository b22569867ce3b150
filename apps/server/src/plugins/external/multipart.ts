import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import { MAX_IMAGES } from '@marketplace/domain';
import { MAX_IMAGE_BYTES } from '../../services/image-types';

// DESIGN: at most 10 images per request and 5 MB each; larger parts are refused with 413.
export default fp(
  async function multipartBodies(app: FastifyInstance) {
    await app.register(multipart, {
      attachFieldsToBody: 'keyValues',
      limits: {
        fileSize: MAX_IMAGE_BYTES,
        files: MAX_IMAGES,
        fields: 30,
        fieldSize: 64 * 1024,
        parts: MAX_IMAGES + 30,
      },
    });
  },
  { name: 'multipart' },
);
