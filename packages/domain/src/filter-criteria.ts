// Criteria come straight from form controls, so every field accepts what an <input> or <select>
// yields. An empty string, null or undefined means "no filter" (spec §5: filters are optional);
// a value that is not a number is ignored rather than hiding every ad.
export type FilterValue = string | number | null | undefined;

/** spec §2 (home search panel): free text, country, and behind 'Filters' min/max price and city. */
export interface LandAdFilter {
  readonly text?: string | null;
  readonly countryId?: FilterValue;
  readonly cityId?: FilterValue;
  readonly minPrice?: FilterValue;
  readonly maxPrice?: FilterValue;
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

export function toNumberBound(value: FilterValue): number | undefined {
  if (value == null) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/** The criterion as a string for exact matching (ids and enum values); undefined when unset. */
export function toExactKey(value: FilterValue): string | undefined {
  if (value == null) return undefined;
  const key = String(value).trim();
  return key === '' ? undefined : key;
}
