import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { components } from '@marketplace/api-client/schema';
import { canSeeBusinessDescription, texts } from '@marketplace/domain';
import type { Database } from '../db/connect';
import { businessAdImages, businessAds, conversations, users } from '../db/schema';
import { notFound } from './errors';
import { toAdImage } from './ad-images';
import type { AuthUser } from './auth-types';
import { shownTo } from './ad-refs';

export type BusinessAdView = components['schemas']['BusinessAd'];
type ImageView = components['schemas']['AdImage'];
/** The user a response is written for; null when no (valid) token was sent. */
export type Viewer = Pick<AuthUser, 'id' | 'userType'> | null;

/** Read when thrown, so it is in the request's language. */
export const businessAdNotFound = () => texts.businessDetail.notFound;

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
  annualProfit: businessAds.annualProfit,
  reasonForSale: businessAds.reasonForSale,
  sellerFinancing: businessAds.sellerFinancing,
  premises: businessAds.premises,
  status: businessAds.status,
  createdAt: businessAds.createdAt,
  updatedAt: businessAds.updatedAt,
  deleted: businessAds.deleted,
  authorName: users.fullName,
};
type AdRow = Awaited<ReturnType<typeof selectAds>>[number];

export function toView(row: AdRow, images: ImageView[], viewer: Viewer): BusinessAdView {
  return {
    id: row.id,
    title: row.title,
    // DESIGN: the description, and with it the financials (business financials), only for
    // investors and the ad's author.
    ...(canSeeBusinessDescription(viewer, { author_id: row.authorId })
      ? {
          description: row.description,
          annual_profit: row.annualProfit,
          reason_for_sale: row.reasonForSale,
          seller_financing: row.sellerFinancing,
          premises: row.premises as BusinessAdView['premises'],
        }
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
    status: row.status as BusinessAdView['status'],
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The images of many ads in one query (no N+1), grouped by ad and in gallery order. */
async function imagesByAd(db: Database, adIds: number[]): Promise<Map<number, ImageView[]>> {
  const grouped = new Map<number, ImageView[]>();
  if (adIds.length === 0) return grouped;
  const rows = await db
    .select()
    .from(businessAdImages)
    // One array parameter, however many ads: an IN list of a parameter per ad costs twice as much.
    .where(sql`${businessAdImages.adId} = any(${sql.param(adIds)}::int[])`)
    .orderBy(asc(businessAdImages.adId), asc(businessAdImages.orderIndex));
  for (const row of rows) {
    const list = grouped.get(row.adId) ?? [];
    list.push(toAdImage(row));
    grouped.set(row.adId, list);
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

/** How many ads a batch of the full list holds: a few milliseconds of work on the main thread. */
export const LIST_BATCH_SIZE = 1_000;

/**
 * The full list (spec §7 GET /api/business-ads) as `listBusinessAds` answers it for `viewer`, in
 * batches of `size` ads: keyset paging on (created_at, id), the cursor's created_at kept as the
 * database's text (exact to the microsecond), then each batch's images. Neither thread handles the
 * whole list at once, and the event loop turns between batches; an ad added meanwhile is newer
 * than the cursor and comes with the next version of the list.
 */
export async function* businessAdBatches(
  db: Database,
  viewer: Viewer,
  size = LIST_BATCH_SIZE,
): AsyncGenerator<BusinessAdView[], void> {
  let after: ListCursor | null = null;
  for (;;) {
    const page = await activeAdsAfter(db, viewer, after, size);
    if (page.ads.length > 0) yield page.ads;
    if (page.ads.length < size || !page.last) return;
    after = page.last;
  }
}

/** A position in newest-first order: created_at as the database's text, and the id. */
interface ListCursor {
  createdAt: string;
  id: number;
}

/** One batch of the full list: the `size` active ads after `after`, and its own last position. */
async function activeAdsAfter(
  db: Database,
  viewer: Viewer,
  after: ListCursor | null,
  size: number,
): Promise<{ ads: BusinessAdView[]; last: ListCursor | null }> {
  const rows = await db
    .select({ ...adColumns, cursor: sql<string>`${businessAds.createdAt}::text` })
    .from(businessAds)
    .innerJoin(users, eq(users.id, businessAds.authorId))
    .where(
      and(
        eq(businessAds.deleted, false),
        eq(businessAds.listed, true),
        after
          ? sql`(${businessAds.createdAt}, ${businessAds.id}) < (${after.createdAt}::timestamptz, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(desc(businessAds.createdAt), desc(businessAds.id))
    .limit(size);
  const last = rows.at(-1);
  if (!last) return { ads: [], last: null };
  const images = await imagesByAd(
    db,
    rows.map((row) => row.id),
  );
  return {
    ads: rows.map((row) => toView(row, images.get(row.id) ?? [], viewer)),
    last: { createdAt: last.cursor, id: last.id },
  };
}

/**
 * Which copy of the full list `viewer` gets: everyone sees the same list except for descriptions
 * (DESIGN), so investors share one copy, and so do visitors and users without active business
 * ads; a user with active ads of their own sees their descriptions, in a copy of their own.
 */
export async function businessListAudience(
  db: Database,
  viewer: Viewer,
): Promise<'public' | 'investor' | 'author'> {
  if (viewer === null) return 'public';
  if (canSeeBusinessDescription(viewer, { author_id: -1 })) return 'investor';
  const [own] = await db
    .select({ id: businessAds.id })
    .from(businessAds)
    .where(and(eq(businessAds.authorId, viewer.id), eq(businessAds.deleted, false)))
    .limit(1);
  return own ? 'author' : 'public';
}

/**
 * DESIGN: a deleted ad stays visible to its author and to the participants of a conversation
 * about it (as for land ads); one that is not listed only to its author and staff (shownTo);
 * everyone else gets 404.
 */
export async function getBusinessAd(
  db: Database,
  id: number,
  viewer: Pick<AuthUser, 'id' | 'userType' | 'staffRole'> | null,
): Promise<BusinessAdView> {
  const visible = viewer
    ? or(
        eq(businessAds.deleted, false),
        eq(businessAds.authorId, viewer.id),
        sql`exists (select 1 from ${conversations} where ${conversations.businessAdId} = ${businessAds.id} and (${conversations.investorId} = ${viewer.id} or ${conversations.ownerId} = ${viewer.id}))`,
      )
    : eq(businessAds.deleted, false);
  const shown = shownTo(businessAds.listed, businessAds.authorId, viewer);
  const [row] = await selectAds(db, and(eq(businessAds.id, id), visible, shown));
  if (!row) throw notFound(businessAdNotFound());
  const images = await imagesByAd(db, [row.id]);
  return toView(row, images.get(row.id) ?? [], viewer);
}
