import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { navTexts, siteTexts } from '@marketplace/domain';
import { CallToAction, Hero, WhatWeOffer, WhyChooseUs } from '@marketplace/ui';
import { PageSpinner } from '../../../components/page-spinner';
import { useSession } from '../../../lib/auth';
import { prefetchLandAdSearch } from '../../../lib/land-ads-query';
import {
  onlyWhenArriving,
  searchPageClientLoader,
  searchPageLoader,
  type SearchPrefetch,
} from '../../../lib/route-data';

// The search panel and the ad grid are for signed-in users only: a visitor's first page does not
// download them.
const HomeAds = lazy(() =>
  import('../components/home-ads').then((module) => ({ default: module.HomeAds })),
);

/** spec §2 /: the hero for everyone; signed in, the ads; signed out, the sign-in prompt and no ads. */
export function Component() {
  const { status } = useSession();
  const signedIn = status === 'signedIn';
  return (
    <>
      <title>{siteTexts.pageTitle(navTexts.home)}</title>
      <Hero signedIn={signedIn} linkComponent={Link} />
      {signedIn ? (
        <Suspense fallback={<PageSpinner />}>
          <HomeAds />
        </Suspense>
      ) : (
        <>
          <WhatWeOffer linkComponent={Link} />
          <WhyChooseUs />
          <CallToAction linkComponent={Link} />
        </>
      )}
    </>
  );
}

export default Component;

const prefetchSearch: SearchPrefetch = (queryClient, api, _viewerId, params) =>
  prefetchLandAdSearch(queryClient, api, params);

export const loader = searchPageLoader(prefetchSearch);
export const clientLoader = searchPageClientLoader(async () => {
  const search = await import('../../../lib/land-ads-query');
  return (queryClient, api, _viewerId, params) =>
    search.prefetchLandAdSearch(queryClient, api, params);
});
export const shouldRevalidate = onlyWhenArriving;
