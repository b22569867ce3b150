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
