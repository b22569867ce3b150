import { Link } from 'react-router';
import { texts } from '@marketplace/domain';
import { Button } from '@marketplace/ui';
import { LandAdsBrowser } from '../../../entities/land-search/land-ads-browser';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/auth';
import * as css from '../../../components/page.css';
import { landSearchClientLoader } from '../../../entities/land-search/land-search-route';
import { landSearchLoader } from '../../../entities/land-search/land-search.server';
import { onlyWhenArriving } from '../../../lib/route-data';

function SignInPrompt() {
  return (
    <section className={css.form} aria-label={texts.nav.login}>
      <p className={css.text}>{texts.businessList.signInPrompt}</p>
      <div className={css.actions}>
        <Button asChild>
          <Link to={paths.login.href()}>{texts.nav.login}</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to={paths.register.href()}>{texts.nav.register}</Link>
        </Button>
      </div>
    </section>
  );
}

/** spec §2 /nekretnine: the land-ad listing with the home page's search; ads need login. */
export function Component() {
  const { status } = useSession();
  return (
    <div className={css.page}>
      <title>{texts.site.pageTitle(texts.nav.realEstate)}</title>
      <h1 className={css.title}>{texts.nav.realEstate}</h1>
      {status === 'signedIn' ? <LandAdsBrowser /> : <SignInPrompt />}
    </div>
  );
}

export default Component;

export const loader = landSearchLoader;
export const clientLoader = landSearchClientLoader;
export const shouldRevalidate = onlyWhenArriving;
