import { and, eq } from 'drizzle-orm';
import type { components } from '@marketplace/api-client/schema';
import {
  can,
  isAuthor,
  texts,
  validateBusinessAdCreate,
  validateBusinessAdEdit,
  type AdStatus,
  type BusinessAdFormValues,
  type BusinessAdPayload,
  editNeedsReview,
} from '@marketplace/domain';
import { businessAdImages, businessAds } from '../db/schema';
import { forbidden, invalid, notFound } from './errors';
import { variantColumns } from './ad-images';
import type { AuthUser } from './auth-types';
import type { StoredImage } from './images';
import { businessAdNotFound, getBusinessAd, type BusinessAdView } from './business-ads';
import type { ServiceContext } from './context';
import { awaitsApproval, sendBackForApproval } from './moderation';
import { sweepSavedSearchesSoon } from './saved-search-alerts';

/** What this module's functions use (routes/api/index.ts builds it from the app). */
export type BusinessAdWriteContext = Pick<
  ServiceContext,
  'db' | 'now' | 'images' | 'jobs' | 'noticeDelays' | 'moderation'
>;

type Patch = components['schemas']['BusinessAdPatch'];
/** The multipart form as it arrives: text fields, and `images` as one Buffer or several. */
export type BusinessAdMultipart = Omit<components['schemas']['BusinessAdForm'], 'images'> & {
  images?: unknown;
};

// spec §9: founding year up to the current year; the product's users are in the Belgrade time zone,
// so the year turns there (a UTC year would refuse the new year for the first hour of January 1).
function currentYear(now: Date): number {
  return Number(
    new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Europe/Belgrade' }).format(now),
  );
}

function imageBuffers(images: unknown): Buffer[] {
  if (images === undefined) return [];
  const list = Array.isArray(images) ? images : [images];
  // A text part named `images` is not a file: refuse it rather than ignore it (DESIGN).
  if (!list.every((item) => Buffer.isBuffer(item))) {
    throw invalid(texts.apiAds.businessImagesNotFiles);
  }
  return list as Buffer[];
}

function unwrap(result: { ok: true; value: BusinessAdPayload } | { ok: false; error: string }) {
  if (!result.ok) throw invalid(result.error);
  return result.value;
}

const columnsOf = (payload: BusinessAdPayload) => ({
  title: payload.title,
  description: payload.description,
  price: payload.price,
  businessType: payload.business_type,
  countryId: payload.country_id,
  cityId: payload.city_id,
  annualRevenue: payload.annual_revenue,
  employeeCount: payload.employee_count,
  establishedYear: payload.established_year,
  annualProfit: payload.annual_profit,
  reasonForSale: payload.reason_for_sale,
  sellerFinancing: payload.seller_financing,
  premises: payload.premises,
});

/** DESIGN: only business owners create business ads; images are stored before the rows. */
export async function createBusinessAd(
  ctx: BusinessAdWriteContext,
  user: AuthUser,
  form: BusinessAdMultipart,
): Promise<BusinessAdView> {
  if (!can(user.userType, 'createBusinessAd')) {
    throw forbidden(texts.businessAdForm.onlyBusinessOwnersCreate);
  }
  const buffers = imageBuffers(form.images);
  const now = ctx.now();
  const payload = unwrap(
    validateBusinessAdCreate(form, buffers.length, { currentYear: currentYear(now) }),
  );

  // Every image is checked before any is written; storeAll cleans up its own partial failures.
  const stored: StoredImage[] = await ctx.images.storeAll(buffers);
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const pending = await awaitsApproval(tx, ctx.moderation, user.id, now);
      const [ad] = await tx
        .insert(businessAds)
        .values({
          ...columnsOf(payload),
          authorId: user.id,
          createdAt: now,
          updatedAt: now,
          ...(pending ? { moderation: 'pending' } : {}),
        })
        .returning({ id: businessAds.id });
      if (!ad) throw new Error('business ad insert returned no row');
      if (stored.length > 0) {
        await tx.insert(businessAdImages).values(
          stored.map((image, orderIndex) => ({
            adId: ad.id,
            filename: image.filename,
            thumbnailFilename: image.thumbnailFilename,
            orderIndex,
            ...variantColumns(image),
          })),
        );
      }
      return ad.id;
    });
    await sweepSavedSearchesSoon(ctx);
    return await getBusinessAd(ctx.db, id, user);
  } catch (error) {
    // No ad row refers to these files, so they would never be served or cleaned up otherwise.
    await Promise.allSettled(stored.map((image) => ctx.images.remove(image)));
    throw error;
  }
}

/** The active ad, after checking that `user` wrote it (404 before 403, as for land ads). */
async function ownActiveAd(ctx: BusinessAdWriteContext, user: AuthUser, id: number) {
  const [ad] = await ctx.db.select().from(businessAds).where(eq(businessAds.id, id)).limit(1);
  if (!ad || ad.deleted) throw notFound(businessAdNotFound());
  if (!isAuthor(user.id, { author_id: ad.authorId })) {
    throw forbidden(texts.businessAdForm.notAuthor);
  }
  return ad;
}

/** spec §5 (edit): only the fields sent change; `null` clears an optional number. */
export async function updateBusinessAd(
  ctx: BusinessAdWriteContext,
  user: AuthUser,
  id: number,
  patch: Patch,
): Promise<BusinessAdView> {
  const ad = await ownActiveAd(ctx, user, id);
  const merged: BusinessAdFormValues = {
    title: patch.title ?? ad.title,
    description: patch.description ?? ad.description,
    price: patch.price ?? ad.price,
    business_type: patch.business_type ?? ad.businessType,
    country_id: patch.country_id ?? ad.countryId,
    city_id: patch.city_id ?? ad.cityId,
    annual_revenue: 'annual_revenue' in patch ? patch.annual_revenue : ad.annualRevenue,
    employee_count: 'employee_count' in patch ? patch.employee_count : ad.employeeCount,
    established_year: 'established_year' in patch ? patch.established_year : ad.establishedYear,
    annual_profit: 'annual_profit' in patch ? patch.annual_profit : ad.annualProfit,
    reason_for_sale: 'reason_for_sale' in patch ? patch.reason_for_sale : ad.reasonForSale,
    seller_financing: 'seller_financing' in patch ? patch.seller_financing : ad.sellerFinancing,
    premises: 'premises' in patch ? patch.premises : ad.premises,
  };
  const now = ctx.now();
  const payload = unwrap(validateBusinessAdEdit(merged, { currentYear: currentYear(now) }));
  const reviewed = editNeedsReview(
    'business',
    { title: ad.title, price: ad.price },
    { title: payload.title, price: payload.price },
    false,
  );
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(businessAds)
      .set({ ...columnsOf(payload), updatedAt: now })
      .where(eq(businessAds.id, id));
    if (reviewed && (await awaitsApproval(tx, ctx.moderation, user.id, now))) {
      await sendBackForApproval(tx, 'business_ad', id);
    }
  });
  await sweepSavedSearchesSoon(ctx);
  return getBusinessAd(ctx.db, id, user);
}

/** The author marks the ad active, reserved or sold (ad status); updated_at moves. */
export async function setBusinessAdStatus(
  ctx: BusinessAdWriteContext,
  user: AuthUser,
  id: number,
  status: AdStatus,
): Promise<BusinessAdView> {
  await ownActiveAd(ctx, user, id);
  const [row] = await ctx.db
    .update(businessAds)
    .set({ status, updatedAt: ctx.now() })
    .where(and(eq(businessAds.id, id), eq(businessAds.deleted, false)))
    .returning({ id: businessAds.id });
  // Deleted between the check and the update.
  if (!row) throw notFound(businessAdNotFound());
  await sweepSavedSearchesSoon(ctx);
  return getBusinessAd(ctx.db, id, user);
}

/** DESIGN: deleting is soft; conversations about the ad keep working. */
export async function deleteBusinessAd(
  ctx: BusinessAdWriteContext,
  user: AuthUser,
  id: number,
): Promise<void> {
  await ownActiveAd(ctx, user, id);
  await ctx.db
    .update(businessAds)
    .set({ deleted: true, updatedAt: ctx.now() })
    .where(eq(businessAds.id, id));
}
