import { useMemo } from 'react';
import { Link } from 'react-router';
import type { BusinessAd } from '@marketplace/api-client';
import { can, countSetFilters, texts } from '@marketplace/domain';
import {
  BusinessCard,
  Button,
  EmptyState,
  SearchPanel,
  type BusinessCardProps,
} from '@marketplace/ui';
import { cardImage } from '../../../components/card-image';
import { IncludeSoldField } from '../../../components/check-field';
import * as checkCss from '../../../components/check-field.css';
import { useCardFavorite } from '../../../entities/favorites/favorite-toggle';
import { favoriteEntryOf } from '../../../entities/favorites/favorites';
import { SaveSearchButton } from '../../../entities/saved-searches/save-search-button';
import { PRIORITY_CARDS, SearchResults } from '../../../components/search-results';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/auth';
import { useSearchInAddress } from '../../../lib/search-in-address';
import { useBusinessAdSearch } from '../api/search-business-ads';
import {
  businessAdAddress,
  businessAdSearchOf,
  businessCriteriaOf,
  hasHiddenCriteria,
} from './business-ad-criteria';
import * as css from './page.css';

const text = texts.businessList;

/** A business ad's card in the grid, with the heart for signed-in users. */
function BusinessAdCard({ ad, ...props }: { ad: BusinessAd } & Omit<BusinessCardProps, 'ad'>) {
  const favorite = useCardFavorite(favoriteEntryOf('business', ad));
  return (
    <BusinessCard
      ad={ad}
      viewHref={paths.businessAd.href(ad.id)}
      linkComponent={Link}
      favorite={favorite}
      {...props}
    />
  );
}

/**
 * spec §2 /business, signed in: the search panel and the grid. The search runs on the server
 * (GET /api/business-ads/search) with the criteria in the address.
 */
export function BusinessAdsBrowser() {
  const { user } = useSession();
  const address = useSearchInAddress(businessAdAddress);
  const { criteria, committed } = address;
  const request = useMemo(() => businessAdSearchOf(committed), [committed]);
  const search = useBusinessAdSearch(request);
  const includeSold = (className?: string) => (
    <IncludeSoldField criteria={criteria} onChange={address.change} className={className} />
  );
  return (
    <div className={css.page}>
      {can(user?.userType, 'createBusinessAd') ? (
        <div className={css.actions}>
          <Button asChild>
            <Link to={paths.createBusinessAd.href()}>{text.createAd}</Link>
          </Button>
        </div>
      ) : null}
      <SearchPanel
        variant="business"
        value={criteria}
        onChange={(value) =>
          address.change(businessCriteriaOf(value, criteria.sort, criteria.includeSold))
        }
        sort={criteria.sort}
        onSortChange={(sort) => address.change({ ...criteria, sort })}
        onReset={address.reset}
        defaultFiltersOpen={hasHiddenCriteria(committed)}
        filterCount={countSetFilters(businessAdSearchOf(criteria))}
        sheetExtras={includeSold()}
      />
      {includeSold(checkCss.wideOnly)}
      <SaveSearchButton search={{ kind: 'business', params: request }} />
      <SearchResults
        search={search}
        loadingLabel={texts.home.loadingAds}
        loadFailed={text.loadFailed}
        empty={<EmptyState title={text.noResults} description={text.noResultsHint} />}
      >
        {(ads) => (
          <ul className={css.grid} aria-label={text.adsList}>
            {ads.map((ad, index) => (
              <li key={ad.id}>
                <BusinessAdCard
                  ad={ad}
                  headingLevel={2}
                  imagePriority={index < PRIORITY_CARDS}
                  {...cardImage('business', ad)}
                />
              </li>
            ))}
          </ul>
        )}
      </SearchResults>
    </div>
  );
}
