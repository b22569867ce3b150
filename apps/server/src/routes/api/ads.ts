import type { FastifyInstance } from 'fastify';
import { texts } from '@marketplace/domain';
import type { HandlersFor } from '../../http/contract';
import type { ServiceContext } from '../../services/context';
import { notFound } from '../../http/errors';
import { sendCachedList } from '../../http/send-list';
import { VersionedListCache } from '../../services/list-cache';
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
  softDeleteLandAd,
  updateLandAd,
} from '../../services/land-ad-writes';

/** Land ads (spec §7, DESIGN: API decisions). Rules live in services/land-ad*.ts. */
export function createLandAdHandlers(
  app: FastifyInstance,
  ctx: ServiceContext,
): HandlersFor<
  'listAds' | 'createAd' | 'listMyAds' | 'getAd' | 'updateAd' | 'deleteAd' | 'deleteAdImage'
> {
  const reload = async (id: number): Promise<LandAd> => {
    const ad = await findAd(ctx.db, id);
    if (!ad) throw notFound(texts.landAd.notFound);
    return ad;
  };

  const publicList = new VersionedListCache(ctx.db, 'land_ads');
  const publicBatches = () => activeAdBatches(ctx.db);

  return {
    listAds: async (request, reply) => sendCachedList(publicList, publicBatches, request, reply),

    listMyAds: async (request) => listUserAds(ctx.db, app.auth.requireUser(request).id),

    async getAd(request) {
      const ad = await findVisibleAd(ctx.db, request.params.id, request.user?.id ?? null);
      if (!ad) throw notFound(texts.landAd.notFound);
      return ad;
    },

    async createAd(request, reply) {
      const user = app.auth.requireUser(request);
      assertCanCreate(user);
      const form = parseLandAdForm(request.body);
      const id = await createLandAd(ctx, user, form);
      return reply.code(201).send(await reload(id));
    },

    async updateAd(request) {
      const user = app.auth.requireUser(request);
      const ad = await loadOwnAd(ctx, request.params.id, user);
      await updateLandAd(ctx, ad, parseLandAdForm(request.body, ad.images.length));
      return reload(ad.id);
    },

    async deleteAd(request, reply) {
      const ad = await loadOwnAd(ctx, request.params.id, app.auth.requireUser(request));
      await softDeleteLandAd(ctx, ad);
      return reply.code(204).send();
    },

    async deleteAdImage(request, reply) {
      const ad = await loadOwnAd(ctx, request.params.id, app.auth.requireUser(request));
      await deleteLandAdImage(ctx, ad, request.params.imageId);
      return reply.code(204).send();
    },
  };
}
