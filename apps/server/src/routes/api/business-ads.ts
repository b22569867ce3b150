import type { FastifyInstance } from 'fastify';
import type { HandlersFor } from '../../http/contract';
import type { ServiceContext } from '../../services/context';
import { getBusinessAd, listBusinessAds } from '../../services/business-ads';
import {
  createBusinessAd,
  deleteBusinessAd,
  updateBusinessAd,
  type BusinessAdMultipart,
} from '../../services/business-ad-writes';

// spec §7 (business ads). The list and the detail take an optional token (request.user may be
// null): it only decides whether the description is included (DESIGN).
export function createBusinessAdHandlers(
  app: FastifyInstance,
  ctx: ServiceContext,
): HandlersFor<
  | 'listBusinessAds'
  | 'createBusinessAd'
  | 'listMyBusinessAds'
  | 'getBusinessAd'
  | 'updateBusinessAd'
  | 'deleteBusinessAd'
> {
  return {
    listBusinessAds: async (request) => listBusinessAds(ctx.db, request.user),

    createBusinessAd: async (request, reply) => {
      const user = app.auth.requireUser(request);
      // The generated type says `images: string[]`; multipart delivers Buffers (plugins/external/multipart.ts).
      const ad = await createBusinessAd(ctx, user, request.body as BusinessAdMultipart);
      return reply.code(201).send(ad);
    },

    listMyBusinessAds: async (request) => {
      const user = app.auth.requireUser(request);
      return listBusinessAds(ctx.db, user, { authorId: user.id });
    },

    getBusinessAd: async (request) => getBusinessAd(ctx.db, request.params.id, request.user),

    updateBusinessAd: async (request) =>
      updateBusinessAd(ctx, app.auth.requireUser(request), request.params.id, request.body),

    deleteBusinessAd: async (request, reply) => {
      await deleteBusinessAd(ctx, app.auth.requireUser(request), request.params.id);
      return reply.code(204).send();
    },
  };
}
