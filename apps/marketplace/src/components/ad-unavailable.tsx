import type { ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { texts } from '@marketplace/domain';
import { Alert } from '@marketplace/ui';
import * as css from './page.css';

/** An ad page without its ad (spec §8): the message as the page's content, and the way back. */
export function AdUnavailable({ message, back }: { message: string; back: ReactNode }) {
  return (
    <div className={css.narrowPage}>
      <title>{texts.site.pageTitle(message)}</title>
      <Alert tone="danger">{message}</Alert>
      {back}
    </div>
  );
}

/**
 * An ad page's error boundary: an ad that does not exist (HTTP 404 from its loader) shows the
 * page's own not-found message and way back; any other failure shows `otherwise`.
 */
export function AdPageError({
  notFound,
  back,
  otherwise,
}: {
  notFound: string;
  back: ReactNode;
  otherwise: ReactNode;
}) {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <AdUnavailable message={notFound} back={back} />;
  }
  return <>{otherwise}</>;
}
