import { texts } from '@marketplace/domain';
import { Alert, Spinner } from '@marketplace/ui';
import { LandAdsBrowser } from '../../../components/land-ads-browser';
import { useLandAds } from '../../../lib/land-ads-query';
import * as css from './home.css';

/** spec §2 (home, logged in): the search panel and the grid, over ads fetched once. */
export function HomeAds() {
  const { data: ads, isError } = useLandAds();
  return (
    <section className={css.section} aria-labelledby="home-ads-title">
      <h2 id="home-ads-title" className={css.heading}>
        {texts.home.landAdsTitle}
      </h2>
      {isError ? (
        <Alert tone="danger" role="alert">
          {texts.home.loadFailed}
        </Alert>
      ) : ads ? (
        <LandAdsBrowser ads={ads} headingLevel={3} />
      ) : (
        <Spinner label={texts.home.loadingAds} />
      )}
    </section>
  );
}
