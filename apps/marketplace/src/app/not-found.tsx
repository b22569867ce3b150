import { Link } from 'react-router-dom';
import { Button, EmptyState } from '@marketplace/ui';
import { paths } from '../config/paths';

export function Component() {
  return (
    <EmptyState
      title="Stranica nije pronađena"
      description="Adresa koju ste otvorili ne postoji."
      action={
        <Button asChild>
          <Link to={paths.home.href()}>Početna</Link>
        </Button>
      }
    />
  );
}
