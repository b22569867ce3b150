import { eq } from 'drizzle-orm';
import { businessAdImages, businessAds, landAdImages, landAds } from '../../src/db/schema';
import type { TestContext } from '../helpers/app';
import type { TestUser } from '../helpers/users';

/**
 * Ads inserted straight into the database: the tests of favourites, reports and blocks are not
 * about the ad endpoints.
 */
export async function insertLandAd(
  ctx: TestContext,
  owner: TestUser,
  fields: Partial<typeof landAds.$inferInsert> = {},
): Promise<{ id: number; title: string }> {
  const [ad] = await ctx.app.db
    .insert(landAds)
    .values({
      userId: owner.id,
      title: 'Poljoprivredno zemljište kod Novog Sada',
      price: 45000,
      area: 12000,
      countryId: 1,
      cityId: 102,
      landType: 'agricultural',
      ...fields,
    })
    .returning({ id: landAds.id, title: landAds.title });
  if (!ad) throw new Error('land ad insert failed');
  return ad;
}

export async function insertBusinessAd(
  ctx: TestContext,
  owner: TestUser,
  fields: Partial<typeof businessAds.$inferInsert> = {},
): Promise<{ id: number; title: string }> {
  const [ad] = await ctx.app.db
    .insert(businessAds)
    .values({
      authorId: owner.id,
      title: 'Restoran sa baštom u centru Zagreba',
      description: 'Uhodan restoran.',
      price: 350000,
      businessType: 'restaurant_hospitality',
      countryId: 2,
      cityId: 201,
      ...fields,
    })
    .returning({ id: businessAds.id, title: businessAds.title });
  if (!ad) throw new Error('business ad insert failed');
  return ad;
}

/** Image rows (no files): the list reads only their names. */
export async function insertImages(
  ctx: TestContext,
  ad: { adType: 'land' | 'business'; id: number },
  names: { thumbnail: string; orderIndex: number }[],
): Promise<void> {
  for (const { thumbnail, orderIndex } of names) {
    const row = {
      filename: thumbnail.replace('-thumb', ''),
      thumbnailFilename: thumbnail,
      orderIndex,
    };
    const table = ad.adType === 'land' ? landAdImages : businessAdImages;
    await ctx.app.db.insert(table).values({ ...row, adId: ad.id });
  }
}

export const markLandAd = (
  ctx: TestContext,
  id: number,
  set: { deleted?: boolean; status?: string },
) => ctx.app.db.update(landAds).set(set).where(eq(landAds.id, id));

export const markBusinessAd = (
  ctx: TestContext,
  id: number,
  set: { deleted?: boolean; status?: string },
) => ctx.app.db.update(businessAds).set(set).where(eq(businessAds.id, id));
