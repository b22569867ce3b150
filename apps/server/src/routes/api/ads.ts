import type { FastifyInstance } from 'fastify';
import { isAuthor, texts, validateLandFacts } from '@marketplace/domain';
import type { HandlersFor } from '../../http/contract';
import type { ServiceContext } from '../../services/context';
import { checkBodiesFirst, statusCheck, viewerIdentity } from '../../http/ad-requests';
import { notFound } from '../../services/errors';
import { sendCachedList } from '../../http/send-list';
import { AdViews } from '../../services/ad-views';
import { VersionedListCache } from '../../http/list-cache';
import {
  activeAdBatches,
  findAd,
  findVisibleAd,
  listUserAds,
  type LandAd,
} from '../../services/land-ads';
import { parseLandAdForm } from '../../services/land-ad-form';
import {
  assertCanCreate,
  createLandAd,
  deleteLandAdImage,
  loadOwnAd,
  setLandAdStatus,
  softDeleteLandAd,
  updateLandAd,
} from '../../services/land-ad-writes';
import { loadJwtSecret } from '../../services/secrets';
import { findSeller } from '../../services/sellers';
import { moderationOf } from '../../services/moderation';
import { isFavorite } from '../../services/favorites';

/** Land ads (spec §7, DESIGN: API decisions). Rules live in services/land-ad*.ts. */
export function createLandAdHandlers(
  app: FastifyInstance,
  ctx: ServiceContext,
): HandlersFor<
  | 'listAds'
  | 'createAd'
  | 'listMyAds'
  | 'getAd'
  | 'updateAd'
  | 'deleteAd'
  | 'setAdStatus'
  | 'deleteAdImage'
> {
  const reload = async (id: number): Promise<LandAd> => {
    const ad = await findAd(ctx.db, id);
    if (!ad) throw notFound(texts.landAd.notFound);
    return ad;
  };
  const views = new AdViews(
    ctx.db,
    ctx.now,
    loadJwtSecret(app.config.jwtSecret, app.config.dataDir),
  );
  /** The ad as its author receives it: with its views. */
  /** What only the author receives of an ad: its views and where it stands with moderation. */
  const authorOnly = async (id: number) => ({
    view_count: await views.count('land', id),
    moderation: (await moderationOf(ctx.db, 'land_ad', [id])).get(id)!,
  });
  const forAuthor = async (id: number): Promise<LandAd> => ({
    ...(await reload(id)),
    ...(await authorOnly(id)),
  });

  // With a replica (DATABASE_READ_URL) the list is kept as the replica has it; a recent writer's
  // copy is read from the primary for their requests only (plugins/app/read-your-writes.ts).
  const publicList = new VersionedListCache(app.readDb, 'land_ads');
  const primaryList = app.hasReplica ? new VersionedListCache(ctx.db, 'land_ads') : publicList;
  checkBodiesFirst(app, {
    'POST /api/ads': validateLandFacts,
    'PUT /api/ads/:id': validateLandFacts,
    'PUT /api/ads/:id/status': statusCheck,
  });

  return {
    listAds: async (request, reply) =>
      app.readsFromReplica(request) || !app.hasReplica
        ? sendCachedList(publicList, () => activeAdBatches(app.readDb), request, reply)
        : sendCachedList(primaryList, () => activeAdBatches(ctx.db), request, reply, {
            keep: false,
          }),

    async listMyAds(request) {
      const db = app.readDatabase(request);
      const ads = await listUserAds(db, app.auth.requireUser(request).id);
      const ids = ads.map((ad) => ad.id);
      const counts = await views.counts('land', ids);
      const states = await moderationOf(db, 'land_ad', ids);
      return ads.map((ad) => ({
        ...ad,
        view_count: counts.get(ad.id) ?? 0,
        moderation: states.get(ad.id)!,
      }));
    },

    async getAd(request) {
      const viewer = request.user;
      const db = app.readDatabase(request);
      const ad = await findVisibleAd(db, request.params.id, viewer);
      if (!ad) throw notFound(texts.landAd.notFound);
      const own = viewer !== null && isAuthor(viewer.id, ad);
      // One view per viewer and day, never the author's own (services/ad-views.ts).
      if (!own && !ad.deleted) await views.record('land', ad.id, viewerIdentity(request));
      const seller = await findSeller(db, ad.user_id);
      return {
        ...ad,
        ...(own ? await authorOnly(ad.id) : {}),
        ...(seller ? { seller } : {}),
        ...(viewer ? { is_favorite: await isFavorite(db, viewer.id, 'land', ad.id) } : {}),
      };
    },

    async createAd(request, reply) {
      const user = app.auth.requireUser(request);
      assertCanCreate(user);
      const form = parseLandAdForm(request.body);
      const id = await createLandAd(ctx, user, form);
      return reply.code(201).send(await forAuthor(id));
    },

    async updateAd(request) {
      const user = app.auth.requireUser(request);
      const ad = await loadOwnAd(ctx, request.params.id, user);
      await updateLandAd(ctx, ad, parseLandAdForm(request.body, ad.images.length));
      return forAuthor(ad.id);
    },

    async deleteAd(request, reply) {
      const ad = await loadOwnAd(ctx, request.params.id, app.auth.requireUser(request));
      await softDeleteLandAd(ctx, ad);
      return reply.code(204).send();
    },

    async setAdStatus(request) {
      const ad = await loadOwnAd(ctx, request.params.id, app.auth.requireUser(request));
      await setLandAdStatus(ctx, ad, request.body.status);
      return forAuthor(ad.id);
    },

    async deleteAdImage(request, reply) {
      const ad = await loadOwnAd(ctx, request.params.id, app.auth.requireUser(request));
      await deleteLandAdImage(ctx, ad, request.params.imageId);
      return reply.code(204).send();
    },
  };
}
