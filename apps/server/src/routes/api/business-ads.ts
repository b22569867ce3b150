import type { FastifyInstance } from 'fastify';
import type { HandlersFor } from '../../http/contract';
import { HttpError } from '../../http/errors';

const notImplemented = async (): Promise<never> => {
  throw new HttpError(501, 'Nije implementirano.');
};

export function createBusinessAdHandlers(
  _app: FastifyInstance,
): HandlersFor<
  | 'listBusinessAds'
  | 'createBusinessAd'
  | 'listMyBusinessAds'
  | 'getBusinessAd'
  | 'updateBusinessAd'
  | 'deleteBusinessAd'
> {
  return {
    listBusinessAds: notImplemented,
    createBusinessAd: notImplemented,
    listMyBusinessAds: notImplemented,
    getBusinessAd: notImplemented,
    updateBusinessAd: notImplemented,
    deleteBusinessAd: notImplemented,
  };
}
