import {
  inRange,
  matchesText,
  toExactKey,
  toNumberBound,
  toSearchText,
  type FilterValue,
} from './filter-criteria';

/** The fields of a business ad the list filters read (spec §3). */
export interface FilterableBusinessAd {
  readonly title: string;
  readonly description?: string | null;
  readonly price: number | string;
  readonly business_type: string;
  readonly country_id: number | string;
  readonly city_id: number | string;
  readonly annual_revenue?: number | string | null;
}

/** spec §2 (business list): text, country, and behind 'Filteri' price, type, revenue and city. */
export interface BusinessAdFilter {
  readonly text?: string | null;
  readonly countryId?: FilterValue;
  readonly cityId?: FilterValue;
  readonly businessType?: string | null;
  readonly minPrice?: FilterValue;
  readonly maxPrice?: FilterValue;
  readonly minRevenue?: FilterValue;
  readonly maxRevenue?: FilterValue;
}

function hasRevenue(value: number | string | null | undefined): boolean {
  return value != null && value !== '' && Number.isFinite(Number(value));
}

/** A reusable predicate: the criteria are parsed once, then applied to each ad. */
export function businessAdMatcher(filter: BusinessAdFilter): (ad: FilterableBusinessAd) => boolean {
  const text = toSearchText(filter.text);
  const country = toExactKey(filter.countryId);
  const city = toExactKey(filter.cityId);
  const type = toExactKey(filter.businessType);
  const minPrice = toNumberBound(filter.minPrice);
  const maxPrice = toNumberBound(filter.maxPrice);
  const minRevenue = toNumberBound(filter.minRevenue);
  const maxRevenue = toNumberBound(filter.maxRevenue);
  const priced = minPrice !== undefined || maxPrice !== undefined;
  const revenueBound = minRevenue !== undefined || maxRevenue !== undefined;

  return (ad) =>
    (country === undefined || String(ad.country_id) === country) &&
    (city === undefined || String(ad.city_id) === city) &&
    (type === undefined || ad.business_type === type) &&
    (!priced || inRange(Number(ad.price), minPrice, maxPrice)) &&
    // spec §5: when a revenue bound is set, ads without revenue are excluded.
    (!revenueBound ||
      (hasRevenue(ad.annual_revenue) &&
        inRange(Number(ad.annual_revenue), minRevenue, maxRevenue))) &&
    (text === undefined || matchesText(text, ad));
}

/** spec §5 (business list filters, in the browser): ads matching every set criterion, order kept. */
export function filterBusinessAds<T extends FilterableBusinessAd>(
  ads: readonly T[],
  filter: BusinessAdFilter,
): T[] {
  return ads.filter(businessAdMatcher(filter));
}
