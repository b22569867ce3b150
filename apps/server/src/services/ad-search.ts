import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, AnyPgTable } from 'drizzle-orm/pg-core';
import type { components, operations } from '@marketplace/api-client/schema';
import {
  canSeeBusinessDescription,
  fillText,
  placesMatching,
  searchQuery,
  SEARCH_PAGE_SIZE,
  SEARCH_TOTAL_BOUND,
  boundedTotal,
  type BusinessAdSort,
  type LandAdSort,
  serverTexts,
} from '@marketplace/domain';
import {
  activeAdCounts,
  businessAdImages,
  businessAds,
  landAdImages,
  landAds,
  listVersions,
  searchWordCounts,
  users,
} from '../db/schema';
import { invalid } from './errors';
import {
  adColumns as businessAdColumns,
  toView as toBusinessAdView,
  type Viewer,
} from './business-ads';
import type { ServiceContext } from './context';
import { toAdImage, type AdImageRow } from './ad-images';
import { adColumns as landAdColumns, toLandAd } from './land-ads';
import { LRUCache } from 'lru-cache';

type LandAdSearchPage = components['schemas']['LandAdSearchPage'];
type BusinessAdSearchPage = components['schemas']['BusinessAdSearchPage'];
export type LandAdSearchQuery = NonNullable<operations['searchAds']['parameters']['query']>;
export type BusinessAdSearchQuery = NonNullable<
  operations['searchBusinessAds']['parameters']['query']
>;
type SearchContext = Pick<ServiceContext, 'db'> & {
  /** Totals of earlier searches, per data version (one per process; see SearchTotals). */
  totals: SearchTotals;
};

/*
 * DESIGN (search): spec §5's filters in SQL, read exactly as domain landAdSearchMatcher and
 * businessAdSearchMatcher (a property test compares the two), one page at a time in the order of
 * domain LAND_AD_SORT_KEYS / BUSINESS_AD_SORT_KEYS.
 * - Text: the query, folded by the same database function as the ads' generated `search_text`
 *   (migrations/0006), is a LIKE substring of it; a trigram index finds the candidates.
 * - Keyset paging: the cursor is the last ad's sort key and id, so each page is an index range
 *   scan however deep it is, and ads added meanwhile never shift a page.
 * - A page is one statement: its ads with their images, the data version and, unfiltered, the
 *   active-ad counter the database keeps. The total needs no query of its own when the first page
 *   holds every match or the search is unfiltered; otherwise it is counted once per search and
 *   data version (SearchTotals), not once per page and visitor.
 * - Bounded totals: counting stops one past SEARCH_TOTAL_BOUND. A search of one word (with at
 *   most a price range) first asks search_word_counts, which the database keeps per word and
 *   price band: when one word containing the query is held by more ads than the bound, the total
 *   is 'more than' without visiting an ad (a common word's count otherwise walks tens of thousands
 *   of rows to find 10,001 matches).
 */

type Direction = 'asc' | 'desc';

/** A sort's SQL: its key (as the indexes have it), the key as cursor text, and how to read it back. */
interface SortSql {
  key: SQL;
  direction: Direction;
  /** The key as text that converts back exactly (microseconds, every decimal). */
  keyText: SQL;
  kind: 'timestamp' | 'numeric';
  /** For a numeric key: the text a cursor may carry, within the bounds of the key's column. */
  keyPattern?: RegExp;
}

// The keys as `::text` writes them. numeric(16, 2) columns (price, area, revenue) hold at most 14
// digits before the point and 2 after; the revenue sort reads a missing revenue as -1; price per
// m² (price / area, rounded to cents) is unbounded by its column and 'Infinity' for an area of 0.
const MONEY_KEY = /^\d{1,14}(\.\d{1,2})?$/;
const REVENUE_KEY = /^-?\d{1,14}(\.\d{1,2})?$/;
const PRICE_PER_M2_KEY = /^(\d{1,20}(\.\d{1,2})?|Infinity)$/;

const numericSort = (key: SQL, direction: Direction, keyPattern: RegExp): SortSql => ({
  key,
  direction,
  keyText: sql`(${key})::text`,
  kind: 'numeric',
  keyPattern,
});

const newestOf = (createdAt: AnyPgColumn): SortSql => ({
  key: sql`${createdAt}`,
  direction: 'desc',
  keyText: sql`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  kind: 'timestamp',
});

const LAND_SORTS: Record<LandAdSort, SortSql> = {
  newest: newestOf(landAds.createdAt),
  price_asc: numericSort(sql`${landAds.price}`, 'asc', MONEY_KEY),
  price_desc: numericSort(sql`${landAds.price}`, 'desc', MONEY_KEY),
  price_per_m2_asc: numericSort(sql`${landAds.pricePerM2}`, 'asc', PRICE_PER_M2_KEY),
  area_desc: numericSort(sql`${landAds.area}`, 'desc', MONEY_KEY),
};

const BUSINESS_SORTS: Record<BusinessAdSort, SortSql> = {
  newest: newestOf(businessAds.createdAt),
  price_asc: numericSort(sql`${businessAds.price}`, 'asc', MONEY_KEY),
  price_desc: numericSort(sql`${businessAds.price}`, 'desc', MONEY_KEY),
  // The expression of business_ads_revenue_idx: ads without a revenue last.
  revenue_desc: numericSort(sql`coalesce(${businessAds.annualRevenue}, -1)`, 'desc', REVENUE_KEY),
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
// Years 0001 to 9999: PostgreSQL has no year 0 (JavaScript's Date does), and the key has 4 digits.
const TIMESTAMP_KEY = /^(?!0000)\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

const invalidCursor = () => invalid(fillText(serverTexts.api.fieldInvalid, { field: 'cursor' }));

export function encodeCursor(table: Table, sort: string, cursor: Cursor): string {
  return Buffer.from(JSON.stringify([table, sort, cursor.key, cursor.id])).toString('base64url');
}

function validKey(key: string, sort: SortSql): boolean {
  if (sort.kind === 'numeric') return sort.keyPattern?.test(key) ?? false;
  if (!TIMESTAMP_KEY.test(key)) return false;
  // A real instant (no 31st of February), which PostgreSQL then reads without error.
  const milliseconds = `${key.slice(0, 23)}Z`;
  const time = Date.parse(milliseconds);
  return Number.isFinite(time) && new Date(time).toISOString() === milliseconds;
}

export function decodeCursor(value: string, table: Table, sort: string, sortSql: SortSql): Cursor {
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
    !validKey(key, sortSql) ||
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
 * How a search column is tested for the folded query (folded by the database, as the columns are).
 * - 'index': LIKE '%…%' (the folded text's own %, _ and \ escaped), which the trigram index
 *   answers: the planner fetches the matches and sorts them; best when they are few.
 * - 'scan': strpos(), which no index answers, so the planner walks the sort's own index and tests
 *   each ad until the page is full; best when matches are many (the planner cannot know: it
 *   guesses a LIKE's matches from a sample, and for a town's name guesses a hundredth of them).
 * Both select exactly the same ads.
 */
type TextMode = 'index' | 'scan';
function contains(column: AnyPgColumn, query: string, mode: TextMode): SQL {
  if (mode === 'scan') return sql`strpos(${column}, public.search_fold(${query})) > 0`;
  return sql`${column} like '%' || replace(replace(replace(public.search_fold(${query}), '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;
}

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

/**
 * The ads located in a place whose name contains the query (domain placesMatching): a country's
 * every ad, or chosen cities within their country, so the (country_id, city_id, …) indexes answer.
 */
function locatedIn(
  text: string,
  columns: { countryId: AnyPgColumn; cityId: AnyPgColumn },
): SQL | undefined {
  const places = placesMatching(searchQuery(text)!);
  const conditions: (SQL | undefined)[] = [
    places.countryIds.length ? inArray(columns.countryId, [...places.countryIds]) : undefined,
    ...[...places.cityIdsByCountry].map(([countryId, cityIds]) =>
      and(eq(columns.countryId, countryId), inArray(columns.cityId, [...cityIds])),
    ),
  ];
  return or(...conditions);
}

/** A text filter: the text is in the ad, or the ad is in a place of that name. */
const inTextOrPlace = (inText: SQL, place: SQL | undefined): SQL =>
  place === undefined ? inText : sql`(${inText} or ${place})`;

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

// ---------------------------------------------------------------------------------------------
// Totals

export type TableName = 'land_ads' | 'business_ads';
/**
 * The active_ad_counts row of an unfiltered search: ads neither deleted nor sold, or with
 * include_sold, ads not deleted (kept by triggers, migrations/0006 and 0009).
 */
type CountName = TableName | `${TableName}_with_sold`;
const countNameOf = (table: TableName, includeSold: boolean): CountName =>
  includeSold ? `${table}_with_sold` : table;

/** A counted total: how many ads matched, of how many active ones, at which data version. */
interface Counted {
  count: number;
  active: number;
  version: number;
}

/**
 * Totals of filtered searches by search and data version: every page of a search, and everyone
 * making the same search, share one count until the next write. The version is the list's row in
 * list_versions, bumped by triggers in the writing transaction (migrations/0001, 0002), so a total
 * is never used after a write in any process. Least recently used entries go first.
 */
export class SearchTotals {
  private readonly entries: LRUCache<string, Counted>;

  constructor(capacity = 2_000) {
    this.entries = new LRUCache({ max: capacity });
  }

  /** The total of `key` at `version`, if counted. */
  get(key: string, version: number): number | undefined {
    const entry = this.latest(key);
    return entry?.version === version ? entry.count : undefined;
  }

  /** The last count of `key`, whatever its version: how many matches to expect. */
  latest(key: string): Counted | undefined {
    return this.entries.get(key);
  }

  set(key: string, counted: Counted): void {
    const entry = this.entries.peek(key);
    if (entry && entry.version > counted.version) return;
    this.entries.set(key, counted);
  }
}

const dataVersionOf = (table: TableName): SQL<number> =>
  sql`(select ${listVersions.version} from ${listVersions} where ${listVersions.name} = ${table})`.mapWith(
    Number,
  );
const activeCountOf = (table: CountName): SQL<number | null> =>
  sql`(select ${activeAdCounts.count} from ${activeAdCounts} where ${activeAdCounts.name} = ${table})`.mapWith(
    Number,
  );

async function readActiveCount(ctx: SearchContext, table: CountName): Promise<number> {
  const [row] = await ctx.db
    .select({ count: activeAdCounts.count })
    .from(activeAdCounts)
    .where(eq(activeAdCounts.name, table));
  return row?.count ?? 0;
}

interface PageRow {
  id: number;
  sortKey: string;
  dataVersion: number;
  activeCount: number | null;
}

/**
 * The text mode for a search expected to match `matches` of `active` ads. Walking the sort's index
 * tests about (limit + 1) · active / matches ads; fetching the matches costs about four times more
 * per match (heap fetch, recheck, sort). The walk wins once matches exceed
 * √((limit + 1) · active / 4): 2,500 of a million ads for a page of 24, which is where it won when
 * measured (PostgreSQL, 1,000,000 ads: 1,751 matches 8.7 ms walking against 5.1 ms fetching,
 * 3,222 matches 2.2 ms against 3.2 ms, 15,227 matches 0.5 ms against 14.5 ms).
 */
const textModeFor = (expected: Counted, limit: number): TextMode =>
  expected.count > Math.sqrt(((limit + 1) * expected.active) / 4) ? 'scan' : 'index';

/** One search's page: its rows (one more than the page when there is a next one) and its total. */
async function runSearch<Row extends PageRow>(
  ctx: SearchContext,
  options: {
    table: TableName;
    /** Sold ads are in the search (include_sold): which active-ad count applies. */
    includeSold: boolean;
    /** Identifies the search (filters and what the viewer may see), not the page. */
    key: string;
    filtered: boolean;
    /** The search has a text: its mode is chosen from the number of matches (see contains()). */
    text: boolean;
    hasCursor: boolean;
    limit: number;
    page: (extra: {
      dataVersion: SQL<number>;
      activeCount: SQL<number | null>;
      textMode: TextMode;
    }) => Promise<Row[]>;
    /** The rows that match (text in 'index' mode): what the total counts. */
    matches: { from: AnyPgTable; where: SQL | undefined };
    /** At least how many rows match, known without visiting them (wordCountsAtLeast), if any. */
    atLeast?: SQL<number>;
  },
): Promise<{ rows: Row[]; total: number }> {
  const { table, limit } = options;
  const countName = countNameOf(table, options.includeSold);
  /** The word counts' answer when they show the bound passed, without visiting an ad. */
  const pastTheBound = async (): Promise<Counted | undefined> => {
    if (!options.atLeast) return undefined;
    const [row] = await ctx.db
      .select({
        atLeast: options.atLeast,
        active: activeAdCounts.count,
        version: dataVersionOf(table),
      })
      .from(activeAdCounts)
      .where(eq(activeAdCounts.name, countName));
    return row && row.atLeast > SEARCH_TOTAL_BOUND
      ? { count: SEARCH_TOTAL_BOUND + 1, active: row.active, version: row.version ?? 0 }
      : undefined;
  };
  const countRows = async (): Promise<Counted> => {
    // Counting stops one past the bound, in the database (domain boundedTotal).
    const matches = ctx.db
      .select({ one: sql`1`.as('one') })
      .from(options.matches.from)
      .where(options.matches.where)
      .limit(SEARCH_TOTAL_BOUND + 1)
      .as('matches');
    const [row] = await ctx.db
      .select({
        count: sql<number>`count(*)::integer`,
        active: activeCountOf(countName) as SQL<number>,
        version: dataVersionOf(table),
      })
      .from(matches);
    return { count: row?.count ?? 0, active: row?.active ?? 0, version: row?.version ?? 0 };
  };
  const count = async (): Promise<Counted> => {
    const counted = (await pastTheBound()) ?? (await countRows());
    ctx.totals.set(options.key, counted);
    return counted;
  };
  // A text search is counted first unless counted before: the count decides how to read the page.
  let counted: Counted | undefined;
  let textMode: TextMode = 'index';
  if (options.text) {
    const expected = ctx.totals.latest(options.key) ?? (counted = await count());
    textMode = textModeFor(expected, limit);
  }
  const rows = await options.page({
    dataVersion: dataVersionOf(table),
    activeCount: options.filtered ? sql<number | null>`null` : activeCountOf(countName),
    textMode,
  });
  if (counted) return { rows, total: counted.count };
  const first = rows[0];
  // The first page holds every match: nothing else to count.
  if (!options.hasCursor && rows.length <= limit) return { rows, total: rows.length };
  if (!options.filtered) {
    return { rows, total: first?.activeCount ?? (await readActiveCount(ctx, countName)) };
  }
  const cached = first ? ctx.totals.get(options.key, first.dataVersion) : undefined;
  return { rows, total: cached ?? (await count()).count };
}

const pageSize = (limit: number | undefined) => limit ?? SEARCH_PAGE_SIZE;

/**
 * A page, and the data version it was read at (null for an empty page): the same search at the
 * same version gives the same page, so the version can stand for the page's ETag.
 */
export interface SearchResult<Page> {
  page: Page;
  version: number | null;
}

const resultOf = <Page>(rows: readonly PageRow[], page: Page): SearchResult<Page> => ({
  page,
  version: rows[0]?.dataVersion ?? null,
});

const nextCursor = (
  table: Table,
  sort: string,
  rows: readonly { sortKey: string; id: number }[],
  limit: number,
) => {
  const last = rows[limit - 1];
  return rows.length > limit && last
    ? encodeCursor(table, sort, { key: last.sortKey, id: last.id })
    : null;
};

/** What a kind's filters give a search page (landAdFilters, businessAdFilters). */
interface AdFilters {
  filters: SQL[];
  text: string | undefined;
  textFilter: (mode: TextMode) => SQL | undefined;
  includeSold: boolean;
  active: SQL | undefined;
  /** The search is a text and at most a price range: the word counts bound its total. */
  words?: WordCountsScope;
}

/** Which words of search_word_counts a text search is bounded by, and its price range. */
export interface WordCountsScope {
  /** 'text': the ads' folded texts; 'title': business ads' folded titles only. */
  scope: 'text' | 'title';
  priceMin?: number;
  priceMax?: number;
}

/** The word counts' scope of a search whose filters besides text and price are all `others`. */
const wordCountsScope = (
  scope: WordCountsScope['scope'],
  search: Pick<CommonFilters, 'price_min' | 'price_max'>,
  others: readonly unknown[],
): WordCountsScope | undefined =>
  others.every((value) => value === undefined)
    ? { scope, priceMin: search.price_min, priceMax: search.price_max }
    : undefined;

/**
 * At least how many ads a search of one word (with at most a price range) matches, read from
 * search_word_counts alone (migrations/0021): every ad holding a word that contains the query
 * matches it, so the most ads holding one such word in the price bands wholly within the range is
 * a lower bound, however many words contain the query and whether or not it also names a place.
 * 0 when the folded query is not one run of letters and digits of a trigram or more (the words'
 * index answers those), so the search is counted as before.
 */
export function wordCountsAtLeast(
  table: TableName,
  text: string,
  words: WordCountsScope,
  includeSold: boolean,
): SQL<number> {
  const c = searchWordCounts;
  const folded = sql`public.search_fold(${text})`;
  const where = and(
    eq(c.adTable, table),
    eq(c.scope, words.scope),
    sql`${folded} ~ '^[[:alnum:]]{3,}$'`,
    sql`${c.word} like '%' || ${folded} || '%'`,
    includeSold ? undefined : eq(c.sold, false),
    words.priceMin === undefined ? undefined : sql`${c.priceFloor} >= ${decimal(words.priceMin)}`,
    words.priceMax === undefined ? undefined : sql`${c.priceCeiling} <= ${decimal(words.priceMax)}`,
  );
  return sql<number>`(select coalesce(max(w.total), 0)::bigint from (select sum(${c.count}) as total from ${c} where ${where} group by ${c.word}) w)`.mapWith(
    Number,
  );
}

/** What the page's select adds to a kind's columns. */
interface PageExtra {
  images: SQL<string>;
  sortKey: SQL<string>;
  dataVersion: SQL<number>;
  activeCount: SQL<number | null>;
}

/**
 * One page of a kind's search, the same for both kinds: the sort and cursor, the page size, the
 * count, the keyset condition and the next cursor. A kind says only what differs: its table, its
 * filters, what else identifies the search, its columns and how a row becomes an item.
 */
async function searchPage<S extends string, Row extends PageRow & { images: string }, Item>(
  ctx: SearchContext,
  search: { sort?: S; cursor?: string; limit?: number },
  kind: {
    name: Table;
    /** The kind's ad table (`land_ads`, `business_ads`). */
    from: typeof landAds | typeof businessAds;
    sorts: Record<S, SortSql> & Record<'newest', SortSql>;
    images: { table: AnyPgTable; ad: AnyPgColumn };
    filters: AdFilters;
    /** What identifies the search besides its text and include_sold (filters, viewer scope). */
    key: unknown[];
    rows: (extra: PageExtra, where: SQL | undefined, order: SQL[], limit: number) => Promise<Row[]>;
    item: (row: Row, images: AdImageRow[]) => Item;
  },
): Promise<
  SearchResult<{
    items: Item[];
    total: number;
    total_is_lower_bound: boolean;
    next_cursor: string | null;
  }>
> {
  const sortName = search.sort ?? 'newest';
  const sort = kind.sorts[sortName];
  const { from } = kind;
  const cursor =
    search.cursor === undefined
      ? undefined
      : decodeCursor(search.cursor, kind.name, sortName, sort);
  const limit = pageSize(search.limit);
  const { filters, text, textFilter, includeSold, active, words } = kind.filters;
  const { rows, total } = await runSearch(ctx, {
    table: `${kind.name}_ads`,
    includeSold,
    key: JSON.stringify([includeSold, text, ...kind.key]),
    filtered: filters.length > 0 || text !== undefined,
    text: text !== undefined,
    hasCursor: cursor !== undefined,
    limit,
    page: ({ dataVersion, activeCount, textMode }) =>
      kind.rows(
        {
          images: imagesOf(kind.images.table, kind.images.ad, from.id),
          sortKey: sort.keyText.mapWith(String),
          dataVersion,
          activeCount,
        },
        and(active, ...filters, textFilter(textMode), keysetAfter(sort, from.id, cursor)),
        orderOf(sort, from.id),
        limit + 1,
      ),
    matches: { from, where: and(active, ...filters, textFilter('index')) },
    atLeast:
      text !== undefined && words
        ? wordCountsAtLeast(`${kind.name}_ads`, text, words, includeSold)
        : undefined,
  });
  return resultOf(rows, {
    items: rows.slice(0, limit).map((row) => kind.item(row, parseImages(row.images))),
    ...boundedTotal(total),
    next_cursor: nextCursor(kind.name, sortName, rows, limit),
  });
}

// ---------------------------------------------------------------------------------------------
// Land ads

/**
 * The images of the ad of each row, in gallery order, as JSON text: read with the page in the same
 * statement (an index lookup per ad of the page), mapped as the lists map them.
 */
function imagesOf(imageTable: AnyPgTable, adColumn: AnyPgColumn, adId: AnyPgColumn) {
  return sql<string>`(select coalesce(json_agg(json_build_array(i.id, i.filename, i.thumbnail_filename, i.order_index, i.large_filename, i.width, i.height) order by i.order_index, i.id), '[]')::text from ${imageTable} i where ${sql.raw(`i."${adColumn.name}"`)} = ${adId})`.mapWith(
    String,
  );
}

type ImageJson = [number, string, string, number, string | null, number | null, number | null];

function parseImages(json: string): AdImageRow[] {
  return (JSON.parse(json) as ImageJson[]).map(
    ([id, filename, thumbnailFilename, orderIndex, largeFilename, width, height]) => ({
      id,
      filename,
      thumbnailFilename,
      orderIndex,
      largeFilename,
      width,
      height,
    }),
  );
}

/**
 * Ads a search lists: not deleted, listed, and not sold unless asked (include_sold; domain
 * landAdSearchMatcher). The partial indexes (deleted = false) still serve both: sold ads are
 * filtered out as the index is read.
 */
const listed = (
  table: { deleted: AnyPgColumn; status: AnyPgColumn; listed: AnyPgColumn },
  includeSold: boolean,
): SQL | undefined =>
  and(
    eq(table.deleted, false),
    // Hidden, rejected or awaiting approval, or by a restricted author (services/moderation.ts).
    eq(table.listed, true),
    includeSold ? undefined : ne(table.status, 'sold'),
  );

/** What a land-ad search selects by, without paging. */
export type LandAdFilterParams = Omit<LandAdSearchQuery, 'cursor' | 'sort' | 'limit'>;

/** spec §5's land-ad filters as SQL: the search pages and saved-search alerts both use them. */
function landAdFilters(search: LandAdFilterParams) {
  const filters = commonFilters(search, landAds);
  const text = textOf(search.q);
  const textFilter = (mode: TextMode) =>
    text === undefined
      ? undefined
      : inTextOrPlace(contains(landAds.searchText, text, mode), locatedIn(text, landAds));
  const types = search.land_type?.length ? [...new Set(search.land_type)].sort() : undefined;
  if (types) filters.push(inArray(landAds.landType, types));
  if (search.area_min !== undefined) {
    filters.push(sql`${landAds.area} >= ${decimal(search.area_min)}`);
  }
  if (search.area_max !== undefined) {
    filters.push(sql`${landAds.area} <= ${decimal(search.area_max)}`);
  }
  const includeSold = search.include_sold === true;
  const active = listed(landAds, includeSold);
  const words = wordCountsScope('text', search, [
    search.country_id,
    search.city_id,
    types,
    search.area_min,
    search.area_max,
  ]);
  return { filters, text, textFilter, types, includeSold, active, words };
}

/** The land ads a search with these parameters lists (any page), as one condition on land_ads. */
export function landAdSearchCondition(search: LandAdFilterParams): SQL | undefined {
  const { filters, textFilter, active } = landAdFilters(search);
  return and(active, ...filters, textFilter('index'));
}

/** GET /api/ads/search: one page of active land ads matching spec §5's filters (sold left out unless asked). */
export async function searchLandAdPage(
  ctx: SearchContext,
  search: LandAdSearchQuery,
): Promise<SearchResult<LandAdSearchPage>> {
  const filters = landAdFilters(search);
  return searchPage(ctx, search, {
    name: 'land',
    from: landAds,
    sorts: LAND_SORTS,
    images: { table: landAdImages, ad: landAdImages.adId },
    filters,
    key: [
      search.country_id,
      search.city_id,
      filters.types,
      search.price_min,
      search.price_max,
      search.area_min,
      search.area_max,
    ],
    rows: (extra, where, order, limit) =>
      ctx.db
        .select({ ...landAdColumns, ...extra })
        .from(landAds)
        .innerJoin(users, eq(users.id, landAds.userId))
        .where(where)
        .orderBy(...order)
        .limit(limit),
    item: (row, images) => toLandAd(row, images),
  });
}

// ---------------------------------------------------------------------------------------------
// Business ads

/**
 * Text in a business ad: its title, or its description where the viewer may read it (DESIGN:
 * descriptions are for investors and the ad's author). A search finds what its result shows, as
 * the list's filter did in the browser, and cannot probe a hidden description.
 */
function businessText(text: string, viewer: Viewer, mode: TextMode): SQL {
  // search_text (title and description) has the trigram index; the title is a part of it.
  const inTitleOrDescription = contains(businessAds.searchText, text, mode);
  if (seesEveryDescription(viewer)) return inTitleOrDescription;
  const inTitle = contains(businessAds.searchTitle, text, mode);
  const ownAd = viewer ? sql` or ${businessAds.authorId} = ${viewer.id}` : sql``;
  return sql`${inTitleOrDescription} and (${inTitle}${ownAd})`;
}

// An ad of nobody's: true when the viewer may read every description (an investor).
const seesEveryDescription = (viewer: Viewer) => canSeeBusinessDescription(viewer, {});

/** What a business-ad search selects by, without paging. */
export type BusinessAdFilterParams = Omit<BusinessAdSearchQuery, 'cursor' | 'sort' | 'limit'>;

/** spec §5's business-ad filters as SQL, for this viewer: search pages and saved-search alerts. */
function businessAdFilters(search: BusinessAdFilterParams, viewer: Viewer) {
  const filters = commonFilters(search, businessAds);
  const text = textOf(search.q);
  const textFilter = (mode: TextMode) =>
    text === undefined
      ? undefined
      : inTextOrPlace(businessText(text, viewer, mode), locatedIn(text, businessAds));
  const types = search.business_type?.length
    ? [...new Set(search.business_type)].sort()
    : undefined;
  if (types) filters.push(inArray(businessAds.businessType, types));
  // A revenue bound leaves out ads without a revenue (NULL fails both comparisons).
  if (search.revenue_min !== undefined) {
    filters.push(sql`${businessAds.annualRevenue} >= ${decimal(search.revenue_min)}`);
  }
  if (search.revenue_max !== undefined) {
    filters.push(sql`${businessAds.annualRevenue} <= ${decimal(search.revenue_max)}`);
  }
  const includeSold = search.include_sold === true;
  const active = listed(businessAds, includeSold);
  // A viewer who may not read every description matches titles (and their own ads' texts): the
  // ads holding a word in their title are among the matches.
  const words = wordCountsScope(seesEveryDescription(viewer) ? 'text' : 'title', search, [
    search.country_id,
    search.city_id,
    types,
    search.revenue_min,
    search.revenue_max,
  ]);
  return { filters, text, textFilter, types, includeSold, active, words };
}

/** The business ads this viewer's search with these parameters lists, as one condition. */
export function businessAdSearchCondition(
  search: BusinessAdFilterParams,
  viewer: Viewer,
): SQL | undefined {
  const { filters, textFilter, active } = businessAdFilters(search, viewer);
  return and(active, ...filters, textFilter('index'));
}

/** GET /api/business-ads/search: one page of active business ads matching spec §5's filters. */
export async function searchBusinessAdPage(
  ctx: SearchContext,
  search: BusinessAdSearchQuery,
  viewer: Viewer,
): Promise<SearchResult<BusinessAdSearchPage>> {
  const filters = businessAdFilters(search, viewer);
  // Which descriptions the text was matched against: the total depends on the viewer then.
  const scope =
    filters.text === undefined || seesEveryDescription(viewer)
      ? 'all'
      : viewer
        ? `own ${viewer.id}`
        : 'titles';
  return searchPage(ctx, search, {
    name: 'business',
    from: businessAds,
    sorts: BUSINESS_SORTS,
    images: { table: businessAdImages, ad: businessAdImages.adId },
    filters,
    key: [
      scope,
      search.country_id,
      search.city_id,
      filters.types,
      search.price_min,
      search.price_max,
      search.revenue_min,
      search.revenue_max,
    ],
    rows: (extra, where, order, limit) =>
      ctx.db
        .select({ ...businessAdColumns, ...extra })
        .from(businessAds)
        .innerJoin(users, eq(users.id, businessAds.authorId))
        .where(where)
        .orderBy(...order)
        .limit(limit),
    item: (row, images) => toBusinessAdView(row, images.map(toAdImage), viewer),
  });
}
