import type { FastifyInstance } from 'fastify';
import { isAuthor, validateBusinessFinancials } from '@marketplace/domain';
import { checkBodiesFirst, statusCheck, viewerIdentity } from '../../http/ad-requests';
import type { HandlersFor } from '../../http/contract';
import type { ServiceContext } from '../../services/context';
import { routeSerializer, sendCachedList } from '../../http/send-list';
import {
  businessAdBatches,
  businessListAudience,
  getBusinessAd,
  listBusinessAds,
  type BusinessAdView,
} from '../../services/business-ads';
import { AdViews } from '../../services/ad-views';
import { loadJwtSecret } from '../../services/secrets';
import { findSeller } from '../../services/sellers';
import { moderationOf } from '../../services/moderation';
import { isFavorite } from '../../services/favorites';
import { VersionedListCache } from '../../http/list-cache';
import {
  createBusinessAd,
  deleteBusinessAd,
  setBusinessAdStatus,
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
  | 'setBusinessAdStatus'
> {
  // As the land list: kept as the replica has it, a recent writer's copy read for them only.
  const publicList = new VersionedListCache(app.readDb, 'business_ads');
  const primaryList = app.hasReplica ? new VersionedListCache(ctx.db, 'business_ads') : publicList;
  const views = new AdViews(
    ctx.db,
    ctx.now,
    loadJwtSecret(app.config.jwtSecret, app.config.dataDir),
  );
  /** The ad as its author receives it: with its views. */
  const forAuthor = async (ad: BusinessAdView): Promise<BusinessAdView> => ({
    ...ad,
    view_count: await views.count('business', ad.id),
    moderation: (await moderationOf(ctx.db, 'business_ad', [ad.id])).get(ad.id)!,
  });
  checkBodiesFirst(app, {
    'POST /api/business-ads': validateBusinessFinancials,
    'PATCH /api/business-ads/:id': validateBusinessFinancials,
    'PUT /api/business-ads/:id/status': statusCheck,
  });

  return {
    // Served like the land list (spec §7), in one copy per audience: visitors, investors, and
    // each author with active ads, whose copy is built for their requests only.
    listBusinessAds: async (request, reply) => {
      const viewer = request.user;
      const replica = app.readsFromReplica(request) || !app.hasReplica;
      const db = replica ? app.readDb : ctx.db;
      const audience = await businessListAudience(db, viewer);
      const variant = audience === 'author' ? `author-${viewer!.id}` : audience;
      return sendCachedList(
        replica ? publicList : primaryList,
        () => businessAdBatches(db, audience === 'public' ? null : viewer),
        request,
        reply,
        {
          variant,
          keep: replica && audience !== 'author',
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
      return reply.code(201).send(await forAuthor(ad));
    },

    listMyBusinessAds: async (request) => {
      const user = app.auth.requireUser(request);
      const db = app.readDatabase(request);
      const ads = await listBusinessAds(db, user, { authorId: user.id });
      const ids = ads.map((ad) => ad.id);
      const counts = await views.counts('business', ids);
      const states = await moderationOf(db, 'business_ad', ids);
      return ads.map((ad) => ({
        ...ad,
        view_count: counts.get(ad.id) ?? 0,
        moderation: states.get(ad.id)!,
      }));
    },

    getBusinessAd: async (request) => {
      const viewer = request.user;
      const db = app.readDatabase(request);
      const ad = await getBusinessAd(db, request.params.id, viewer);
      const own = viewer !== null && isAuthor(viewer.id, ad);
      // One view per viewer and day, never the author's own (services/ad-views.ts).
      if (!own && !ad.deleted) await views.record('business', ad.id, viewerIdentity(request));
      const seller = await findSeller(db, ad.author_id);
      return {
        ...(own ? await forAuthor(ad) : ad),
        ...(seller ? { seller } : {}),
        ...(viewer ? { is_favorite: await isFavorite(db, viewer.id, 'business', ad.id) } : {}),
      };
    },

    updateBusinessAd: async (request) =>
      forAuthor(
        await updateBusinessAd(ctx, app.auth.requireUser(request), request.params.id, request.body),
      ),

    setBusinessAdStatus: async (request) =>
      forAuthor(
        await setBusinessAdStatus(
          ctx,
          app.auth.requireUser(request),
          request.params.id,
          request.body.status,
        ),
      ),

    deleteBusinessAd: async (request, reply) => {
      await deleteBusinessAd(ctx, app.auth.requireUser(request), request.params.id);
      return reply.code(204).send();
    },
  };
}
