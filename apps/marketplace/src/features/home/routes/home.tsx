import { CallToAction, Hero, WhatWeOffer, WhyChooseUs } from '@marketplace/ui';
import { useSession } from '../../auth/session';
import { HomeAds } from '../components/home-ads';
import { RouterLink } from '../components/router-link';

/** spec §2 /: the hero for everyone; signed in, the ads; signed out, the sign-in prompt and no ads. */
export function Component() {
  const { status } = useSession();
  const signedIn = status === 'signedIn';
  return (
    <>
      <title>Nekretnine | Početna</title>
      <Hero signedIn={signedIn} linkComponent={RouterLink} />
      {signedIn ? (
        <HomeAds />
      ) : (
        <>
          <WhatWeOffer linkComponent={RouterLink} />
          <WhyChooseUs />
          <CallToAction linkComponent={RouterLink} />
        </>
      )}
    </>
  );
}
