// How many ads a search found. Counting every match of a common word in a million ads costs more
// than the page itself, so the total is exact up to SEARCH_TOTAL_BOUND and beyond it only says
// 'more than', the way search engines bound their hit counts. The server counts up to the bound
// (and one more, to know it was passed); the screens say 'Više od 10.000 oglasa'.
import { lazyNumberFormat } from './number-format';
import { homeTexts } from './texts-frame';

export const SEARCH_TOTAL_BOUND = 10_000;

/** A search page's count (openapi.yaml LandAdSearchPage, BusinessAdSearchPage). */
export interface BoundedTotal {
  readonly total: number;
  /** More than `total` ads match: counting stopped at the bound. */
  readonly total_is_lower_bound: boolean;
}

/** The count of `matches` ads (counted up to at least SEARCH_TOTAL_BOUND + 1) as a page says it. */
export function boundedTotal(matches: number): BoundedTotal {
  return matches > SEARCH_TOTAL_BOUND
    ? { total: SEARCH_TOTAL_BOUND, total_is_lower_bound: true }
    : { total: matches, total_is_lower_bound: false };
}

const count = lazyNumberFormat({ maximumFractionDigits: 0 });

/** 'Pronađeno oglasa: 12', or 'Više od 10.000 oglasa' past the bound. */
export function searchTotalText(page: BoundedTotal): string {
  return page.total_is_lower_bound
    ? homeTexts.foundMoreThan(count().format(page.total))
    : homeTexts.found(page.total);
}
