import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { ApiError } from './api-call';

const isClientError = (error: unknown) => error instanceof ApiError && error.refused;

const defaultOptions: DefaultOptions = {
  queries: {
    // A refused request (4xx) would be refused again; anything else is tried once more.
    retry: (failureCount, error) => !isClientError(error) && failureCount < 1,
    // The unread count refreshes every 30 s (spec §4); other data is as fresh as that.
    staleTime: 30_000,
    // spec §4 names the refresh triggers; TanStack's own focus/reconnect refetching adds none.
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
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
