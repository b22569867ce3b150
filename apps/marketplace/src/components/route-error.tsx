import { isRouteErrorResponse, useRouteError } from 'react-router';
import { texts } from '@marketplace/domain';
import { Alert, Button } from '@marketplace/ui';
import { NotFound } from './not-found-page';

const text = texts.routeError;

/**
 * What a screen that failed shows in the page's main region (the top bar stays): an address
 * nothing answers is the not-found page; any other failure (e.g. a screen's code after a deploy)
 * offers a reload.
 */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  console.error(error);
  return (
    <div style={{ maxWidth: 720, margin: '96px auto', padding: 16 }}>
      <title>{texts.site.pageTitle(text.title)}</title>
      <Alert tone="danger" title={text.title}>
        {text.text}
      </Alert>
      <Button style={{ marginTop: 16 }} onClick={() => window.location.reload()}>
        {text.retry}
      </Button>
    </div>
  );
}
