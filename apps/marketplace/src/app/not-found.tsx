import { Link } from 'react-router-dom';
import { Button, EmptyState } from '@marketplace/ui';
import { paths } from '../config/paths';

/** Any address outside spec §2: a page with its own heading and a way home. */
export function Component() {
  return (
    <>
      <title>Stranica nije pronađena | Nekretnine</title>
      <EmptyState
        titleAs="h1"
        title="Stranica nije pronađena"
        description="Adresa koju ste otvorili ne postoji."
        action={
          <Button asChild>
            <Link to={paths.home.href()}>Početna</Link>
          </Button>
        }
      />
    </>
  );
}
