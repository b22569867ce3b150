import type { FastifyInstance } from 'fastify';
import type { HandlersFor } from '../../http/contract';
import { HttpError } from '../../http/errors';

const notImplemented = async (): Promise<never> => {
  throw new HttpError(501, 'Nije implementirano.');
};

export function createLandAdHandlers(
  _app: FastifyInstance,
): HandlersFor<
  'listAds' | 'createAd' | 'listMyAds' | 'getAd' | 'updateAd' | 'deleteAd' | 'deleteAdImage'
> {
  return {
    listAds: notImplemented,
    createAd: notImplemented,
    listMyAds: notImplemented,
    getAd: notImplemented,
    updateAd: notImplemented,
    deleteAd: notImplemented,
    deleteAdImage: notImplemented,
  };
}
