import { isAdStatus, texts, validateBusinessFinancials } from '@marketplace/domain';
import { HttpResponse } from 'msw';
import type { BusinessType } from '../../src/types';
import { newestFirst, type MockDb, type StoredBusinessAd } from '../db';
import { errorResponse, mockMessages, noContent, type Resolvers } from '../http';
import { signedInUser } from '../session';
import { cityInCountry, field, numberField, storeImages } from './uploads';
import { searchBusinessAds } from '@marketplace/domain';
import { pageOf, readBusinessAdSearch } from './search';

type BusinessOperations =
  | 'listBusinessAds'
  | 'searchBusinessAds'
  | 'createBusinessAd'
  | 'listMyBusinessAds'
  | 'getBusinessAd'
  | 'updateBusinessAd'
  | 'deleteBusinessAd'
  | 'setBusinessAdStatus';

const BUSINESS_TYPES: readonly string[] = [
  'restaurant_hospitality',
  'retail_services',
  'manufacturing',
  'technology_it',
  'healthcare',
  'education',
  'transport_logistics',
  'real_estate',
  'finance_banking',
  'other',
] satisfies BusinessType[];

const validYear = (year: number | null | undefined) =>
  year === null || year === undefined || (year >= 1900 && year <= new Date().getFullYear());

export function businessAdResolvers(db: MockDb): Pick<Resolvers, BusinessOperations> {
  return {
    listBusinessAds({ request }) {
      const viewer = signedInUser(db, request);
      const visible = db.businessAds.filter((ad) => !ad.deleted);
      return HttpResponse.json(newestFirst(visible).map((ad) => db.businessAdView(ad, viewer)));
    },

    searchBusinessAds({ request }) {
      const read = readBusinessAdSearch(new URL(request.url));
      if (!read) return errorResponse(400, mockMessages.invalid);
      const viewer = signedInUser(db, request);
      // The text matches a description only where this viewer may read it (as the server does).
      const visible = db.businessAds
        .filter((ad) => !ad.deleted)
        .map((ad) => db.businessAdView(ad, viewer));
      return HttpResponse.json(pageOf(searchBusinessAds(visible, read.search), read.page));
    },

    listMyBusinessAds({ request }) {
      const user = signedInUser(db, request);
      if (!user) return errorResponse(401, mockMessages.unauthorized);
      const mine = db.businessAds.filter((ad) => ad.author_id === user.id && !ad.deleted);
      return HttpResponse.json(newestFirst(mine).map((ad) => db.businessAdView(ad, user)));
    },

    getBusinessAd({ request, params }) {
      const ad = db.businessAd(Number(params.id));
      if (!ad) return errorResponse(404, mockMessages.businessAdNotFound);
      const viewer = signedInUser(db, request);
      const author = viewer !== null && ad.author_id === viewer.id;
      if (!author) db.businessAdViews.set(ad.id, (db.businessAdViews.get(ad.id) ?? 0) + 1);
      return HttpResponse.json({
        ...db.businessAdView(ad, viewer),
        ...(author ? { view_count: db.businessAdViews.get(ad.id) ?? 0 } : {}),
        seller: db.seller(ad.author_id),
        ...(viewer ? { is_favorite: db.isFavorite(viewer.id, 'business', ad.id) } : {}),
      });
    },

    async setBusinessAdStatus({ request, params }) {
      const user = signedInUser(db, request);
      if (!user) return errorResponse(401, mockMessages.unauthorized);
      const ad = db.businessAd(Number(params.id));
      if (!ad) return errorResponse(404, mockMessages.businessAdNotFound);
      if (ad.author_id !== user.id) return errorResponse(403, mockMessages.forbidden);
      const body = (await request.json()) as { status?: unknown };
      if (!isAdStatus(body.status)) return errorResponse(400, texts.apiAds.invalidStatus);
      ad.status = body.status;
      ad.updated_at = new Date().toISOString();
      return HttpResponse.json({
        ...db.businessAdView(ad, user),
        view_count: db.businessAdViews.get(ad.id) ?? 0,
      });
    },

    async createBusinessAd({ request }) {
      const user = signedInUser(db, request);
      if (!user) return errorResponse(401, mockMessages.unauthorized);
      if (user.user_type !== 'business_owner') {
        return errorResponse(403, texts.businessAdForm.onlyBusinessOwnersCreate);
      }
      const form = await request.formData();
      const title = field(form, 'title');
      const description = field(form, 'description');
      const price = numberField(form, 'price');
      const country_id = numberField(form, 'country_id');
      const city_id = numberField(form, 'city_id');
      const business_type = field(form, 'business_type');
      const established_year = numberField(form, 'established_year');
      const valid =
        title &&
        description &&
        price !== null &&
        country_id !== null &&
        city_id !== null &&
        cityInCountry(country_id, city_id) &&
        BUSINESS_TYPES.includes(business_type) &&
        validYear(established_year);
      if (!valid) return errorResponse(400, texts.businessAdForm.requiredFields);
      const financials = validateBusinessFinancials({
        annual_profit: field(form, 'annual_profit'),
        reason_for_sale: form.get('reason_for_sale'),
        seller_financing: form.get('seller_financing'),
        premises: form.get('premises'),
      });
      if (!financials.ok) return errorResponse(400, financials.error);
      const images = await storeImages(db, form, []);
      if (!Array.isArray(images)) return images;
      const now = new Date().toISOString();
      const ad: StoredBusinessAd = {
        ...financials.value,
        status: 'active',
        updated_at: now,
        id: db.nextId(),
        title,
        description,
        price,
        business_type: business_type as BusinessType,
        country_id,
        city_id,
        annual_revenue: numberField(form, 'annual_revenue'),
        employee_count: numberField(form, 'employee_count'),
        established_year,
        author_id: user.id,
        author_name: user.full_name,
        created_at: now,
        thumbnail: images[0]?.thumbnail_filename ?? null,
        images,
        deleted: false,
      };
      db.businessAds.push(ad);
      return HttpResponse.json(db.businessAdView(ad, user), { status: 201 });
    },

    async updateBusinessAd({ request, params }) {
      const user = signedInUser(db, request);
      if (!user) return errorResponse(401, mockMessages.unauthorized);
      const ad = db.businessAd(Number(params.id));
      if (!ad) return errorResponse(404, mockMessages.businessAdNotFound);
      if (ad.author_id !== user.id) {
        return errorResponse(403, texts.businessAdForm.notAuthor);
      }
      const patch = await request.json();
      const country = patch.country_id ?? ad.country_id;
      const city = patch.city_id ?? ad.city_id;
      const title = patch.title?.trim();
      if (title === '' || !cityInCountry(country, city) || !validYear(patch.established_year)) {
        return errorResponse(400, texts.businessAdForm.requiredFields);
      }
      const financials = validateBusinessFinancials({
        annual_profit: patch.annual_profit === undefined ? ad.annual_profit : patch.annual_profit,
        reason_for_sale: patch.reason_for_sale ?? ad.reason_for_sale,
        seller_financing: patch.seller_financing ?? ad.seller_financing,
        premises: patch.premises ?? ad.premises,
      });
      if (!financials.ok) return errorResponse(400, financials.error);
      Object.assign(ad, patch, {
        updated_at: new Date().toISOString(),
        ...(title === undefined ? {} : { title }),
        ...(patch.description === undefined ? {} : { description: patch.description.trim() }),
      });
      return HttpResponse.json(db.businessAdView(ad, user));
    },

    deleteBusinessAd({ request, params }) {
      const user = signedInUser(db, request);
      if (!user) return errorResponse(401, mockMessages.unauthorized);
      const ad = db.businessAd(Number(params.id));
      if (!ad) return errorResponse(404, mockMessages.businessAdNotFound);
      if (ad.author_id !== user.id) return errorResponse(403, mockMessages.forbidden);
      ad.deleted = true;
      return noContent();
    },
  };
}
