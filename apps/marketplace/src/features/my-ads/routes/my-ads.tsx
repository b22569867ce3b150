import { useState } from 'react';
import { Link } from 'react-router';
import { can, texts } from '@marketplace/domain';
import { Alert, Button, EmptyState } from '@marketplace/ui';
import { RequireAuth, useSession } from '../../../lib/auth';
import { PageSpinner } from '../../../components/page-spinner';
import { paths } from '../../../config/paths';
import { useDeleteAdMutation } from '../../../entities/ads/delete-ad';
import { useMyAds, type MyAd } from '../api/get-my-ads';
import { MyAdCard } from '../components/my-ad-card';
import * as listCss from '../components/my-ads.css';
import * as css from '../../../components/page.css';
import { LoadFailed } from '../../../components/load-failed';

const text = texts.myAds;
const keyOf = (item: MyAd) => `${item.kind}-${item.ad.id}`;

function CreateAdLink() {
  const { user } = useSession();
  if (can(user?.userType, 'createLandAd')) {
    return (
      <Button asChild>
        <Link to={paths.createLandAd.href()}>{texts.nav.createLandAd}</Link>
      </Button>
    );
  }
  if (can(user?.userType, 'createBusinessAd')) {
    return (
      <Button asChild>
        <Link to={paths.createBusinessAd.href()}>{texts.nav.createBusinessAd}</Link>
      </Button>
    );
  }
  return null;
}

function MyAdsList({ items }: { items: MyAd[] }) {
  const removeLand = useDeleteAdMutation('land');
  const removeBusiness = useDeleteAdMutation('business');
  const [error, setError] = useState<string | null>(null);

  // A deleted ad leaves the list as soon as the server agrees (the mutations update the cache).
  const remove = async (item: MyAd) => {
    setError(null);
    try {
      if (item.kind === 'land') await removeLand.mutateAsync(item.ad.id);
      else await removeBusiness.mutateAsync(item.ad.id);
    } catch {
      setError(texts.landAd.deleteFailed);
    }
  };

  if (items.length === 0) {
    return <EmptyState title={text.empty} action={<CreateAdLink />} />;
  }
  return (
    <>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      <ul className={css.grid} aria-label={texts.nav.myAds}>
        {items.map((item) => (
          <li key={keyOf(item)}>
            <MyAdCard item={item} onDelete={() => remove(item)} />
          </li>
        ))}
      </ul>
      <p className={listCss.footer}>
        {text.total}: {items.length}
      </p>
    </>
  );
}

function MyAdsScreen() {
  const { data, isError, isFetching, refetch } = useMyAds();
  return (
    <div className={css.page}>
      <title>{texts.site.pageTitle(texts.nav.myAds)}</title>
      <div
        className={css.actions}
        style={{ justifyContent: 'space-between', alignItems: 'center' }}
      >
        <h1 className={css.title}>{texts.nav.myAds}</h1>
        <CreateAdLink />
      </div>
      {isError ? (
        <LoadFailed message={text.loadFailed} retrying={isFetching} onRetry={refetch} />
      ) : data ? (
        <MyAdsList items={data} />
      ) : (
        <PageSpinner />
      )}
    </div>
  );
}

/** spec §2: the signed-in user's land and business ads. */
export function Component() {
  return (
    <RequireAuth>
      <MyAdsScreen />
    </RequireAuth>
  );
}

export default Component;
