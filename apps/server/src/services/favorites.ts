import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { components } from '@marketplace/api-client/schema';
import type { Database } from '../db/connect';
import { favorites } from '../db/schema';
import { adNotFound, type AdType } from './ad-refs';
import type { AuthUser } from './auth-types';
import type { ServiceContext } from './context';

/** What this module's functions use (routes/api/index.ts builds it from the app). */
export type FavoriteContext = Pick<ServiceContext, 'db' | 'now'>;

export type FavoriteView = components['schemas']['Favorite'];

interface FavoriteRow extends Record<string, unknown> {
  land_ad_id: number | null;
  business_ad_id: number | null;
  saved_at: string | Date;
  title: string;
  price: string | number;
  thumbnail: string | null;
  country_id: number;
  city_id: number;
  status: string;
  deleted: boolean;
}

/** The column of `favorites` that names an ad of the kind. */
const adColumn = (adType: AdType) =>
  adType === 'business' ? sql.raw('business_ad_id') : sql.raw('land_ad_id');

/**
 * Saved ads with what a card shows, in one query whatever their number: the ad of either kind by
 * a left join, its first image's thumbnail by a correlated subquery on the images' (ad, order)
 * index. Deleted and sold ads stay, marked so.
 */
async function selectFavorites(db: Database, userId: number, only?: SQL): Promise<FavoriteView[]> {
  const result = await db.execute<FavoriteRow>(sql`select f.land_ad_id, f.business_ad_id,
      f.created_at as saved_at,
      coalesce(l.title, b.title) as title,
      coalesce(l.price, b.price) as price,
      case when l.id is not null
        then (select i.thumbnail_filename from land_ad_images i
          where i.ad_id = l.id order by i.order_index, i.id limit 1)
        else (select i.thumbnail_filename from business_ad_images i
          where i.business_ad_id = b.id order by i.order_index, i.id limit 1)
      end as thumbnail,
      coalesce(l.country_id, b.country_id) as country_id,
      coalesce(l.city_id, b.city_id) as city_id,
      coalesce(l.status, b.status) as status,
      coalesce(l.deleted, b.deleted) as deleted
    from favorites f
    left join land_ads l on l.id = f.land_ad_id
    left join business_ads b on b.id = f.business_ad_id
    where f.user_id = ${userId} ${only ? sql`and ${only}` : sql``}
      -- A hidden, rejected or pending ad, or one by a restricted author, is left out.
      and coalesce(l.listed, b.listed)
    order by f.created_at desc, f.id desc`);
  return result.rows.map((row) => ({
    ad_type: row.business_ad_id === null ? 'land' : 'business',
    // The table's check holds exactly one of the two.
    ad_id: (row.business_ad_id ?? row.land_ad_id)!,
    saved_at: new Date(row.saved_at).toISOString(),
    title: row.title,
    price: Number(row.price),
    thumbnail: row.thumbnail,
    country_id: row.country_id,
    city_id: row.city_id,
    // Held by the ad tables' checks.
    status: row.status as FavoriteView['status'],
    deleted: row.deleted,
  }));
}

/** GET /api/favorites: the caller's saved ads, newest saved first. */
export function listFavorites(db: Database, userId: number): Promise<FavoriteView[]> {
  return selectFavorites(db, userId);
}

/**
 * Saves an ad; saving it again changes nothing (the first save's time stays). Only an ad that is
 * not deleted can be newly saved (404 otherwise); the insert and that check are one statement,
 * and the unique indexes make concurrent saves safe.
 */
export async function saveFavorite(
  ctx: FavoriteContext,
  user: AuthUser,
  adType: AdType,
  adId: number,
): Promise<FavoriteView> {
  const adTable = adType === 'business' ? sql.raw('business_ads') : sql.raw('land_ads');
  await ctx.db.execute(sql`insert into favorites (user_id, ${adColumn(adType)}, created_at)
    select ${user.id}, a.id, ${ctx.now().toISOString()}::timestamptz from ${adTable} a
    where a.id = ${adId} and a.deleted = false and a.listed
    on conflict do nothing`);
  const [favorite] = await selectFavorites(ctx.db, user.id, sql`f.${adColumn(adType)} = ${adId}`);
  if (!favorite) throw adNotFound(adType);
  return favorite;
}

/** Removes an ad from the saved ones; answers alike whether or not it was saved. */
export async function removeFavorite(
  ctx: FavoriteContext,
  user: AuthUser,
  adType: AdType,
  adId: number,
): Promise<void> {
  await ctx.db
    .delete(favorites)
    .where(
      and(
        eq(favorites.userId, user.id),
        eq(adType === 'business' ? favorites.businessAdId : favorites.landAdId, adId),
      ),
    );
}

/** Whether the user saved the ad (one unique-index lookup); sent with one ad as is_favorite. */
export async function isFavorite(
  db: Database,
  userId: number,
  adType: AdType,
  adId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: favorites.id })
    .from(favorites)
    .where(
      and(
        eq(favorites.userId, userId),
        eq(adType === 'business' ? favorites.businessAdId : favorites.landAdId, adId),
      ),
    )
    .limit(1);
  return row !== undefined;
}
