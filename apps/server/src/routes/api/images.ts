import type { FastifyInstance, FastifyReply } from 'fastify';
import { serverTexts } from '@marketplace/domain';
import type { HandlersFor } from '../../http/contract';
import { notFound } from '../../services/errors';
import type { ImageVariant } from '../../services/images';

/**
 * Stored images (spec §7: land ads under /api/ads/uploads, business ads under /uploads). Both ad
 * kinds share one store, whose names are random, so each path serves any stored name. The image
 * service looks up only names matching its own pattern: a path like ../x never reaches the disk.
 */
export function createImageHandlers(
  app: FastifyInstance,
): HandlersFor<'getAdImage' | 'getAdThumbnail' | 'getBusinessImage' | 'getBusinessThumbnail'> {
  const serve = async (variant: ImageVariant, name: string, reply: FastifyReply) => {
    // A bucket with a public address (S3_PUBLIC_URL) sends the bytes itself.
    const publicUrl = await app.images.publicUrl(variant, name);
    if (publicUrl) {
      return reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .redirect(publicUrl, 302);
    }
    const image = await app.images.read(variant, name);
    if (!image) throw notFound(serverTexts.apiImages.notFound);
    // DESIGN: the right Content-Type, nosniff and long-lived caching (names never change content).
    return reply
      .type(image.contentType)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .send(image.body);
  };

  return {
    getAdImage: (request, reply) => serve('full', request.params.file, reply),
    getAdThumbnail: (request, reply) => serve('thumbnail', request.params.file, reply),
    getBusinessImage: (request, reply) => serve('full', request.params.filename, reply),
    getBusinessThumbnail: (request, reply) => serve('thumbnail', request.params.filename, reply),
  };
}
