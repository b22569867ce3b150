import { useMemo, type ReactNode } from 'react';
import { countSetFilters, type BusinessAdSearch, type LandAdSearch } from '@marketplace/domain';
import { IncludeSoldField } from '../../components/check-field';
import * as checkCss from '../../components/check-field.css';
import {
  PRIORITY_CARDS,
  SearchResults,
  type SearchResultsProps,
} from '../../components/search-results';
import {
  useSearchInAddress,
  type AddressCodec,
  type CriteriaRecord,
} from '../../lib/search-in-address';
import { SaveSearchButton, type CurrentSearch } from '../saved-searches/save-search-button';

/** A list's criteria as the address keeps them: each list has a sort and 'include sold'. */
export type ListCriteria = CriteriaRecord & { sort: string; includeSold: string };

/** One kind of ad's list: how its criteria sit in the address and become its search. */
export interface AdListKind<
  C extends ListCriteria,
  Search extends LandAdSearch | BusinessAdSearch,
  Ad extends { id: number },
> {
  address: AddressCodec<C>;
  /** The search request of the criteria (what the server is asked, and what is saved). */
  searchOf: (criteria: C) => Search;
  useSearch: (search: Search) => SearchResultsProps<Ad>['search'];
  /** The search as 'Sačuvaj pretragu' saves it. */
  saved: (search: Search) => CurrentSearch;
  /** Whether the address sets a criterion behind the 'Filters' toggle (then it starts open). */
  hasHiddenCriteria: (criteria: C) => boolean;
}

/** What the browser hands its kind's search panel: the criteria, and the props every panel takes. */
export interface ListPanel<C extends ListCriteria> {
  criteria: C;
  change: (criteria: C) => void;
  shared: {
    sort: C['sort'];
    onSortChange: (sort: C['sort']) => void;
    onReset: () => void;
    defaultFiltersOpen: boolean;
    filterCount: number;
    sheetExtras: ReactNode;
  };
}

export interface AdsBrowserProps<
  C extends ListCriteria,
  Search extends LandAdSearch | BusinessAdSearch,
  Ad extends { id: number },
> {
  kind: AdListKind<C, Search, Ad>;
  /** The kind's search panel, given the criteria and the shared props. */
  panel: (panel: ListPanel<C>) => ReactNode;
  /** The list (a grid, an `ul`) of the cards' items. */
  list: (items: ReactNode[]) => ReactNode;
  /** An ad's card; `priority` marks the first ones, whose pictures load first. */
  card: (ad: Ad, priority: boolean) => ReactNode;
  loadingLabel: string;
  loadFailed: string;
  empty: ReactNode;
  className: string;
  /** What comes above the panel (e.g. 'Postavi oglas'). */
  children?: ReactNode;
}

/**
 * spec §2: a list of ads of one kind (land on the home page and /nekretnine, businesses on
 * /business): the search panel over the grid of cards. The search runs on the server with the
 * criteria in the address, so reload, Back/Forward and a shared link show the same search.
 */
export function AdsBrowser<
  C extends ListCriteria,
  Search extends LandAdSearch | BusinessAdSearch,
  Ad extends { id: number },
>({
  kind,
  panel,
  list,
  card,
  loadingLabel,
  loadFailed,
  empty,
  className,
  children,
}: AdsBrowserProps<C, Search, Ad>) {
  const address = useSearchInAddress(kind.address);
  const { criteria, committed } = address;
  const request = useMemo(() => kind.searchOf(committed), [kind, committed]);
  const search = kind.useSearch(request);
  const includeSold = (wideOnly?: string) => (
    <IncludeSoldField criteria={criteria} onChange={address.change} className={wideOnly} />
  );
  return (
    <div className={className}>
      {children}
      {panel({
        criteria,
        change: address.change,
        shared: {
          sort: criteria.sort,
          onSortChange: (sort) => address.change({ ...criteria, sort }),
          onReset: address.reset,
          defaultFiltersOpen: kind.hasHiddenCriteria(committed),
          filterCount: countSetFilters(kind.searchOf(criteria)),
          sheetExtras: includeSold(),
        },
      })}
      {includeSold(checkCss.wideOnly)}
      <SaveSearchButton search={kind.saved(request)} />
      <SearchResults
        search={search}
        loadingLabel={loadingLabel}
        loadFailed={loadFailed}
        empty={empty}
      >
        {(ads) =>
          list(ads.map((ad, index) => <li key={ad.id}>{card(ad, index < PRIORITY_CARDS)}</li>))
        }
      </SearchResults>
    </div>
  );
}
