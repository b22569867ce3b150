// Saved searches: what a search keeps (the parameters of the search endpoint, without `cursor`)
// and how the profile lists one in a line of words.
import { businessTypeLabel } from './business-types';
import { formatArea } from './format-area';
import { formatPrice } from './format-price';
import { landTypeLabel } from './land-types';
import { formatLocation } from './locations';
import { texts } from './texts';

export const ALERT_FREQUENCIES = ['instant', 'daily'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** The parameters of either search endpoint, as a saved search keeps them. */
export interface SavedSearchParams {
  readonly q?: string;
  readonly country_id?: number;
  readonly city_id?: number;
  readonly land_type?: readonly string[];
  readonly business_type?: readonly string[];
  readonly price_min?: number;
  readonly price_max?: number;
  readonly area_min?: number;
  readonly area_max?: number;
  readonly revenue_min?: number;
  readonly revenue_max?: number;
  readonly sort?: string;
  readonly limit?: number;
  readonly include_sold?: boolean;
}

/** Parameters that only order or size the results, or widen them: not a criterion of their own. */
const NOT_CRITERIA = new Set(['sort', 'limit', 'include_sold']);

/**
 * Does the search narrow the ads at all? A search without a criterion would alert every new ad,
 * so it is not offered for saving.
 */
export function hasSearchCriteria(params: SavedSearchParams): boolean {
  return Object.entries(params).some(
    ([name, value]) =>
      !NOT_CRITERIA.has(name) &&
      value !== undefined &&
      value !== '' &&
      !(Array.isArray(value) && value.length === 0),
  );
}

function range(
  label: string,
  min: number | undefined,
  max: number | undefined,
  format: (value: number) => string,
): string | null {
  const t = texts.savedSearches;
  if (min === undefined && max === undefined) return null;
  const bounds =
    min !== undefined && max !== undefined
      ? t.between(format(min), format(max))
      : min !== undefined
        ? t.from(format(min))
        : t.to(format(max ?? 0));
  return t.range(label, bounds);
}

const sortLabels: Readonly<Record<string, string>> = texts.search.sorts;

/**
 * A saved search in words, one part per criterion in the order of the search panel:
 * ['„voćnjak“', 'Čačak, Srbija', 'Poljoprivredno zemljište', 'Cena: do 50.000 €'].
 * The newest-first order is the default and is not named.
 */
export function describeSavedSearch(params: SavedSearchParams): string[] {
  const t = texts.savedSearches;
  const parts: (string | null)[] = [
    params.q ? t.text(params.q) : null,
    formatLocation(params.city_id, params.country_id) || null,
    ...(params.land_type ?? []).map(landTypeLabel),
    ...(params.business_type ?? []).map(businessTypeLabel),
    range(t.price, params.price_min, params.price_max, formatPrice),
    range(t.area, params.area_min, params.area_max, formatArea),
    range(t.revenue, params.revenue_min, params.revenue_max, formatPrice),
    params.sort && params.sort !== 'newest' && sortLabels[params.sort]
      ? t.sort(sortLabels[params.sort] ?? params.sort)
      : null,
    params.include_sold ? t.includeSold : null,
  ];
  return parts.filter((part): part is string => part !== null && part !== '');
}

/**
 * The address of a saved search's list (`?q=…&country_id=…`): the lists keep their search in the
 * address under the endpoint's own parameter names, so the saved parameters open it as saved.
 */
export function savedSearchQuery(params: SavedSearchParams): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || name === 'limit') continue;
    if (name === 'sort' && value === 'newest') continue;
    if (name === 'include_sold' && value !== true) continue;
    if (Array.isArray(value)) for (const item of value) query.append(name, String(item));
    else query.set(name, String(value));
  }
  return query.toString();
}
