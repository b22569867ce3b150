import { Link } from 'react-router';
import { texts } from '@marketplace/domain';
import { Button, EmptyState } from '@marketplace/ui';
import { paths } from '../config/paths';

const text = texts.notFound;

/** Any address outside spec §2: a page with its own heading and a way home. */
export function NotFound() {
  return (
    <>
      <title>{texts.site.pageTitle(text.title)}</title>
      <EmptyState
        titleAs="h1"
        title={text.title}
        description={text.description}
        action={
          <Button asChild>
            <Link to={paths.home.href()}>{texts.nav.home}</Link>
          </Button>
        }
      />
    </>
  );
}
