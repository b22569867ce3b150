import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { navTexts, siteTexts } from '@marketplace/domain';
import { CallToAction, Hero, WhatWeOffer, WhyChooseUs } from '@marketplace/ui';
import { PageSpinner } from '../../../components/page-spinner';
import { useSession } from '../../../lib/auth';
import { landSearchClientLoader } from '../../../entities/land-search/land-search-route';
import { landSearchLoader } from '../../../entities/land-search/land-search.server';
import { onlyWhenArriving } from '../../../lib/route-data';

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

export const loader = landSearchLoader;
export const clientLoader = landSearchClientLoader;
export const shouldRevalidate = onlyWhenArriving;
