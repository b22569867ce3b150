import { Alert, Spinner } from '@marketplace/ui';
import { LandAdsBrowser } from '../../../components/land-ads-browser';
import { useLandAds } from '../api/list-land-ads';
import * as css from './home.css';

/** spec §2 (home, logged in): the search panel and the grid, over ads fetched once. */
export function HomeAds() {
  const state = useLandAds(true);
  return (
    <section className={css.section} aria-labelledby="home-ads-title">
      <h2 id="home-ads-title" className={css.heading}>
        Oglasi za zemljište
      </h2>
      {state.status === 'error' ? (
        <Alert tone="danger" role="alert">
          {state.message}
        </Alert>
      ) : state.status === 'ready' ? (
        <LandAdsBrowser ads={state.ads} headingLevel={3} />
      ) : (
        <Spinner label="Učitavanje oglasa…" />
      )}
    </section>
  );
}
