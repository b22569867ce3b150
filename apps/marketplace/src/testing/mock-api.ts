import { getResponse, type HttpHandler } from 'msw';
import { createApiClient, type ApiClient } from '@marketplace/api-client';
import { createHandlers } from '@marketplace/api-client/mocks';
import { readToken } from '../lib/auth/token-storage';

export interface TestApi {
  apiClient: ApiClient;
  /** Every request the client sent, in order. */
  requests: Request[];
  /** How many requests went to `METHOD /path` (path without origin or query). */
  count(method: string, path: string): number;
  /** Prepend handlers (like `server.use`), e.g. an error override in the middle of a test. */
  use(...handlers: HttpHandler[]): void;
}

/**
 * An api client answered by the shared MSW handlers (`createHandlers()`) without a service worker:
 * its `fetch` resolves each request through msw's `getResponse`. Overrides go first, like
 * `server.use(...)`. A handler answering `HttpResponse.error()` makes fetch reject, as a network
 * failure does.
 */
export function createTestApi(...overrides: HttpHandler[]): TestApi {
  let handlers: HttpHandler[] = [...overrides, ...createHandlers()];
  const requests: Request[] = [];
  const apiClient = createApiClient({
    baseUrl: 'http://marketplace.test',
    getToken: readToken,
    fetch: async (request) => {
      requests.push(request.clone());
      const response = await getResponse(handlers, request);
      if (!response) throw new Error(`No mock for ${request.method} ${request.url}`);
      if (response.type === 'error') throw new TypeError('Failed to fetch');
      return response;
    },
  });
  return {
    apiClient,
    requests,
    count: (method, path) =>
      requests.filter(
        (request) => request.method === method && new URL(request.url).pathname === path,
      ).length,
    use: (...more) => {
      handlers = [...more, ...handlers];
    },
  };
}
