import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { can, texts } from '@marketplace/domain';
import { Alert, Button, EmptyState } from '@marketplace/ui';
import { RequireAuth, useSession } from '../../../lib/auth';
import { PageSpinner } from '../../../components/page-spinner';
import { paths } from '../../../config/paths';
import { useApiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { deleteBusinessAd } from '../api/delete-business-ad';
import { deleteLandAd } from '../api/delete-land-ad';
import { useMyAds, type MyAd } from '../api/get-my-ads';
import { MyAdCard } from '../components/my-ad-card';
import * as listCss from '../components/my-ads.css';
import * as css from '../../../components/page.css';

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

function MyAdsList({ initial }: { initial: MyAd[] }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [items, setItems] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  const remove = async (item: MyAd) => {
    setError(null);
    const result =
      item.kind === 'land'
        ? await deleteLandAd(api, item.ad.id)
        : await deleteBusinessAd(api, item.ad.id);
    if (result.ok) {
      if (item.kind === 'land')
        void queryClient.invalidateQueries({ queryKey: queryKeys.landAds.all });
      setItems((current) => current.filter((other) => keyOf(other) !== keyOf(item)));
    } else setError(texts.landAd.deleteFailed);
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
  const { state } = useMyAds();
  return (
    <div className={css.page}>
      <title>{texts.nav.myAds}</title>
      <div
        className={css.actions}
        style={{ justifyContent: 'space-between', alignItems: 'center' }}
      >
        <h1 className={css.title}>{texts.nav.myAds}</h1>
        <CreateAdLink />
      </div>
      {state.status === 'loading' ? <PageSpinner /> : null}
      {state.status === 'error' ? <Alert tone="danger">{text.loadFailed}</Alert> : null}
      {state.status === 'success' ? <MyAdsList initial={state.data} /> : null}
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
