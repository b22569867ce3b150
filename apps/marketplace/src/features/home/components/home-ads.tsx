import { texts } from '@marketplace/domain';
import { LandAdsBrowser } from '../../../entities/land-search/land-ads-browser';
import * as css from './home.css';

/** spec §2 (home, logged in): the search panel and the grid, searched on the server. */
export function HomeAds() {
  return (
    <section className={css.section} aria-labelledby="home-ads-title">
      <h2 id="home-ads-title" className={css.heading}>
        {texts.home.landAdsTitle}
      </h2>
      <LandAdsBrowser headingLevel={3} />
    </section>
  );
}
