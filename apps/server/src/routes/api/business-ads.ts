import type { FastifyInstance } from 'fastify';
import type { HandlersFor } from '../../http/contract';
import type { ServiceContext } from '../../services/context';
import { routeSerializer, sendCachedList } from '../../http/send-list';
import {
  businessAdBatches,
  businessListAudience,
  getBusinessAd,
  listBusinessAds,
} from '../../services/business-ads';
import { VersionedListCache } from '../../services/list-cache';
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
  const publicList = new VersionedListCache(ctx.db, 'business_ads');

  return {
    // Served like the land list (spec §7), in one copy per audience: visitors, investors, and
    // each author with active ads, whose copy is built for their requests only.
    listBusinessAds: async (request, reply) => {
      const viewer = request.user;
      const audience = await businessListAudience(ctx.db, viewer);
      const variant = audience === 'author' ? `author-${viewer!.id}` : audience;
      return sendCachedList(
        publicList,
        () => businessAdBatches(ctx.db, audience === 'public' ? null : viewer),
        request,
        reply,
        {
          variant,
          keep: audience !== 'author',
          // As the route serialized the whole list before it was sent in batches.
          serialize: routeSerializer(reply),
          vary: 'accept-encoding, authorization',
        },
      );
    },

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
