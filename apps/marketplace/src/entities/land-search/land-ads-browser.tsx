import { Link } from 'react-router';
import {
  GRID_COLUMNS,
  LAND_TYPES,
  texts,
  type LandAdSearch,
  type LandAdSort,
} from '@marketplace/domain';
import type { LandAd } from '@marketplace/api-client';
import { AdCard, EmptyState, Grid, SearchPanel, type LandSearchCriteria } from '@marketplace/ui';
import { paths } from '../../config/paths';
import {
  landAdAddress,
  landAdSearchOf,
  useLandAdSearch,
  type LandAdCriteria,
} from './land-ads-query';
import { anySet, inputValue } from '../../lib/search-in-address';
import { cardImage } from '../../components/card-image';
import { AdsBrowser, type AdListKind } from '../ads/ads-browser';
import { useCardFavorites } from '../favorites/favorite-toggle';
import * as css from './land-ads-browser.css';

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
  anySet(criteria, ['minPrice', 'maxPrice', 'cityId', 'minArea', 'maxArea', 'landTypes']);

const landList: AdListKind<LandAdCriteria, LandAdSearch, LandAd> = {
  address: landAdAddress,
  searchOf: landAdSearchOf,
  useSearch: useLandAdSearch,
  saved: (params) => ({ kind: 'land', params }),
  hasHiddenCriteria,
};

/** spec §2 (home, logged in; /nekretnine): the land search panel over the grid of ad cards. */
export function LandAdsBrowser({
  headingLevel = 2,
}: {
  /** The cards' title level: one below the heading the grid sits under. */
  headingLevel?: 2 | 3 | 4;
}) {
  const favoriteOf = useCardFavorites('land');
  return (
    <AdsBrowser
      kind={landList}
      className={css.browser}
      panel={({ criteria, change, shared }) => (
        <SearchPanel
          variant="land"
          value={criteria}
          onChange={(value) => change(landCriteriaOf(value, criteria.sort, criteria.includeSold))}
          {...shared}
        />
      )}
      loadingLabel={texts.home.loadingAds}
      loadFailed={texts.home.loadFailed}
      empty={<EmptyState title={texts.home.noResults} />}
      list={(items) => (
        <Grid as="ul" columns={{ lg: GRID_COLUMNS }} aria-label={texts.home.adsList}>
          {items}
        </Grid>
      )}
      card={(ad, priority) => (
        <AdCard
          ad={ad}
          viewHref={paths.landAd.href(ad.id)}
          linkComponent={Link}
          favorite={favoriteOf(ad)}
          imagePriority={priority}
          {...cardImage('land', ad)}
          headingLevel={headingLevel}
        />
      )}
    />
  );
}
