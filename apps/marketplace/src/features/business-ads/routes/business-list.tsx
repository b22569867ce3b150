import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { businessThumbnailUrl } from '@marketplace/api-client';
import { can, filterBusinessAds, messages, type BusinessAdFilter } from '@marketplace/domain';
import { Alert, BusinessCard, Button, EmptyState, Hero, SearchPanel } from '@marketplace/ui';
import { PageSpinner } from '../../../components/page-spinner';
import { paths } from '../../../config/paths';
import { useSession } from '../../auth/session';
import { useBusinessAds } from '../api/get-business-ads';
import * as css from '../components/page.css';

const text = messages.businessList;

function BusinessAds() {
  const { user } = useSession();
  const { state } = useBusinessAds(true);
  const [filter, setFilter] = useState<BusinessAdFilter>({});
  const ads = useMemo(
    () => (state.status === 'success' ? filterBusinessAds(state.data, filter) : []),
    [state, filter],
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
        value={filter}
        onChange={setFilter}
        onReset={() => setFilter({})}
      />
      {state.status === 'loading' ? <PageSpinner /> : null}
      {state.status === 'error' ? <Alert tone="danger">{text.loadFailed}</Alert> : null}
      {state.status === 'success' && ads.length === 0 ? (
        <EmptyState title={text.noResults} description={text.noResultsHint} />
      ) : null}
      {ads.length > 0 ? (
        <ul className={css.grid} aria-label="Oglasi za biznise">
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

/** spec §2: business list; the ads are shown to signed-in users only. */
export function Component() {
  const { status } = useSession();
  const signedIn = status === 'signedIn';
  return (
    <>
      <title>{text.title}</title>
      <Hero
        title={text.title}
        tagline="Biznisi na prodaju u regionu: restorani, firme, radnje i proizvodnja."
        signedIn={signedIn}
        browseLinks={false}
        signInPrompt={text.signInPrompt}
        linkComponent={Link}
      />
      {signedIn ? <BusinessAds /> : null}
    </>
  );
}
