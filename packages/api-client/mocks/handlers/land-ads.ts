import {
  isAdStatus,
  pricePerSquareMetre,
  texts,
  validateLandFacts,
  type LandFacts,
} from '@marketplace/domain';
import { HttpResponse } from 'msw';
import type { LandAd, LandType } from '../../src/types';
import { newestFirst, type MockDb } from '../db';
import { errorResponse, mockMessages, noContent, type Resolvers } from '../http';
import { signedInUser } from '../session';
import { searchLandAds } from '@marketplace/domain';
import { pageOf, readLandAdSearch } from './search';
import { cityInCountry, field, numberField, storeImages } from './uploads';

type LandOperations =
  | 'listAds'
  | 'searchAds'
  | 'createAd'
  | 'listMyAds'
  | 'getAd'
  | 'updateAd'
  | 'deleteAd'
  | 'deleteAdImage'
  | 'setAdStatus';

const LAND_TYPES: readonly string[] = [
  'agricultural',
  'residential',
  'commercial',
  'industrial',
  'recreational',
] satisfies LandType[];

type LandFields = Pick<
  LandAd,
  'title' | 'description' | 'price' | 'area' | 'country_id' | 'city_id' | 'land_type'
> & {
  -readonly [K in keyof LandFacts]: K extends 'utilities' ? LandAd['utilities'] : LandFacts[K];
};

/** The text fields of a land ad form, checked as the server checks them (DESIGN: land ads). */
function readLandForm(form: FormData): LandFields | string | null {
  const price = numberField(form, 'price');
  const area = numberField(form, 'area');
  const country_id = numberField(form, 'country_id');
  const city_id = numberField(form, 'city_id');
  const land_type = field(form, 'land_type');
  const title = field(form, 'title');
  if (!title || !price || !area || !country_id || !city_id) return null;
  if (!cityInCountry(country_id, city_id) || !LAND_TYPES.includes(land_type)) return null;
  const facts = validateLandFacts({
    cadastral_municipality: form.get('cadastral_municipality'),
    parcel_number: form.get('parcel_number'),
    utilities: form.getAll('utilities'),
    zoning: form.get('zoning'),
    ownership_registered: form.get('ownership_registered'),
    price_negotiable: form.get('price_negotiable'),
  });
  if (!facts.ok) return facts.error;
  return {
    ...facts.value,
    utilities: [...facts.value.utilities],
    title,
    description: field(form, 'description'),
    price,
    area,
    country_id,
    city_id,
    land_type: land_type as LandType,
  };
}

export function landAdResolvers(db: MockDb): Pick<Resolvers, LandOperations> {
  const hasConversationAbout = (adId: number, userId: number) =>
    db.conversations.some(
      (conversation) =>
        conversation.ad_type === 'land' &&
        conversation.ad_id === adId &&
        db.isParticipant(conversation, userId),
    );

  return {
    listAds: () => HttpResponse.json(newestFirst(db.landAds.filter((ad) => !ad.deleted))),

    searchAds({ request }) {
      const read = readLandAdSearch(new URL(request.url));
      if (!read) return errorResponse(400, mockMessages.invalid);
      const active = db.landAds.filter((ad) => !ad.deleted);
      return HttpResponse.json(pageOf(searchLandAds(active, read.search), read.page));
    },

    listMyAds({ request }) {
      const user = signedInUser(db, request);
      if (!user) return errorResponse(401, mockMessages.unauthorized);
      return HttpResponse.json(
        newestFirst(db.landAds.filter((ad) => ad.user_id === user.id && !ad.deleted)),
      );
    },

    getAd({ request, params }) {
      const ad = db.landAd(Number(params.id));
      const user = signedInUser(db, request);
      // DESIGN: a deleted ad is visible only to its author and to users who talked about it.
      const visible =
        ad &&
        (!ad.deleted ||
          (user !== null && (ad.user_id === user.id || hasConversationAbout(ad.id, user.id))));
      if (!ad || !visible) return errorResponse(404, mockMessages.adNotFound);
      const author = user !== null && ad.user_id === user.id;
      if (!author) db.landAdViews.set(ad.id, (db.landAdViews.get(ad.id) ?? 0) + 1);
      const { view_count: _views, ...shown } = ad;
      return HttpResponse.json({
        ...shown,
        ...(author ? { view_count: db.landAdViews.get(ad.id) ?? 0 } : {}),
        seller: db.seller(ad.user_id),
        ...(user ? { is_favorite: db.isFavorite(user.id, 'land', ad.id) } : {}),
      });
    },

    async setAdStatus({ request, params }) {
      const user = signedInUser(db, request);
      if (!user) return errorResponse(401, mockMessages.unauthorized);
      const ad = db.landAd(Number(params.id));
      if (!ad || ad.deleted) return errorResponse(404, mockMessages.adNotFound);
      if (ad.user_id !== user.id) return errorResponse(403, mockMessages.forbidden);
      const body = (await request.json()) as { status?: unknown };
      if (!isAdStatus(body.status)) return errorResponse(400, texts.apiAds.invalidStatus);
      ad.status = body.status;
      ad.updated_at = new Date().toISOString();
      return HttpResponse.json({ ...ad, view_count: db.landAdViews.get(ad.id) ?? 0 });
    },

    async createAd({ request }) {
      const user = signedInUser(db, request);
      if (!user) return errorResponse(401, mockMessages.unauthorized);
      if (user.user_type !== 'land_owner') {
        return errorResponse(403, texts.apiAds.landOwnersOnly);
      }
      const form = await request.formData();
      const fields = readLandForm(form);
      if (!fields) return errorResponse(400, mockMessages.invalid);
      if (typeof fields === 'string') return errorResponse(400, fields);
      const images = await storeImages(db, form, []);
      if (!Array.isArray(images)) return images;
      const now = new Date().toISOString();
      const ad: LandAd = {
        id: db.nextId(),
        user_id: user.id,
        ...fields,
        price_per_m2: pricePerSquareMetre(fields),
        status: 'active',
        thumbnail: images[0]?.thumbnail_filename ?? null,
        images,
        author_name: user.full_name,
        created_at: now,
        updated_at: now,
        deleted: false,
      };
      db.landAds.push(ad);
      return HttpResponse.json(ad, { status: 201 });
    },

    async updateAd({ request, params }) {
      const user = signedInUser(db, request);
      if (!user) return errorResponse(401, mockMessages.unauthorized);
      const ad = db.landAd(Number(params.id));
      if (!ad || ad.deleted) return errorResponse(404, mockMessages.adNotFound);
      if (ad.user_id !== user.id) return errorResponse(403, mockMessages.forbidden);
      const form = await request.formData();
      const fields = readLandForm(form);
      if (!fields) return errorResponse(400, mockMessages.invalid);
      if (typeof fields === 'string') return errorResponse(400, fields);
      const added = await storeImages(db, form, ad.images);
      if (!Array.isArray(added)) return added;
      Object.assign(ad, fields, {
        price_per_m2: pricePerSquareMetre(fields),
        updated_at: new Date().toISOString(),
      });
      ad.images = [...ad.images, ...added];
      ad.thumbnail = ad.images[0]?.thumbnail_filename ?? null;
      return HttpResponse.json(ad);
    },

    deleteAd({ request, params }) {
      const user = signedInUser(db, request);
      if (!user) return errorResponse(401, mockMessages.unauthorized);
      const ad = db.landAd(Number(params.id));
      if (!ad || ad.deleted) return errorResponse(404, mockMessages.adNotFound);
      if (ad.user_id !== user.id) return errorResponse(403, mockMessages.forbidden);
      ad.deleted = true;
      return noContent();
    },

    deleteAdImage({ request, params }) {
      const user = signedInUser(db, request);
      if (!user) return errorResponse(401, mockMessages.unauthorized);
      const ad = db.landAd(Number(params.id));
      if (!ad || ad.deleted) return errorResponse(404, mockMessages.adNotFound);
      if (ad.user_id !== user.id) return errorResponse(403, mockMessages.forbidden);
      const imageId = Number(params.imageId);
      if (!ad.images.some((image) => image.id === imageId)) {
        return errorResponse(404, mockMessages.imageNotFound);
      }
      ad.images = ad.images.filter((image) => image.id !== imageId);
      ad.thumbnail = ad.images[0]?.thumbnail_filename ?? null;
      return noContent();
    },
  };
}
