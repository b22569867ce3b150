import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { texts } from '@marketplace/domain';
import { CallToAction, Hero, WhatWeOffer, WhyChooseUs } from '@marketplace/ui';
import { PageSpinner } from '../../../components/page-spinner';
import { useSession } from '../../../lib/auth';

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
      <title>{texts.site.pageTitle(texts.nav.home)}</title>
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
