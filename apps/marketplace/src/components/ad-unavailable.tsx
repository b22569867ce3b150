import type { ReactNode } from 'react';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { texts } from '@marketplace/domain';
import { Alert, Button } from '@marketplace/ui';
import { ApiError } from '../lib/api-call';
import { PageSpinner } from './page-spinner';
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

/** An ad page's way back: to the list of its kind. */
export function AdBackLink({ to, label }: { to: string; label: string }) {
  return (
    <div>
      <Button asChild variant="ghost">
        <Link to={to}>{label}</Link>
      </Button>
    </div>
  );
}

/**
 * An ad page's states (spec §8) while its ad loads in the browser: the spinner, the page's own
 * message for an ad that does not exist (404) or did not load, each with the way back, or the ad.
 */
export function AdQueryScreen<Ad>({
  query,
  notFound,
  loadFailed,
  back,
  children,
}: {
  query: UseQueryResult<Ad>;
  notFound: string;
  loadFailed: string;
  back: ReactNode;
  children: (ad: Ad) => ReactNode;
}) {
  if (query.isPending) return <PageSpinner />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return <AdUnavailable message={missing ? notFound : loadFailed} back={back} />;
  }
  return <>{children(query.data)}</>;
}
