import {
  inRange,
  matchesText,
  toExactKey,
  toNumberBound,
  toSearchText,
  type FilterValue,
} from './filter-criteria';

/** The fields of a land ad the home filters read (spec §3). */
export interface FilterableLandAd {
  readonly title: string;
  readonly description?: string | null;
  readonly price: number | string;
  readonly country_id: number | string;
  readonly city_id: number | string;
}

/** spec §2 (home search panel): free text, country, and behind 'Filters' min/max price and city. */
export interface LandAdFilter {
  readonly text?: string | null;
  readonly countryId?: FilterValue;
  readonly cityId?: FilterValue;
  readonly minPrice?: FilterValue;
  readonly maxPrice?: FilterValue;
}

/** A reusable predicate: the criteria are parsed once, then applied to each ad. */
export function landAdMatcher(filter: LandAdFilter): (ad: FilterableLandAd) => boolean {
  const text = toSearchText(filter.text);
  const country = toExactKey(filter.countryId);
  const city = toExactKey(filter.cityId);
  const min = toNumberBound(filter.minPrice);
  const max = toNumberBound(filter.maxPrice);
  const priced = min !== undefined || max !== undefined;

  return (ad) =>
    // spec §5: country and city match exactly; min and max price are inclusive.
    (country === undefined || String(ad.country_id) === country) &&
    (city === undefined || String(ad.city_id) === city) &&
    (!priced || inRange(Number(ad.price), min, max)) &&
    (text === undefined || matchesText(text, ad));
}

/** spec §5 (home filters, in the browser): the ads matching every set criterion, order kept. */
export function filterLandAds<T extends FilterableLandAd>(
  ads: readonly T[],
  filter: LandAdFilter,
): T[] {
  return ads.filter(landAdMatcher(filter));
}
