import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { components } from '@marketplace/api-client/schema';
import { canSeeBusinessDescription, texts } from '@marketplace/domain';
import type { Database } from '../db/connect';
import { businessAdImages, businessAds, conversations, users } from '../db/schema';
import { notFound } from '../http/errors';
import type { AuthUser } from './auth-types';

export type BusinessAdView = components['schemas']['BusinessAd'];
type ImageView = components['schemas']['AdImage'];
/** The user a response is written for; null when no (valid) token was sent. */
export type Viewer = Pick<AuthUser, 'id' | 'userType'> | null;

export const BUSINESS_AD_NOT_FOUND = texts.businessDetail.notFound;

export const adColumns = {
  id: businessAds.id,
  authorId: businessAds.authorId,
  title: businessAds.title,
  description: businessAds.description,
  price: businessAds.price,
  businessType: businessAds.businessType,
  countryId: businessAds.countryId,
  cityId: businessAds.cityId,
  annualRevenue: businessAds.annualRevenue,
  employeeCount: businessAds.employeeCount,
  establishedYear: businessAds.establishedYear,
  createdAt: businessAds.createdAt,
  deleted: businessAds.deleted,
  authorName: users.fullName,
};
type AdRow = Awaited<ReturnType<typeof selectAds>>[number];

export function toView(row: AdRow, images: ImageView[], viewer: Viewer): BusinessAdView {
  return {
    id: row.id,
    title: row.title,
    ...(canSeeBusinessDescription(viewer, { author_id: row.authorId })
      ? { description: row.description }
      : {}),
    price: row.price,
    business_type: row.businessType as BusinessAdView['business_type'],
    country_id: row.countryId,
    city_id: row.cityId,
    annual_revenue: row.annualRevenue,
    employee_count: row.employeeCount,
    established_year: row.establishedYear,
    author_id: row.authorId,
    author_name: row.authorName,
    created_at: row.createdAt.toISOString(),
    deleted: row.deleted,
    thumbnail: images[0]?.thumbnail_filename ?? null,
    images,
  };
}

/** The images of many ads in one query (no N+1), grouped by ad and in gallery order. */
async function imagesByAd(db: Database, adIds: number[]): Promise<Map<number, ImageView[]>> {
  const grouped = new Map<number, ImageView[]>();
  if (adIds.length === 0) return grouped;
  const rows = await db
    .select()
    .from(businessAdImages)
    .where(inArray(businessAdImages.businessAdId, adIds))
    .orderBy(asc(businessAdImages.businessAdId), asc(businessAdImages.orderIndex));
  for (const row of rows) {
    const list = grouped.get(row.businessAdId) ?? [];
    list.push({
      id: row.id,
      filename: row.filename,
      thumbnail_filename: row.thumbnailFilename,
      order_index: row.orderIndex,
    });
    grouped.set(row.businessAdId, list);
  }
  return grouped;
}

function selectAds(db: Database, where: SQL | undefined) {
  return db
    .select(adColumns)
    .from(businessAds)
    .innerJoin(users, eq(users.id, businessAds.authorId))
    .where(where)
    .orderBy(desc(businessAds.createdAt), desc(businessAds.id));
}

/** DESIGN: lists are newest first and never contain deleted ads; two queries in all. */
export async function listBusinessAds(
  db: Database,
  viewer: Viewer,
  filter: { authorId?: number } = {},
): Promise<BusinessAdView[]> {
  const rows = await selectAds(
    db,
    and(
      eq(businessAds.deleted, false),
      filter.authorId === undefined ? undefined : eq(businessAds.authorId, filter.authorId),
    ),
  );
  const images = await imagesByAd(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toView(row, images.get(row.id) ?? [], viewer));
}

/**
 * DESIGN: a deleted ad stays visible to its author and to the participants of a conversation
 * about it (as for land ads); everyone else gets 404.
 */
export async function getBusinessAd(
  db: Database,
  id: number,
  viewer: Viewer,
): Promise<BusinessAdView> {
  const visible = viewer
    ? or(
        eq(businessAds.deleted, false),
        eq(businessAds.authorId, viewer.id),
        sql`exists (select 1 from ${conversations} where ${conversations.businessAdId} = ${businessAds.id} and (${conversations.investorId} = ${viewer.id} or ${conversations.ownerId} = ${viewer.id}))`,
      )
    : eq(businessAds.deleted, false);
  const [row] = await selectAds(db, and(eq(businessAds.id, id), visible));
  if (!row) throw notFound(BUSINESS_AD_NOT_FOUND);
  const images = await imagesByAd(db, [row.id]);
  return toView(row, images.get(row.id) ?? [], viewer);
}
