import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { texts } from '@marketplace/domain';
import { Hero } from '@marketplace/ui';
import { PageSpinner } from '../../../components/page-spinner';
import { useSession } from '../../../lib/auth';
import { prefetchBusinessAdSearch } from '../api/search-business-ads';
import {
  onlyWhenArriving,
  searchPageClientLoader,
  searchPageLoader,
} from '../../../lib/route-data';

const text = texts.businessList;

// The search panel and the grid are for signed-in users only: the hero paints without waiting for
// them, and a visitor's page does not download them.
const BusinessAdsBrowser = lazy(() =>
  import('../components/business-ads-browser').then((module) => ({
    default: module.BusinessAdsBrowser,
  })),
);

/** spec §2: business list; the ads are shown to signed-in users only. */
export function Component() {
  const { status } = useSession();
  const signedIn = status === 'signedIn';
  return (
    <>
      <title>{texts.site.pageTitle(text.title)}</title>
      <Hero
        title={text.title}
        tagline={text.tagline}
        signedIn={signedIn}
        browseLinks={false}
        signInPrompt={text.signInPrompt}
        linkComponent={Link}
      />
      {signedIn ? (
        <Suspense fallback={<PageSpinner />}>
          <BusinessAdsBrowser />
        </Suspense>
      ) : null}
    </>
  );
}

export default Component;

export const loader = searchPageLoader(prefetchBusinessAdSearch);
export const clientLoader = searchPageClientLoader(
  async () => (await import('../api/search-business-ads')).prefetchBusinessAdSearch,
);
export const shouldRevalidate = onlyWhenArriving;
