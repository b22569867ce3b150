import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { businessThumbnailUrl } from '@marketplace/api-client';
import { can, filterBusinessAds, texts, type BusinessAdFilter } from '@marketplace/domain';
import { Alert, BusinessCard, Button, EmptyState, SearchPanel } from '@marketplace/ui';
import { PageSpinner } from '../../../components/page-spinner';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/auth';
import { useBusinessAds } from '../api/get-business-ads';
import * as css from './page.css';

const text = texts.businessList;

/** spec §2 /business, signed in: the search panel and the grid, over ads fetched once. */
export function BusinessAdsBrowser() {
  const { user } = useSession();
  const { data, isPending, isError } = useBusinessAds();
  // A failed reload shows the error, not the ads from before it.
  const loaded = isError ? undefined : data;
  const [filter, setFilter] = useState<BusinessAdFilter>({});
  const ads = useMemo(() => (loaded ? filterBusinessAds(loaded, filter) : []), [loaded, filter]);
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
        value={filter}
        onChange={setFilter}
        onReset={() => setFilter({})}
      />
      {isPending ? <PageSpinner /> : null}
      {isError ? <Alert tone="danger">{text.loadFailed}</Alert> : null}
      {loaded && ads.length === 0 ? (
        <EmptyState title={text.noResults} description={text.noResultsHint} />
      ) : null}
      {ads.length > 0 ? (
        <ul className={css.grid} aria-label={text.adsList}>
          {ads.map((ad) => (
            <li key={ad.id}>
              <BusinessCard
                ad={ad}
                headingLevel={2}
                imageUrl={ad.thumbnail ? businessThumbnailUrl(ad.thumbnail) : null}
                viewHref={paths.businessAd.href(ad.id)}
                linkComponent={Link}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
