import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { components, operations } from '@marketplace/api-client/schema';
import {
  canSeeBusinessDescription,
  fillText,
  searchQuery,
  SEARCH_PAGE_SIZE,
  texts,
  type BusinessAdSort,
  type LandAdSort,
} from '@marketplace/domain';
import { activeAdCounts, businessAds, landAdImages, landAds, users } from '../db/schema';
import { badRequest } from '../http/errors';
import {
  adColumns as businessAdColumns,
  imagesByAd as businessImagesByAd,
  toView as toBusinessAdView,
  type Viewer,
} from './business-ads';
import type { ServiceContext } from './context';
import { toLandAd } from './land-ads';

type LandAdSearchPage = components['schemas']['LandAdSearchPage'];
type BusinessAdSearchPage = components['schemas']['BusinessAdSearchPage'];
export type LandAdSearchQuery = NonNullable<operations['searchAds']['parameters']['query']>;
export type BusinessAdSearchQuery = NonNullable<
  operations['searchBusinessAds']['parameters']['query']
>;
type SearchContext = Pick<ServiceContext, 'db'>;

/*
 * DESIGN (search): spec §5's filters in SQL, read exactly as domain landAdSearchMatcher and
 * businessAdSearchMatcher (a property test compares the two), one page at a time in the order of
 * domain LAND_AD_SORT_KEYS / BUSINESS_AD_SORT_KEYS.
 * - Text: the query, folded by the same database function as the ads' generated `search_text`
 *   (migrations/0006), is a LIKE substring of it; a trigram index finds the candidates.
 * - Keyset paging: the cursor is the last ad's sort key and id, so each page is an index range
 *   scan however deep it is, and ads added meanwhile never shift a page.
 * - Two queries for a page (the ads, then their images) and one for the total, which an
 *   unfiltered search reads from a counter the database keeps.
 */

type Direction = 'asc' | 'desc';

/** A sort's SQL: its key (as the indexes have it), the key as cursor text, and how to read it back. */
interface SortSql {
  key: SQL;
  direction: Direction;
  /** The key as text that converts back exactly (microseconds, every decimal). */
  keyText: SQL;
  kind: 'timestamp' | 'numeric';
}

const numericSort = (key: SQL, direction: Direction): SortSql => ({
  key,
  direction,
  keyText: sql`(${key})::text`,
  kind: 'numeric',
});

const newestOf = (createdAt: AnyPgColumn): SortSql => ({
  key: sql`${createdAt}`,
  direction: 'desc',
  keyText: sql`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  kind: 'timestamp',
});

const LAND_SORTS: Record<LandAdSort, SortSql> = {
  newest: newestOf(landAds.createdAt),
  price_asc: numericSort(sql`${landAds.price}`, 'asc'),
  price_desc: numericSort(sql`${landAds.price}`, 'desc'),
  price_per_m2_asc: numericSort(sql`${landAds.pricePerM2}`, 'asc'),
  area_desc: numericSort(sql`${landAds.area}`, 'desc'),
};

const BUSINESS_SORTS: Record<BusinessAdSort, SortSql> = {
  newest: newestOf(businessAds.createdAt),
  price_asc: numericSort(sql`${businessAds.price}`, 'asc'),
  price_desc: numericSort(sql`${businessAds.price}`, 'desc'),
  // The expression of business_ads_revenue_idx: ads without a revenue last.
  revenue_desc: numericSort(sql`coalesce(${businessAds.annualRevenue}, -1)`, 'desc'),
};

// ---------------------------------------------------------------------------------------------
// Cursors: base64url of JSON [table, sort, key, id]. Bound to the table and the sort: a cursor of
// another search, or one that was altered, is a 400, never a wrong page or a failing query.

type Table = 'land' | 'business';
interface Cursor {
  key: string;
  id: number;
}

const MAX_ID = 2_147_483_647;
const NUMERIC_KEY = /^(-?\d{1,20}(\.\d{1,20})?|Infinity)$/;
const TIMESTAMP_KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

const invalidCursor = () => badRequest(fillText(texts.api.fieldInvalid, { field: 'cursor' }));

export function encodeCursor(table: Table, sort: string, cursor: Cursor): string {
  return Buffer.from(JSON.stringify([table, sort, cursor.key, cursor.id])).toString('base64url');
}

function validKey(key: string, kind: SortSql['kind']): boolean {
  if (kind === 'numeric') return NUMERIC_KEY.test(key);
  if (!TIMESTAMP_KEY.test(key)) return false;
  // A real instant (no 31st of February), which PostgreSQL then reads without error.
  const milliseconds = `${key.slice(0, 23)}Z`;
  const time = Date.parse(milliseconds);
  return Number.isFinite(time) && new Date(time).toISOString() === milliseconds;
}

export function decodeCursor(
  value: string,
  table: Table,
  sort: string,
  kind: SortSql['kind'],
): Cursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) throw invalidCursor();
  const [cursorTable, cursorSort, key, id] = parsed as unknown[];
  if (
    cursorTable !== table ||
    cursorSort !== sort ||
    typeof key !== 'string' ||
    !validKey(key, kind) ||
    typeof id !== 'number' ||
    !Number.isInteger(id) ||
    id < 1 ||
    id > MAX_ID
  ) {
    throw invalidCursor();
  }
  return { key, id };
}

// ---------------------------------------------------------------------------------------------
// Filters

/** A number of the query string as an exact decimal for a numeric comparison. */
const decimal = (value: number) => sql`${String(value)}::numeric`;

/**
 * LIKE pattern for the folded query: `%…%` with the folded text's own %, _ and \ escaped. The
 * folding is the database's, the same as the ads' search columns.
 */
const containsPattern = (query: string) =>
  sql`'%' || replace(replace(replace(public.search_fold(${query}), '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;

interface CommonFilters {
  q?: string;
  country_id?: number;
  city_id?: number;
  price_min?: number;
  price_max?: number;
}

function commonFilters(
  search: CommonFilters,
  columns: { countryId: AnyPgColumn; cityId: AnyPgColumn; price: AnyPgColumn },
): SQL[] {
  const where: SQL[] = [];
  if (search.country_id !== undefined) where.push(eq(columns.countryId, search.country_id));
  if (search.city_id !== undefined) where.push(eq(columns.cityId, search.city_id));
  if (search.price_min !== undefined)
    where.push(sql`${columns.price} >= ${decimal(search.price_min)}`);
  if (search.price_max !== undefined)
    where.push(sql`${columns.price} <= ${decimal(search.price_max)}`);
  return where;
}

/** The trimmed query when it folds to some text; undefined for no text filter (domain searchQuery). */
const textOf = (q: string | undefined) => (searchQuery(q) === undefined ? undefined : q!.trim());

function keysetAfter(sort: SortSql, id: AnyPgColumn, cursor: Cursor | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const key =
    sort.kind === 'timestamp' ? sql`${cursor.key}::timestamptz` : sql`${cursor.key}::numeric`;
  return sql`(${sort.key}, ${id}) ${sql.raw(sort.direction === 'asc' ? '>' : '<')} (${key}, ${cursor.id}::integer)`;
}

const orderOf = (sort: SortSql, id: AnyPgColumn) => {
  const direction = sql.raw(sort.direction);
  return [sql`${sort.key} ${direction}`, sql`${id} ${direction}`];
};

async function activeCount(ctx: SearchContext, table: 'land_ads' | 'business_ads') {
  const [row] = await ctx.db
    .select({ count: activeAdCounts.count })
    .from(activeAdCounts)
    .where(eq(activeAdCounts.name, table));
  return row?.count ?? 0;
}

const pageSize = (limit: number | undefined) => limit ?? SEARCH_PAGE_SIZE;

// ---------------------------------------------------------------------------------------------
// Land ads

const landAdColumns = {
  id: landAds.id,
  userId: landAds.userId,
  title: landAds.title,
  description: landAds.description,
  price: landAds.price,
  area: landAds.area,
  countryId: landAds.countryId,
  cityId: landAds.cityId,
  landType: landAds.landType,
  createdAt: landAds.createdAt,
  deleted: landAds.deleted,
  authorName: users.fullName,
};

async function landImagesByAd(ctx: SearchContext, adIds: number[]) {
  const images = await ctx.db
    .select({
      id: landAdImages.id,
      adId: landAdImages.adId,
      filename: landAdImages.filename,
      thumbnailFilename: landAdImages.thumbnailFilename,
      orderIndex: landAdImages.orderIndex,
    })
    .from(landAdImages)
    .where(inArray(landAdImages.adId, adIds))
    .orderBy(landAdImages.adId, landAdImages.orderIndex, landAdImages.id);
  const byAd = new Map<number, typeof images>();
  for (const image of images) {
    const list = byAd.get(image.adId);
    if (list) list.push(image);
    else byAd.set(image.adId, [image]);
  }
  return byAd;
}

/** GET /api/ads/search: one page of active land ads matching spec §5's filters. */
export async function searchLandAdPage(
  ctx: SearchContext,
  search: LandAdSearchQuery,
): Promise<LandAdSearchPage> {
  const sortName = search.sort ?? 'newest';
  const sort = LAND_SORTS[sortName];
  const cursor =
    search.cursor === undefined
      ? undefined
      : decodeCursor(search.cursor, 'land', sortName, sort.kind);
  const limit = pageSize(search.limit);

  const filters = commonFilters(search, landAds);
  const text = textOf(search.q);
  if (text !== undefined) filters.push(sql`${landAds.searchText} like ${containsPattern(text)}`);
  if (search.land_type?.length) filters.push(inArray(landAds.landType, search.land_type));
  if (search.area_min !== undefined)
    filters.push(sql`${landAds.area} >= ${decimal(search.area_min)}`);
  if (search.area_max !== undefined)
    filters.push(sql`${landAds.area} <= ${decimal(search.area_max)}`);
  const active = eq(landAds.deleted, false);

  const [rows, total] = await Promise.all([
    ctx.db
      .select({ ...landAdColumns, sortKey: sort.keyText.mapWith(String) })
      .from(landAds)
      .innerJoin(users, eq(users.id, landAds.userId))
      .where(and(active, ...filters, keysetAfter(sort, landAds.id, cursor)))
      .orderBy(...orderOf(sort, landAds.id))
      .limit(limit + 1),
    filters.length === 0
      ? activeCount(ctx, 'land_ads')
      : ctx.db
          .select({ count: sql<number>`count(*)::integer` })
          .from(landAds)
          .where(and(active, ...filters))
          .then(([row]) => row?.count ?? 0),
  ]);
  const page = rows.slice(0, limit);
  const images = page.length
    ? await landImagesByAd(
        ctx,
        page.map((row) => row.id),
      )
    : new Map();
  const last = page.at(-1);
  return {
    items: page.map((row) => toLandAd(row, images.get(row.id) ?? [])),
    total,
    next_cursor:
      rows.length > limit && last
        ? encodeCursor('land', sortName, { key: last.sortKey, id: last.id })
        : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Business ads

/**
 * Text in a business ad: its title, or its description where the viewer may read it (DESIGN:
 * descriptions are for investors and the ad's author). A search finds what its result shows, as
 * the list's filter did in the browser, and cannot probe a hidden description.
 */
function businessText(text: string, viewer: Viewer): SQL {
  const pattern = containsPattern(text);
  // search_text (title and description) has the trigram index; the title is a part of it.
  const inTitleOrDescription = sql`${businessAds.searchText} like ${pattern}`;
  // An ad of nobody's: true when the viewer may read every description (an investor).
  if (canSeeBusinessDescription(viewer, {})) return inTitleOrDescription;
  const ownAd = viewer ? sql` or ${businessAds.authorId} = ${viewer.id}` : sql``;
  return sql`${inTitleOrDescription} and (${businessAds.searchTitle} like ${pattern}${ownAd})`;
}

/** GET /api/business-ads/search: one page of active business ads matching spec §5's filters. */
export async function searchBusinessAdPage(
  ctx: SearchContext,
  search: BusinessAdSearchQuery,
  viewer: Viewer,
): Promise<BusinessAdSearchPage> {
  const sortName = search.sort ?? 'newest';
  const sort = BUSINESS_SORTS[sortName];
  const cursor =
    search.cursor === undefined
      ? undefined
      : decodeCursor(search.cursor, 'business', sortName, sort.kind);
  const limit = pageSize(search.limit);

  const filters = commonFilters(search, businessAds);
  const text = textOf(search.q);
  if (text !== undefined) filters.push(businessText(text, viewer));
  if (search.business_type?.length) {
    filters.push(inArray(businessAds.businessType, search.business_type));
  }
  // A revenue bound leaves out ads without a revenue (NULL fails both comparisons).
  if (search.revenue_min !== undefined) {
    filters.push(sql`${businessAds.annualRevenue} >= ${decimal(search.revenue_min)}`);
  }
  if (search.revenue_max !== undefined) {
    filters.push(sql`${businessAds.annualRevenue} <= ${decimal(search.revenue_max)}`);
  }
  const active = eq(businessAds.deleted, false);

  const [rows, total] = await Promise.all([
    ctx.db
      .select({ ...businessAdColumns, sortKey: sort.keyText.mapWith(String) })
      .from(businessAds)
      .innerJoin(users, eq(users.id, businessAds.authorId))
      .where(and(active, ...filters, keysetAfter(sort, businessAds.id, cursor)))
      .orderBy(...orderOf(sort, businessAds.id))
      .limit(limit + 1),
    filters.length === 0
      ? activeCount(ctx, 'business_ads')
      : ctx.db
          .select({ count: sql<number>`count(*)::integer` })
          .from(businessAds)
          .where(and(active, ...filters))
          .then(([row]) => row?.count ?? 0),
  ]);
  const page = rows.slice(0, limit);
  const images = await businessImagesByAd(
    ctx.db,
    page.map((row) => row.id),
  );
  const last = page.at(-1);
  return {
    items: page.map((row) => toBusinessAdView(row, images.get(row.id) ?? [], viewer)),
    total,
    next_cursor:
      rows.length > limit && last
        ? encodeCursor('business', sortName, { key: last.sortKey, id: last.id })
        : null,
  };
}
