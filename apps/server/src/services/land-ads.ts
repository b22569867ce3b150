import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { components } from '@marketplace/api-client/schema';
import type { Database } from '../db/connect';
import { conversations, landAdImages, landAds, users } from '../db/schema';
import { toAdImage, type AdImageRow } from './ad-images';
import { shownTo } from './ad-refs';
import type { AuthUser } from './auth-types';

export type LandAd = components['schemas']['LandAd'];
type LandType = LandAd['land_type'];

export const adColumns = {
  id: landAds.id,
  userId: landAds.userId,
  title: landAds.title,
  description: landAds.description,
  price: landAds.price,
  area: landAds.area,
  countryId: landAds.countryId,
  cityId: landAds.cityId,
  landType: landAds.landType,
  cadastralMunicipality: landAds.cadastralMunicipality,
  parcelNumber: landAds.parcelNumber,
  utilities: landAds.utilities,
  zoning: landAds.zoning,
  ownershipRegistered: landAds.ownershipRegistered,
  priceNegotiable: landAds.priceNegotiable,
  pricePerM2: landAds.pricePerM2,
  status: landAds.status,
  createdAt: landAds.createdAt,
  updatedAt: landAds.updatedAt,
  deleted: landAds.deleted,
  authorName: users.fullName,
};
type Column<K extends keyof typeof adColumns> = (typeof adColumns)[K]['_'];
type AdRow = {
  [K in keyof typeof adColumns]: Column<K>['notNull'] extends true
    ? Column<K>['data']
    : Column<K>['data'] | null;
};

interface ImageRow extends AdImageRow {
  adId: number;
}

/** Maps a row and its images (already in gallery order) to the contract's LandAd shape. */
export function toLandAd(row: AdRow, images: readonly AdImageRow[]): LandAd {
  const mapped = images.map(toAdImage);
  return {
    id: row.id,
    user_id: row.userId,
    title: row.title,
    description: row.description,
    price: row.price,
    country_id: row.countryId,
    city_id: row.cityId,
    // Written only after isLandType() passed (land-ad-form.ts).
    land_type: row.landType as LandType,
    area: row.area,
    thumbnail: mapped[0]?.thumbnail_filename ?? null,
    images: mapped,
    author_name: row.authorName,
    created_at: row.createdAt.toISOString(),
    deleted: row.deleted,
    cadastral_municipality: row.cadastralMunicipality,
    parcel_number: row.parcelNumber,
    // Written only after validateLandFacts() passed, and held by the table's CHECKs.
    utilities: row.utilities as LandAd['utilities'],
    zoning: row.zoning,
    ownership_registered: row.ownershipRegistered,
    price_negotiable: row.priceNegotiable,
    // The database's own generated column (migrations/0006); an area of 0 (only possible in rows
    // written by SQL) has no price per m².
    price_per_m2: Number.isFinite(row.pricePerM2) ? row.pricePerM2 : 0,
    status: row.status as LandAd['status'],
    updated_at: row.updatedAt.toISOString(),
  };
}

const imageColumns = {
  id: landAdImages.id,
  adId: landAdImages.adId,
  filename: landAdImages.filename,
  thumbnailFilename: landAdImages.thumbnailFilename,
  orderIndex: landAdImages.orderIndex,
  largeFilename: landAdImages.largeFilename,
  width: landAdImages.width,
  height: landAdImages.height,
};

/** The ads of `rows` with their images (`images`: in gallery order), in the order of `rows`. */
function withImages(rows: readonly AdRow[], images: readonly ImageRow[]): LandAd[] {
  const byAd = new Map<number, ImageRow[]>();
  for (const image of images) {
    const list = byAd.get(image.adId);
    if (list) list.push(image);
    else byAd.set(image.adId, [image]);
  }
  return rows.map((row) => toLandAd(row, byAd.get(row.id) ?? []));
}

/**
 * Ads matching `where`, newest first, each with its images. Two queries whatever the number of
 * ads (the images query repeats the ads' filter through a join), so 1,000 ads never cost 1,001.
 */
async function findAds(db: Database, where: SQL | undefined): Promise<LandAd[]> {
  const rows = await db
    .select(adColumns)
    .from(landAds)
    .innerJoin(users, eq(users.id, landAds.userId))
    .where(where)
    .orderBy(desc(landAds.createdAt), desc(landAds.id));
  if (rows.length === 0) return [];
  const images = await db
    .select(imageColumns)
    .from(landAdImages)
    .innerJoin(landAds, eq(landAds.id, landAdImages.adId))
    .where(where)
    .orderBy(landAdImages.adId, landAdImages.orderIndex, landAdImages.id);
  return withImages(rows, images);
}

/** How many ads a batch of a full list holds: a few milliseconds of work on the main thread. */
export const LIST_BATCH_SIZE = 1_000;

/**
 * The position after an ad in newest-first order: its created_at as the database's own text
 * (exact to the microsecond, which a JavaScript Date is not) and its id.
 */
interface ListCursor {
  createdAt: string;
  id: number;
}

/**
 * spec §7 GET /api/ads: every active ad, newest first (DESIGN: lists are newest first), in
 * batches of `size` ads. Each batch is two queries (keyset paging, then the batch's images), so
 * neither the database thread nor this one ever handles the whole list at once, and the event
 * loop turns between batches. An ad added while the batches are read is newer than the cursor
 * and comes with the next version of the list; none is listed twice.
 */
export async function* activeAdBatches(
  db: Database,
  size = LIST_BATCH_SIZE,
): AsyncGenerator<LandAd[], void> {
  let after: ListCursor | null = null;
  for (;;) {
    const page = await activeAdsAfter(db, after, size);
    if (page.ads.length > 0) yield page.ads;
    if (page.ads.length < size || !page.last) return;
    after = page.last;
  }
}

/** One batch of the full list: the `size` active ads after `after`, and its own last position. */
async function activeAdsAfter(
  db: Database,
  after: ListCursor | null,
  size: number,
): Promise<{ ads: LandAd[]; last: ListCursor | null }> {
  const rows = await db
    .select({ ...adColumns, cursor: sql<string>`${landAds.createdAt}::text` })
    .from(landAds)
    .innerJoin(users, eq(users.id, landAds.userId))
    .where(
      and(
        eq(landAds.deleted, false),
        eq(landAds.listed, true),
        after
          ? sql`(${landAds.createdAt}, ${landAds.id}) < (${after.createdAt}::timestamptz, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(desc(landAds.createdAt), desc(landAds.id))
    .limit(size);
  const last = rows.at(-1);
  if (!last) return { ads: [], last: null };
  const images = await db
    .select(imageColumns)
    .from(landAdImages)
    // One array parameter: half the time of an IN list of a thousand parameters on PGlite.
    .where(sql`${landAdImages.adId} = any(${sql.param(rows.map((row) => row.id))}::int[])`)
    .orderBy(landAdImages.adId, landAdImages.orderIndex, landAdImages.id);
  return { ads: withImages(rows, images), last: { createdAt: last.cursor, id: last.id } };
}

/** DESIGN: a deleted ad disappears from my-ads too. */
export const listUserAds = (db: Database, userId: number) =>
  findAds(db, and(eq(landAds.userId, userId), eq(landAds.deleted, false)));

/** One ad by id, deleted or not; visibility is the caller's decision. */
export async function findAd(db: Database, id: number): Promise<LandAd | null> {
  const [ad] = await findAds(db, eq(landAds.id, id));
  return ad ?? null;
}

/** DESIGN: a deleted ad stays visible to users who have a conversation about it. */
export async function hasConversationAbout(
  db: Database,
  adId: number,
  userId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.adId, adId),
        or(eq(conversations.investorId, userId), eq(conversations.ownerId, userId)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * DESIGN: active ads to everyone; a deleted one only to its author and conversation parties; one
 * that is not listed only to its author and staff (shownTo).
 */
export async function findVisibleAd(
  db: Database,
  id: number,
  viewer: Pick<AuthUser, 'id' | 'staffRole'> | null,
): Promise<LandAd | null> {
  const [ad] = await findAds(
    db,
    and(eq(landAds.id, id), shownTo(landAds.listed, landAds.userId, viewer)),
  );
  if (!ad || !ad.deleted) return ad ?? null;
  if (viewer === null) return null;
  if (ad.user_id === viewer.id || (await hasConversationAbout(db, id, viewer.id))) return ad;
  return null;
}
