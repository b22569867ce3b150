import { eq, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { texts } from '@marketplace/domain';
import type { Database } from '../db/connect';
import { businessAds, landAds } from '../db/schema';
import { notFound } from './errors';
import type { AuthUser } from './auth-types';

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

/**
 * Who sees an ad that is not listed (hidden, rejected, awaiting approval, or by a restricted
 * author): its author and staff only. SQL for one ad table's `listed` and author columns; none
 * for staff.
 */
export function shownTo(
  listed: AnyPgColumn,
  author: AnyPgColumn,
  viewer: Pick<AuthUser, 'id' | 'staffRole'> | null,
): SQL | undefined {
  if (viewer?.staffRole) return undefined;
  return viewer ? or(eq(listed, true), eq(author, viewer.id)) : eq(listed, true);
}
