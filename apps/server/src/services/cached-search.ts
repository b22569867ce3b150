import { canSeeBusinessDescription } from '@marketplace/domain';
import type { components } from '@marketplace/api-client';
import type { Database } from '../db/connect';
import {
  SearchTotals,
  searchBusinessAdPage,
  searchLandAdPage,
  type BusinessAdSearchQuery,
  type LandAdSearchQuery,
  type SearchResult,
} from './ad-search';
import type { Viewer } from './business-ads';
import { SearchPageCache } from './search-pages';

type LandAdSearchPage = components['schemas']['LandAdSearchPage'];
type BusinessAdSearchPage = components['schemas']['BusinessAdSearchPage'];

/** Which business descriptions a viewer may read: every one, their own, or none. */
export const descriptionScope = (viewer: Viewer) =>
  viewer === null ? 'guest' : canSeeBusinessDescription(viewer, {}) ? 'all' : `user-${viewer.id}`;

/** A search's parameters as one string: the same search, whatever the order of its parameters. */
const keyOf = (query: object) =>
  JSON.stringify(Object.entries(query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/**
 * The searches of the server, one per process: the search endpoints and the pages' preload hints
 * (services/page-hints.ts) share its totals and its kept pages, so a page asked for by both is
 * read from the database once per data version.
 */
export interface AdSearch {
  land(query: LandAdSearchQuery): Promise<SearchResult<LandAdSearchPage>>;
  business(
    query: BusinessAdSearchQuery,
    viewer: Viewer,
  ): Promise<SearchResult<BusinessAdSearchPage>>;
}

export function createAdSearch(db: Database, options: { cachePages: boolean }): AdSearch {
  // Totals of filtered searches, shared by their pages and visitors until the next write.
  const search = { db, totals: new SearchTotals() };
  const pages = options.cachePages ? new SearchPageCache(db) : null;
  const cached = <Page>(
    table: 'land_ads' | 'business_ads',
    key: string,
    read: () => Promise<SearchResult<Page>>,
  ) => (pages ? pages.page(table, key, read) : read());
  return {
    land: (query) =>
      cached('land_ads', `land ${keyOf(query)}`, () => searchLandAdPage(search, query)),
    business: (query, viewer) =>
      cached('business_ads', `business-${descriptionScope(viewer)} ${keyOf(query)}`, () =>
        searchBusinessAdPage(search, query, viewer),
      ),
  };
}
