import { QueryClient, type DefaultOptions, type Query } from '@tanstack/react-query';
import { ApiError } from './api-call';

const isClientError = (error: unknown) => error instanceof ApiError && error.refused;

/** 'always' for a query whose last attempt failed without a refusal; false for every other. */
export function retryAfterFailure(query: Query): 'always' | false {
  return query.state.status === 'error' && !isClientError(query.state.error) ? 'always' : false;
}

const defaultOptions: DefaultOptions = {
  queries: {
    // A refused request (4xx) would be refused again; anything else is tried once more.
    retry: (failureCount, error) => !isClientError(error) && failureCount < 1,
    // The unread count refreshes every 30 s (spec §4); other data is as fresh as that.
    staleTime: 30_000,
    // spec §4 names the refresh triggers; TanStack's own focus/reconnect refetching adds none,
    // except for a query that failed without being refused (no connection, a server error): it
    // tries again by itself when the connection returns or the window regains focus, so an error
    // does not stay once the server is back (no dead ends).
    refetchOnWindowFocus: retryAfterFailure,
    refetchOnReconnect: retryAfterFailure,
  },
};

/** The app's query client. Stories and tests make a fresh one each (`retry: false` there). */
export function createQueryClient(overrides: DefaultOptions['queries'] = {}): QueryClient {
  return new QueryClient({
    defaultOptions: { ...defaultOptions, queries: { ...defaultOptions.queries, ...overrides } },
  });
}

/**
 * For a POST read as a query because its token works once (email verification, unsubscribing):
 * the answer or failure is kept for good, so StrictMode's second effect, a remount or a window
 * focus reuse it and never send the token twice.
 */
export const sentOnce = {
  staleTime: Infinity,
  gcTime: Infinity,
  retry: false,
  retryOnMount: false,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
} as const;
