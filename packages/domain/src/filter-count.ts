// How many filters a search sets: the number the phone layout's 'Filteri (n)' button shows.
import type { SavedSearchParams } from './saved-searches';
import type { BusinessAdSearch, LandAdSearch } from './search';

/** Parameters that are not a filter: the text query (the search box) and the order and size. */
const NOT_FILTERS = new Set(['q', 'sort', 'limit', 'cursor']);

/**
 * The filters a search sets, other than its text and its order: country, city, the land or
 * business types (one filter, however many types), each price, area and revenue bound, and
 * 'Prikaži i prodate oglase' when it is on. Unset parameters (undefined, '', an empty list, false)
 * do not count. Both lists (land and business) count with this one rule.
 */
export function countSetFilters(
  params: LandAdSearch | BusinessAdSearch | SavedSearchParams,
): number {
  let count = 0;
  for (const [name, value] of Object.entries(params)) {
    if (NOT_FILTERS.has(name)) continue;
    if (value === undefined || value === null || value === '' || value === false) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    count += 1;
  }
  return count;
}
