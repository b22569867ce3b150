// Criteria come straight from form controls, so every field accepts what an <input> or <select>
// yields. An empty string, null or undefined means "no filter" (spec §5: filters are optional);
// a value that is not a number is ignored rather than hiding every ad.
export type FilterValue = string | number | null | undefined;

export function toNumberBound(value: FilterValue): number | undefined {
  if (value == null) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/** The search text, lower-cased once; undefined when blank. */
export function toSearchText(value: string | null | undefined): string | undefined {
  const text = value?.trim().toLowerCase();
  return text ? text : undefined;
}

/** The criterion as a string for exact matching (ids and enum values); undefined when unset. */
export function toExactKey(value: FilterValue): string | undefined {
  if (value == null) return undefined;
  const key = String(value).trim();
  return key === '' ? undefined : key;
}

interface SearchEntry {
  readonly title: string | null | undefined;
  readonly description: string | null | undefined;
  readonly haystack: string;
}

// Lists are fetched once and filtered on every keystroke (spec §2), so each ad's lower-cased text
// is kept per ad object. The entry is checked against the current fields, so an ad edited in
// place is re-read instead of matching stale text.
const searchCache = new WeakMap<object, SearchEntry>();

// A separator that cannot be typed into the search box, so a query never matches across fields.
const FIELD_SEPARATOR = '\u0000';

function haystackOf(
  ad: object,
  title: string | null | undefined,
  description: string | null | undefined,
): string {
  const entry = searchCache.get(ad);
  if (entry && entry.title === title && entry.description === description) return entry.haystack;
  const haystack = `${title ?? ''}${FIELD_SEPARATOR}${description ?? ''}`.toLowerCase();
  searchCache.set(ad, { title, description, haystack });
  return haystack;
}

/** spec §5: the text matches title or description, case-insensitively. */
export function matchesText(
  query: string,
  ad: { readonly title?: string | null; readonly description?: string | null },
): boolean {
  return haystackOf(ad, ad.title, ad.description).includes(query);
}

export function inRange(value: number, min: number | undefined, max: number | undefined): boolean {
  return (min === undefined || value >= min) && (max === undefined || value <= max);
}
