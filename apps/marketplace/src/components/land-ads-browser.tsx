import { memo, useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { filterLandAds, texts, type LandAdFilter } from '@marketplace/domain';
import { landThumbnailUrl, type LandAd } from '@marketplace/api-client';
import { AdCard, Button, EmptyState, Grid, SearchPanel } from '@marketplace/ui';
import { paths } from '../config/paths';
import * as css from './land-ads-browser.css';

/** Cards rendered at first and added by each 'Prikaži još': 10,000 ads never render at once. */
export const LAND_ADS_PAGE_SIZE = 24;

const EMPTY_FILTER: LandAdFilter = {
  text: '',
  countryId: '',
  cityId: '',
  minPrice: '',
  maxPrice: '',
};

const LandAdGrid = memo(function LandAdGrid({
  ads,
  filter,
  pageSize,
  headingLevel,
}: {
  ads: readonly LandAd[];
  filter: LandAdFilter;
  pageSize: number;
  headingLevel: 2 | 3 | 4;
}) {
  // spec §5: filtered in the browser; the matcher caches each ad's lower-cased text.
  const matches = useMemo(() => filterLandAds(ads, filter), [ads, filter]);
  const [shown, setShown] = useState({ filter, count: pageSize });
  // A new search starts again from the first page.
  const count = shown.filter === filter ? shown.count : pageSize;

  if (matches.length === 0) {
    return <EmptyState title={texts.home.noResults} />;
  }
  const visible = matches.slice(0, count);
  return (
    <>
      <p className={css.summary} role="status">
        {texts.home.found(matches.length)}
      </p>
      <Grid as="ul" aria-label={texts.home.adsList}>
        {visible.map((ad) => (
          <li key={ad.id}>
            <AdCard
              ad={ad}
              imageUrl={ad.thumbnail ? landThumbnailUrl(ad.thumbnail) : null}
              viewHref={paths.landAd.href(ad.id)}
              linkComponent={Link}
              headingLevel={headingLevel}
            />
          </li>
        ))}
      </Grid>
      {count < matches.length ? (
        <div className={css.more}>
          <Button variant="outline" onClick={() => setShown({ filter, count: count + pageSize })}>
            {texts.home.showMore(matches.length - count)}
          </Button>
        </div>
      ) : null}
    </>
  );
});

/**
 * spec §2 (home, logged in; /nekretnine): the land search panel over a grid of ad cards. Typing
 * stays responsive with 10,000 ads: the panel updates at once, the grid follows as a deferred,
 * interruptible render of at most one page of cards.
 */
export function LandAdsBrowser({
  ads,
  pageSize = LAND_ADS_PAGE_SIZE,
  headingLevel = 2,
}: {
  ads: readonly LandAd[];
  pageSize?: number;
  /** The cards' title level: one below the heading the grid sits under. */
  headingLevel?: 2 | 3 | 4;
}) {
  const [filter, setFilter] = useState<LandAdFilter>(EMPTY_FILTER);
  const deferredFilter = useDeferredValue(filter);
  return (
    <div className={css.browser}>
      <SearchPanel
        variant="land"
        value={filter}
        onChange={setFilter}
        onReset={() => setFilter(EMPTY_FILTER)}
      />
      <div
        className={deferredFilter !== filter ? `${css.results} ${css.stale}` : css.results}
        aria-busy={deferredFilter !== filter || undefined}
      >
        <LandAdGrid
          ads={ads}
          filter={deferredFilter}
          pageSize={pageSize}
          headingLevel={headingLevel}
        />
      </div>
    </div>
  );
}
