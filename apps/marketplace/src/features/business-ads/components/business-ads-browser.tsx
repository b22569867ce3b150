import { Link } from 'react-router';
import type { BusinessAd } from '@marketplace/api-client';
import { can, texts, type BusinessAdSearch } from '@marketplace/domain';
import { BusinessCard, Button, EmptyState, SearchPanel } from '@marketplace/ui';
import { cardImage } from '../../../components/card-image';
import { AdsBrowser, type AdListKind } from '../../../entities/ads/ads-browser';
import { useCardFavorites } from '../../../entities/favorites/favorite-toggle';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/auth';
import { useBusinessAdSearch } from '../api/search-business-ads';
import {
  businessAdAddress,
  businessAdSearchOf,
  businessCriteriaOf,
  hasHiddenCriteria,
  type BusinessAdCriteria,
} from './business-ad-criteria';
import * as css from './page.css';

const text = texts.businessList;

const businessList: AdListKind<BusinessAdCriteria, BusinessAdSearch, BusinessAd> = {
  address: businessAdAddress,
  searchOf: businessAdSearchOf,
  useSearch: useBusinessAdSearch,
  saved: (params) => ({ kind: 'business', params }),
  hasHiddenCriteria,
};

/** spec §2 /business, signed in: the search panel and the grid. */
export function BusinessAdsBrowser() {
  const { user } = useSession();
  const favoriteOf = useCardFavorites('business');
  return (
    <AdsBrowser
      kind={businessList}
      className={css.page}
      panel={({ criteria, change, shared }) => (
        <SearchPanel
          variant="business"
          value={criteria}
          onChange={(value) =>
            change(businessCriteriaOf(value, criteria.sort, criteria.includeSold))
          }
          {...shared}
        />
      )}
      loadingLabel={texts.home.loadingAds}
      loadFailed={text.loadFailed}
      empty={<EmptyState title={text.noResults} description={text.noResultsHint} />}
      list={(items) => (
        <ul className={css.grid} aria-label={text.adsList}>
          {items}
        </ul>
      )}
      card={(ad, priority) => (
        <BusinessCard
          ad={ad}
          viewHref={paths.businessAd.href(ad.id)}
          linkComponent={Link}
          favorite={favoriteOf(ad)}
          headingLevel={2}
          imagePriority={priority}
          {...cardImage('business', ad)}
        />
      )}
    >
      {can(user?.userType, 'createBusinessAd') ? (
        <div className={css.actions}>
          <Button asChild>
            <Link to={paths.createBusinessAd.href()}>{text.createAd}</Link>
          </Button>
        </div>
      ) : null}
    </AdsBrowser>
  );
}
