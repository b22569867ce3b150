import { eq } from 'drizzle-orm';
import { texts } from '@marketplace/domain';
import type { Database } from '../db/connect';
import { businessAds, landAds } from '../db/schema';
import { notFound } from './errors';

/** openapi.yaml AdType: which table an ad id names. */
export type AdType = 'land' | 'business';

/** The 404 of a missing ad of either kind, in the words of its own page. */
export const adNotFound = (adType: AdType) =>
  notFound(adType === 'business' ? texts.businessDetail.notFound : texts.landAd.notFound);

/**
 * The author of an ad that is listed (not deleted, not hidden, rejected or awaiting approval, its
 * author not restricted); 404 otherwise.
 */
export async function activeAdAuthor(db: Database, adType: AdType, adId: number): Promise<number> {
  const [ad] =
    adType === 'business'
      ? await db
          .select({
            authorId: businessAds.authorId,
            deleted: businessAds.deleted,
            listed: businessAds.listed,
          })
          .from(businessAds)
          .where(eq(businessAds.id, adId))
      : await db
          .select({ authorId: landAds.userId, deleted: landAds.deleted, listed: landAds.listed })
          .from(landAds)
          .where(eq(landAds.id, adId));
  if (!ad || ad.deleted || !ad.listed) throw adNotFound(adType);
  return ad.authorId;
}
