import {
  boundedTotal,
  BUSINESS_AD_SORTS,
  BUSINESS_TYPES,
  LAND_AD_SORTS,
  LAND_TYPES,
  SEARCH_MAX_PAGE_SIZE,
  SEARCH_PAGE_SIZE,
  type BusinessAdSearch,
  type LandAdSearch,
} from '@marketplace/domain';

/**
 * The query string of the search endpoints, read as the contract allows it (openapi.yaml
 * `searchAds`, `searchBusinessAds`); null when a parameter is out of its bounds, which the server
 * answers with 400.
 */
export interface PageRequest {
  limit: number;
  offset: number;
}

const AMOUNT_MAX = 999_999_999_999.99;

function number(params: URLSearchParams, name: string, min: number, max: number) {
  const raw = params.get(name);
  if (raw === null) return { ok: true as const, value: undefined };
  const value = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(value) || value < min || value > max) {
    return { ok: false as const };
  }
  return { ok: true as const, value };
}

function enumList<T extends string>(params: URLSearchParams, name: string, allowed: readonly T[]) {
  const values = params.getAll(name);
  if (!values.every((value) => (allowed as readonly string[]).includes(value))) return null;
  return values.length ? (values as T[]) : undefined;
}

// The mocks page by position: the cursor is the offset of the next page, base64url-encoded.
const encodeCursor = (offset: number) => btoa(String(offset)).replace(/=+$/u, '');
function decodeCursor(cursor: string | null): number | null {
  if (cursor === null) return 0;
  try {
    const offset = Number(atob(cursor));
    return Number.isInteger(offset) && offset >= 0 ? offset : null;
  } catch {
    return null;
  }
}

function common(params: URLSearchParams) {
  const q = params.get('q') ?? undefined;
  const country = number(params, 'country_id', 1, 5);
  const city = number(params, 'city_id', 101, 599);
  const priceMin = number(params, 'price_min', 0, AMOUNT_MAX);
  const priceMax = number(params, 'price_max', 0, AMOUNT_MAX);
  const limit = number(params, 'limit', 1, SEARCH_MAX_PAGE_SIZE);
  const offset = decodeCursor(params.get('cursor'));
  if (!country.ok || !city.ok || !priceMin.ok || !priceMax.ok || !limit.ok || offset === null) {
    return null;
  }
  if (limit.value !== undefined && !Number.isInteger(limit.value)) return null;
  if ((q?.length ?? 0) > 200) return null;
  const includeSold = params.get('include_sold');
  if (includeSold !== null && includeSold !== 'true' && includeSold !== 'false') return null;
  return {
    search: {
      include_sold: includeSold === 'true',
      q,
      country_id: country.value,
      city_id: city.value,
      price_min: priceMin.value,
      price_max: priceMax.value,
    },
    page: { limit: limit.value ?? SEARCH_PAGE_SIZE, offset },
  };
}

export function readLandAdSearch(url: URL): { search: LandAdSearch; page: PageRequest } | null {
  const params = url.searchParams;
  const base = common(params);
  const areaMin = number(params, 'area_min', 0, AMOUNT_MAX);
  const areaMax = number(params, 'area_max', 0, AMOUNT_MAX);
  const types = enumList(params, 'land_type', LAND_TYPES);
  const sort = params.get('sort') ?? 'newest';
  if (!base || !areaMin.ok || !areaMax.ok || types === null) return null;
  if (!(LAND_AD_SORTS as readonly string[]).includes(sort)) return null;
  return {
    search: {
      ...base.search,
      land_type: types,
      area_min: areaMin.value,
      area_max: areaMax.value,
      sort: sort as LandAdSearch['sort'],
    },
    page: base.page,
  };
}

export function readBusinessAdSearch(
  url: URL,
): { search: BusinessAdSearch; page: PageRequest } | null {
  const params = url.searchParams;
  const base = common(params);
  const revenueMin = number(params, 'revenue_min', 0, AMOUNT_MAX);
  const revenueMax = number(params, 'revenue_max', 0, AMOUNT_MAX);
  const types = enumList(params, 'business_type', BUSINESS_TYPES);
  const sort = params.get('sort') ?? 'newest';
  if (!base || !revenueMin.ok || !revenueMax.ok || types === null) return null;
  if (!(BUSINESS_AD_SORTS as readonly string[]).includes(sort)) return null;
  return {
    search: {
      ...base.search,
      business_type: types,
      revenue_min: revenueMin.value,
      revenue_max: revenueMax.value,
      sort: sort as BusinessAdSearch['sort'],
    },
    page: base.page,
  };
}

/** One page of an already searched and ordered list, with the total and the next cursor. */
export function pageOf<T>(all: readonly T[], page: PageRequest) {
  const items = all.slice(page.offset, page.offset + page.limit);
  const next = page.offset + page.limit;
  return {
    items,
    ...boundedTotal(all.length),
    next_cursor: next < all.length ? encodeCursor(next) : null,
  };
}
