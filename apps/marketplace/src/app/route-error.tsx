import { useRouteError } from 'react-router-dom';
import { Alert, Button } from '@marketplace/ui';

/** A screen that failed to load (e.g. a lazy chunk after a deploy) offers a reload. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <main style={{ maxWidth: 720, margin: '96px auto', padding: 16 }}>
      <Alert tone="danger" title="Došlo je do greške">
        Stranica nije mogla da se učita.
      </Alert>
      <Button style={{ marginTop: 16 }} onClick={() => window.location.reload()}>
        Pokušaj ponovo
      </Button>
    </main>
  );
}
