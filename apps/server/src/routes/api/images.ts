import type { FastifyInstance } from 'fastify';
import type { HandlersFor } from '../../http/contract';
import { HttpError } from '../../http/errors';

const notImplemented = async (): Promise<never> => {
  throw new HttpError(501, 'Nije implementirano.');
};

export function createImageHandlers(
  _app: FastifyInstance,
): HandlersFor<'getAdImage' | 'getAdThumbnail' | 'getBusinessImage' | 'getBusinessThumbnail'> {
  return {
    getAdImage: notImplemented,
    getAdThumbnail: notImplemented,
    getBusinessImage: notImplemented,
    getBusinessThumbnail: notImplemented,
  };
}
