// Server-side search (GET /api/ads/search, /api/business-ads/search): the filters of spec §5,
// with two widenings users of this region expect: text matching ignores case, diacritics and
// script, so 'cacak', 'Čačak' and 'Чачак' find the same ads; and it also reads the ad's place, so
// 'Novi Sad' finds the ads located in Novi Sad. The server implements this in SQL
// (the same folding in a database function); the mocks and the property test use these functions,
// and the test checks that both select and order exactly the same ads.
import type { BusinessType } from './business-types';
import type { LandType } from './land-types';
import { CITIES, COUNTRIES } from './locations';

export const LAND_AD_SORTS = [
  'newest',
  'price_asc',
  'price_desc',
  'price_per_m2_asc',
  'area_desc',
] as const;
export type LandAdSort = (typeof LAND_AD_SORTS)[number];

export const BUSINESS_AD_SORTS = ['newest', 'price_asc', 'price_desc', 'revenue_desc'] as const;
export type BusinessAdSort = (typeof BUSINESS_AD_SORTS)[number];

/** Ads per page when the request names no `limit`, and the most one page may hold. */
export const SEARCH_PAGE_SIZE = 24;
export const SEARCH_MAX_PAGE_SIZE = 100;

// Serbian (and Macedonian) Cyrillic to Serbian Latin, one letter at a time; the digraphs
// (lj, nj, dž) come from single Cyrillic letters, so a Latin query finds a Cyrillic ad.
const CYRILLIC_TO_LATIN: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  ђ: 'đ',
  е: 'e',
  ж: 'ž',
  з: 'z',
  и: 'i',
  ј: 'j',
  к: 'k',
  л: 'l',
  љ: 'lj',
  м: 'm',
  н: 'n',
  њ: 'nj',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  ћ: 'ć',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'c',
  ч: 'č',
  џ: 'dž',
  ш: 'š',
  ѓ: 'g',
  ќ: 'k',
  ѕ: 'dz',
  А: 'A',
  Б: 'B',
  В: 'V',
  Г: 'G',
  Д: 'D',
  Ђ: 'Đ',
  Е: 'E',
  Ж: 'Ž',
  З: 'Z',
  И: 'I',
  Ј: 'J',
  К: 'K',
  Л: 'L',
  Љ: 'Lj',
  М: 'M',
  Н: 'N',
  Њ: 'Nj',
  О: 'O',
  П: 'P',
  Р: 'R',
  С: 'S',
  Т: 'T',
  Ћ: 'Ć',
  У: 'U',
  Ф: 'F',
  Х: 'H',
  Ц: 'C',
  Ч: 'Č',
  Џ: 'Dž',
  Ш: 'Š',
  Ѓ: 'G',
  Ќ: 'K',
  Ѕ: 'Dz',
};
const CYRILLIC = /[\u0400-\u04FF]/gu;

/**
 * A text as search compares it: Cyrillic written in Latin, diacritics dropped (č → c, đ → d),
 * lower case. 'Čačak', 'cacak' and 'Чачак' all fold to 'cacak'.
 */
export function foldSearchText(text: string): string {
  return text
    .replace(CYRILLIC, (letter) => CYRILLIC_TO_LATIN[letter] ?? letter)
    .replace(/đ/gu, 'd')
    .replace(/Đ/gu, 'D')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();
}

/** The parameters of GET /api/ads/search (spec §5 filters plus area, land type and sort). */
export interface LandAdSearch {
  readonly q?: string;
  readonly country_id?: number;
  readonly city_id?: number;
  readonly land_type?: readonly LandType[];
  readonly price_min?: number;
  readonly price_max?: number;
  readonly area_min?: number;
  readonly area_max?: number;
  readonly sort?: LandAdSort;
  /** Sold ads are left out unless this is true. */
  readonly include_sold?: boolean;
}

/** The parameters of GET /api/business-ads/search. */
export interface BusinessAdSearch {
  readonly q?: string;
  readonly country_id?: number;
  readonly city_id?: number;
  readonly business_type?: readonly BusinessType[];
  readonly price_min?: number;
  readonly price_max?: number;
  readonly revenue_min?: number;
  readonly revenue_max?: number;
  readonly sort?: BusinessAdSort;
  /** Sold ads are left out unless this is true. */
  readonly include_sold?: boolean;
}

interface SearchableAd {
  readonly id: number;
  readonly title: string;
  readonly description?: string | null;
  readonly price: number;
  readonly country_id: number;
  readonly city_id: number;
  readonly created_at: string;
  /** active, reserved or sold (openapi.yaml AdStatus); an ad without one is active. */
  readonly status?: string;
}
export interface SearchableLandAd extends SearchableAd {
  readonly land_type: string;
  readonly area: number;
}
export interface SearchableBusinessAd extends SearchableAd {
  readonly business_type: string;
  readonly annual_revenue?: number | null;
}

/** The folded query, or undefined when it is blank (no text filter). */
export function searchQuery(q: string | undefined): string | undefined {
  const folded = q === undefined ? '' : foldSearchText(q.trim());
  return folded === '' ? undefined : folded;
}

/** The places a folded query names part of: the ads located there match it. */
export interface MatchingPlaces {
  /** Countries whose name contains the query: every ad in them matches. */
  readonly countryIds: readonly number[];
  /** Cities whose name contains the query, outside those countries, by their country. */
  readonly cityIdsByCountry: ReadonlyMap<number, readonly number[]>;
}

const FOLDED_COUNTRIES = COUNTRIES.map((country) => ({
  id: country.id as number,
  name: foldSearchText(country.name),
}));
const FOLDED_CITIES = CITIES.map((city) => ({
  id: city.id,
  countryId: city.countryId as number,
  name: foldSearchText(city.name),
}));

/**
 * Countries and cities whose name contains the folded query ('novi sad', 'cacak', 'srbija'): a
 * search's text also finds the ads located there, as it finds them by title or description.
 */
export function placesMatching(query: string): MatchingPlaces {
  const countryIds = FOLDED_COUNTRIES.filter((country) => country.name.includes(query)).map(
    (country) => country.id,
  );
  const cityIdsByCountry = new Map<number, number[]>();
  for (const city of FOLDED_CITIES) {
    if (countryIds.includes(city.countryId) || !city.name.includes(query)) continue;
    cityIdsByCountry.set(city.countryId, [
      ...(cityIdsByCountry.get(city.countryId) ?? []),
      city.id,
    ]);
  }
  return { countryIds, cityIdsByCountry };
}

function locatedIn(places: MatchingPlaces, ad: SearchableAd): boolean {
  return (
    places.countryIds.includes(ad.country_id) ||
    (places.cityIdsByCountry.get(ad.country_id)?.includes(ad.city_id) ?? false)
  );
}

const within = (value: number, min: number | undefined, max: number | undefined) =>
  (min === undefined || value >= min) && (max === undefined || value <= max);

/** The folded query and the places it names, or undefined for no text filter. */
function textFilterOf(q: string | undefined) {
  const query = searchQuery(q);
  return query === undefined ? undefined : { query, places: placesMatching(query) };
}

function matchesCommon(
  ad: SearchableAd,
  search: LandAdSearch | BusinessAdSearch,
  text: ReturnType<typeof textFilterOf>,
): boolean {
  return (
    (search.include_sold === true || ad.status !== 'sold') &&
    (search.country_id === undefined || ad.country_id === search.country_id) &&
    (search.city_id === undefined || ad.city_id === search.city_id) &&
    within(ad.price, search.price_min, search.price_max) &&
    (text === undefined ||
      foldSearchText(ad.title).includes(text.query) ||
      foldSearchText(ad.description ?? '').includes(text.query) ||
      locatedIn(text.places, ad))
  );
}

/** spec §5 for land ads: every set criterion holds (bounds inclusive, any of the land types). */
export function landAdSearchMatcher(search: LandAdSearch): (ad: SearchableLandAd) => boolean {
  const text = textFilterOf(search.q);
  const types = search.land_type?.length ? new Set<string>(search.land_type) : undefined;
  return (ad) =>
    matchesCommon(ad, search, text) &&
    (types === undefined || types.has(ad.land_type)) &&
    within(ad.area, search.area_min, search.area_max);
}

/** spec §5 for business ads; a revenue bound leaves out ads without a revenue. */
export function businessAdSearchMatcher(
  search: BusinessAdSearch,
): (ad: SearchableBusinessAd) => boolean {
  const text = textFilterOf(search.q);
  const types = search.business_type?.length ? new Set<string>(search.business_type) : undefined;
  const revenueBound = search.revenue_min !== undefined || search.revenue_max !== undefined;
  return (ad) =>
    matchesCommon(ad, search, text) &&
    (types === undefined || types.has(ad.business_type)) &&
    (!revenueBound ||
      (ad.annual_revenue != null &&
        within(ad.annual_revenue, search.revenue_min, search.revenue_max)));
}

type Direction = 'asc' | 'desc';
const compareNumbers = (a: number, b: number, direction: Direction) =>
  direction === 'asc' ? a - b : b - a;

/**
 * The order of each sort: its key, then the id in the same direction, so the order is total and a
 * cursor (key, id) names one place in it. Newest is by creation time, then id.
 */
export const LAND_AD_SORT_KEYS: Readonly<
  Record<LandAdSort, { key: (ad: SearchableLandAd) => number; direction: Direction }>
> = {
  newest: { key: (ad) => Date.parse(ad.created_at), direction: 'desc' },
  price_asc: { key: (ad) => ad.price, direction: 'asc' },
  price_desc: { key: (ad) => ad.price, direction: 'desc' },
  price_per_m2_asc: { key: (ad) => pricePerSquareMetre(ad), direction: 'asc' },
  area_desc: { key: (ad) => ad.area, direction: 'desc' },
};

/** Business ads without a revenue come last when sorted by revenue. */
export const BUSINESS_AD_SORT_KEYS: Readonly<
  Record<BusinessAdSort, { key: (ad: SearchableBusinessAd) => number; direction: Direction }>
> = {
  newest: { key: (ad) => Date.parse(ad.created_at), direction: 'desc' },
  price_asc: { key: (ad) => ad.price, direction: 'asc' },
  price_desc: { key: (ad) => ad.price, direction: 'desc' },
  revenue_desc: { key: (ad) => ad.annual_revenue ?? -1, direction: 'desc' },
};

/**
 * Euros per m², rounded to cents as the database keeps it: exact decimal arithmetic on the cents
 * (prices and areas have two decimals), halves away from zero like PostgreSQL's round(), so the
 * order of near-equal values never differs from the server's. An area of 0 sorts last.
 */
export function pricePerSquareMetre(ad: { readonly price: number; readonly area: number }): number {
  const price = BigInt(Math.round(ad.price * 100));
  const area = BigInt(Math.round(ad.area * 100));
  if (area === 0n) return Number.POSITIVE_INFINITY;
  const numerator = 100n * (price < 0n ? -price : price);
  const denominator = area < 0n ? -area : area;
  const cents = (2n * numerator + denominator) / (2n * denominator);
  return (Number(cents) / 100) * (price < 0n !== area < 0n ? -1 : 1);
}

function comparator<T extends { readonly id: number }>(sort: {
  key: (ad: T) => number;
  direction: Direction;
}): (a: T, b: T) => number {
  return (a, b) =>
    compareNumbers(sort.key(a), sort.key(b), sort.direction) ||
    compareNumbers(a.id, b.id, sort.direction);
}

/** Every land ad the search selects, in its order (no paging): what all its pages hold. */
export function searchLandAds<T extends SearchableLandAd>(
  ads: readonly T[],
  search: LandAdSearch,
): T[] {
  return ads
    .filter(landAdSearchMatcher(search))
    .sort(comparator(LAND_AD_SORT_KEYS[search.sort ?? 'newest']));
}

/** Every business ad the search selects, in its order (no paging). */
export function searchBusinessAds<T extends SearchableBusinessAd>(
  ads: readonly T[],
  search: BusinessAdSearch,
): T[] {
  return ads
    .filter(businessAdSearchMatcher(search))
    .sort(comparator(BUSINESS_AD_SORT_KEYS[search.sort ?? 'newest']));
}
