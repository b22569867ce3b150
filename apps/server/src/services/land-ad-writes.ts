import { and, count, eq, max } from 'drizzle-orm';
import {
  can,
  isAuthor,
  texts,
  validateImageCount,
  type AdStatus,
  serverTexts,
  editNeedsReview,
} from '@marketplace/domain';
import type { AuthUser } from './auth-types';
import { landAdImages, landAds } from '../db/schema';
import { forbidden, invalid, notFound } from './errors';
import { variantColumns } from './ad-images';
import { IMAGE_REMOVAL_QUEUE, type StoredImage } from './images';
import { findAd, type LandAd } from './land-ads';
import type { LandAdForm } from './land-ad-form';
import type { ServiceContext } from './context';
import { awaitsApproval, sendBackForApproval } from './moderation';
import { sweepSavedSearchesSoon } from './saved-search-alerts';

/** What this module's functions use (routes/api/index.ts builds it from the app). */
export type LandAdWriteContext = Pick<
  ServiceContext,
  'db' | 'now' | 'images' | 'jobs' | 'noticeDelays' | 'moderation'
>;

/** DESIGN: only land_owner creates land ads. */
export function assertCanCreate(user: AuthUser): void {
  if (!can(user.userType, 'createLandAd')) throw forbidden(texts.apiAds.landOwnersOnly);
}

/** The active ad the user authored: 404 when missing or deleted, 403 for anyone but the author. */
export async function loadOwnAd(
  ctx: LandAdWriteContext,
  id: number,
  user: AuthUser,
): Promise<LandAd> {
  const ad = await findAd(ctx.db, id);
  if (!ad || ad.deleted) throw notFound(texts.landAd.notFound);
  // spec §6 uses this sentence for "not the author"; it applies to land ads as well.
  if (!isAuthor(user.id, ad)) throw forbidden(texts.businessAdForm.notAuthor);
  return ad;
}

/** Stores the images, runs `write`, and removes the files again when the database refuses. */
async function withStoredImages<T>(
  ctx: LandAdWriteContext,
  images: readonly Buffer[],
  write: (stored: StoredImage[]) => Promise<T>,
): Promise<T> {
  const stored = await ctx.images.storeAll(images);
  try {
    return await write(stored);
  } catch (error) {
    await Promise.all(stored.map((image) => ctx.images.remove(image).catch(() => undefined)));
    throw error;
  }
}

const imageRows = (adId: number, stored: readonly StoredImage[], firstIndex: number) =>
  stored.map((image, offset) => ({
    adId,
    filename: image.filename,
    thumbnailFilename: image.thumbnailFilename,
    orderIndex: firstIndex + offset,
    ...variantColumns(image),
  }));

export async function createLandAd(
  ctx: LandAdWriteContext,
  user: AuthUser,
  form: LandAdForm,
): Promise<number> {
  const now = ctx.now();
  const id = await withStoredImages(ctx, form.images, (stored) =>
    ctx.db.transaction(async (tx) => {
      const pending = await awaitsApproval(tx, ctx.moderation, user.id, now);
      const [row] = await tx
        .insert(landAds)
        .values({
          ...form.fields,
          userId: user.id,
          createdAt: now,
          updatedAt: now,
          ...(pending ? { moderation: 'pending' } : {}),
        })
        .returning({ id: landAds.id });
      if (!row) throw new Error('land ad insert returned no row');
      if (stored.length > 0) await tx.insert(landAdImages).values(imageRows(row.id, stored, 0));
      return row.id;
    }),
  );
  await sweepSavedSearchesSoon(ctx);
  return id;
}

/** spec §5: the 10-image limit counts existing and new images together. */
export async function updateLandAd(
  ctx: LandAdWriteContext,
  ad: LandAd,
  form: LandAdForm,
): Promise<void> {
  // Checked before any image is decoded, and again under the row lock for concurrent edits.
  const allowed = validateImageCount(ad.images.length, form.images.length);
  if (!allowed.ok) throw invalid(allowed.error);
  const now = ctx.now();
  await withStoredImages(ctx, form.images, (stored) =>
    ctx.db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ deleted: landAds.deleted })
        .from(landAds)
        .where(eq(landAds.id, ad.id))
        .for('update');
      if (!locked || locked.deleted) throw notFound(texts.landAd.notFound);
      const [existing] = await tx
        .select({ total: count(), last: max(landAdImages.orderIndex) })
        .from(landAdImages)
        .where(eq(landAdImages.adId, ad.id));
      const total = existing?.total ?? 0;
      const recount = validateImageCount(total, stored.length);
      if (!recount.ok) throw invalid(recount.error);
      await tx
        .update(landAds)
        .set({ ...form.fields, updatedAt: now })
        .where(eq(landAds.id, ad.id));
      const reviewed = editNeedsReview(
        'land',
        { title: ad.title, price: ad.price, parcel_number: ad.parcel_number },
        {
          title: form.fields.title,
          price: form.fields.price,
          parcel_number: form.fields.parcelNumber,
        },
        stored.length > 0,
      );
      if (reviewed && (await awaitsApproval(tx, ctx.moderation, ad.user_id, now))) {
        await sendBackForApproval(tx, 'land_ad', ad.id);
      }
      const next = existing?.last == null ? 0 : existing.last + 1;
      if (stored.length > 0) await tx.insert(landAdImages).values(imageRows(ad.id, stored, next));
    }),
  );
  await sweepSavedSearchesSoon(ctx);
}

/** DESIGN: deleting is soft; the images stay for the people who may still see the ad. */
export async function softDeleteLandAd(ctx: LandAdWriteContext, ad: LandAd): Promise<void> {
  await ctx.db
    .update(landAds)
    .set({ deleted: true, updatedAt: ctx.now() })
    .where(eq(landAds.id, ad.id));
}

/** The author marks the ad active, reserved or sold (ad status); updated_at moves. */
export async function setLandAdStatus(
  ctx: LandAdWriteContext,
  ad: LandAd,
  status: AdStatus,
): Promise<void> {
  const [row] = await ctx.db
    .update(landAds)
    .set({ status, updatedAt: ctx.now() })
    .where(and(eq(landAds.id, ad.id), eq(landAds.deleted, false)))
    .returning({ id: landAds.id });
  // Deleted between the check and the update.
  if (!row) throw notFound(texts.landAd.notFound);
  await sweepSavedSearchesSoon(ctx);
}

/**
 * The row goes first and its files are removed by a durable job: a disk that refuses the removal
 * (read-only, full, gone) delays the cleanup instead of failing a request whose row is already
 * deleted, and the job retries until the files are gone.
 */
export async function deleteLandAdImage(
  ctx: LandAdWriteContext,
  ad: LandAd,
  imageId: number,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(landAdImages)
      .where(and(eq(landAdImages.id, imageId), eq(landAdImages.adId, ad.id)))
      .returning({
        filename: landAdImages.filename,
        thumbnailFilename: landAdImages.thumbnailFilename,
      });
    if (!removed) throw notFound(serverTexts.apiImages.notFound);
    // The gallery is the ad's content: its freshness moves with it.
    await tx.update(landAds).set({ updatedAt: ctx.now() }).where(eq(landAds.id, ad.id));
    if (await awaitsApproval(tx, ctx.moderation, ad.user_id, ctx.now())) {
      await sendBackForApproval(tx, 'land_ad', ad.id);
    }
    await ctx.jobs.enqueue(IMAGE_REMOVAL_QUEUE, removed, tx);
  });
  ctx.jobs.wake();
}
