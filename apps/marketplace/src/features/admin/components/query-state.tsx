import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { adminConsoleTexts } from '@marketplace/domain';
import { EmptyState, Spinner } from '@marketplace/ui';
import { LoadFailed } from '../../../components/load-failed';

/**
 * A console list's three other states around its content: a spinner while it loads, the failure
 * with 'Pokušaj ponovo', and the empty text when the answer is an empty list.
 */
export function QueryState<T>({
  query,
  failed,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  failed: string;
  /** Shown instead of `children` for an empty list. */
  empty?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isError && query.data === undefined) {
    return <LoadFailed message={failed} retrying={query.isFetching} onRetry={query.refetch} />;
  }
  if (query.data === undefined) {
    return <Spinner label={adminConsoleTexts.loading} showLabel />;
  }
  if (empty && Array.isArray(query.data) && query.data.length === 0) {
    return <EmptyState titleAs="p" title={empty} />;
  }
  return <>{children(query.data)}</>;
}
