import type { FastifyInstance } from 'fastify';
import { messages } from '@marketplace/domain';
import type { HandlersFor } from '../../http/contract';
import { notFound } from '../../http/errors';
import { sendCachedList } from '../../http/send-list';
import { VersionedListCache } from '../../services/list-cache';
import {
  findAd,
  findVisibleAd,
  listActiveAds,
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
): HandlersFor<
  'listAds' | 'createAd' | 'listMyAds' | 'getAd' | 'updateAd' | 'deleteAd' | 'deleteAdImage'
> {
  const reload = async (id: number): Promise<LandAd> => {
    const ad = await findAd(app.db, id);
    if (!ad) throw notFound(messages.landAd.notFound);
    return ad;
  };

  const publicList = new VersionedListCache(app.db, 'land_ads', () => listActiveAds(app.db));

  return {
    listAds: async (request, reply) => sendCachedList(publicList, request, reply),

    listMyAds: async (request) => listUserAds(app.db, app.auth.requireUser(request).id),

    async getAd(request) {
      const ad = await findVisibleAd(app.db, request.params.id, request.user?.id ?? null);
      if (!ad) throw notFound(messages.landAd.notFound);
      return ad;
    },

    async createAd(request, reply) {
      const user = app.auth.requireUser(request);
      assertCanCreate(user);
      const form = parseLandAdForm(request.body);
      const id = await createLandAd(app, user, form);
      return reply.code(201).send(await reload(id));
    },

    async updateAd(request) {
      const user = app.auth.requireUser(request);
      const ad = await loadOwnAd(app, request.params.id, user);
      await updateLandAd(app, ad, parseLandAdForm(request.body));
      return reload(ad.id);
    },

    async deleteAd(request, reply) {
      const ad = await loadOwnAd(app, request.params.id, app.auth.requireUser(request));
      await softDeleteLandAd(app, ad);
      return reply.code(204).send();
    },

    async deleteAdImage(request, reply) {
      const ad = await loadOwnAd(app, request.params.id, app.auth.requireUser(request));
      await deleteLandAdImage(app, ad, request.params.imageId);
      return reply.code(204).send();
    },
  };
}
