import { useRouteError } from 'react-router-dom';
import { texts } from '@marketplace/domain';
import { Alert, Button } from '@marketplace/ui';

const text = texts.routeError;

/** A screen that failed to load (e.g. a lazy chunk after a deploy) offers a reload. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <main
      id="main-content"
      tabIndex={-1}
      style={{ maxWidth: 720, margin: '96px auto', padding: 16 }}
    >
      <title>{texts.site.pageTitle(text.title)}</title>
      <Alert tone="danger" title={text.title}>
        {text.text}
      </Alert>
      <Button style={{ marginTop: 16 }} onClick={() => window.location.reload()}>
        {text.retry}
      </Button>
    </main>
  );
}
