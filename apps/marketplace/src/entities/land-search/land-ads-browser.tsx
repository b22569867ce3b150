import { useMemo } from 'react';
import { Link } from 'react-router';
import { LAND_TYPES, countSetFilters, texts, type LandAdSort } from '@marketplace/domain';
import type { LandAd } from '@marketplace/api-client';
import {
  AdCard,
  EmptyState,
  Grid,
  SearchPanel,
  type AdCardProps,
  type LandSearchCriteria,
} from '@marketplace/ui';
import { paths } from '../../config/paths';
import {
  landAdAddress,
  landAdSearchOf,
  useLandAdSearch,
  type LandAdCriteria,
} from './land-ads-query';
import { inputValue, useSearchInAddress } from '../../lib/search-in-address';
import { cardImage } from '../../components/card-image';
import { IncludeSoldField } from '../../components/check-field';
import * as checkCss from '../../components/check-field.css';
import { useCardFavorite } from '../favorites/favorite-toggle';
import { favoriteEntryOf } from '../favorites/favorites';
import { SaveSearchButton } from '../saved-searches/save-search-button';
import { PRIORITY_CARDS, SearchResults } from '../../components/search-results';
import * as css from './land-ads-browser.css';

/** A land ad's card in the grid, with the heart for signed-in users. */
function LandAdCard({ ad, ...props }: { ad: LandAd } & Omit<AdCardProps, 'ad'>) {
  const favorite = useCardFavorite(favoriteEntryOf('land', ad));
  return (
    <AdCard
      ad={ad}
      viewHref={paths.landAd.href(ad.id)}
      linkComponent={Link}
      favorite={favorite}
      {...props}
    />
  );
}

/** The panel's criteria as the address keeps them (every value a string, '' when unset). */
function landCriteriaOf(
  value: LandSearchCriteria,
  sort: LandAdSort,
  includeSold: string,
): LandAdCriteria {
  const types = value.landTypes ?? [];
  return {
    text: value.text ?? '',
    countryId: inputValue(value.countryId),
    cityId: inputValue(value.cityId),
    minPrice: inputValue(value.minPrice),
    maxPrice: inputValue(value.maxPrice),
    minArea: inputValue(value.minArea),
    maxArea: inputValue(value.maxArea),
    landTypes: LAND_TYPES.filter((type) => types.includes(type)),
    sort,
    includeSold,
  };
}

/** Whether the address sets a criterion behind the 'Filters' toggle (then it starts open). */
const hasHiddenCriteria = (criteria: LandAdCriteria) =>
  [
    criteria.minPrice,
    criteria.maxPrice,
    criteria.cityId,
    criteria.minArea,
    criteria.maxArea,
    criteria.landTypes,
  ].some((value) => value.length > 0);

/**
 * spec §2 (home, logged in; /nekretnine): the land search panel over the grid of ad cards. The
 * search runs on the server (GET /api/ads/search) with the criteria in the address, so reload,
 * Back/Forward and a shared link show the same search.
 */
export function LandAdsBrowser({
  headingLevel = 2,
}: {
  /** The cards' title level: one below the heading the grid sits under. */
  headingLevel?: 2 | 3 | 4;
}) {
  const address = useSearchInAddress(landAdAddress);
  const { criteria, committed } = address;
  const request = useMemo(() => landAdSearchOf(committed), [committed]);
  const search = useLandAdSearch(request);
  const includeSold = (className?: string) => (
    <IncludeSoldField criteria={criteria} onChange={address.change} className={className} />
  );
  return (
    <div className={css.browser}>
      <SearchPanel
        variant="land"
        value={criteria}
        onChange={(value) =>
          address.change(landCriteriaOf(value, criteria.sort, criteria.includeSold))
        }
        sort={criteria.sort}
        onSortChange={(sort) => address.change({ ...criteria, sort })}
        onReset={address.reset}
        defaultFiltersOpen={hasHiddenCriteria(committed)}
        filterCount={countSetFilters(landAdSearchOf(criteria))}
        sheetExtras={includeSold()}
      />
      {includeSold(checkCss.wideOnly)}
      <SaveSearchButton search={{ kind: 'land', params: request }} />
      <SearchResults
        search={search}
        loadingLabel={texts.home.loadingAds}
        loadFailed={texts.home.loadFailed}
        empty={<EmptyState title={texts.home.noResults} />}
      >
        {(ads) => (
          <Grid as="ul" aria-label={texts.home.adsList}>
            {ads.map((ad, index) => (
              <li key={ad.id}>
                <LandAdCard
                  ad={ad}
                  imagePriority={index < PRIORITY_CARDS}
                  {...cardImage('land', ad)}
                  headingLevel={headingLevel}
                />
              </li>
            ))}
          </Grid>
        )}
      </SearchResults>
    </div>
  );
}
