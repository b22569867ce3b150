import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './generated/schema';

export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  /** Origin (and optional prefix) the contract's paths are appended to, e.g. '' or 'http://localhost:3000'. */
  baseUrl: string;
  /** Returns the stored session token, or nothing when signed out. Read on every request. */
  getToken: () => string | null | undefined;
  /**
   * The language the server answers messages in, sent as `Accept-Language` (sr-Latn, sr-Cyrl or
   * en); read on every request. Without it the browser's own header goes, or none.
   */
  getLanguage?: () => string | null | undefined;
  /** Defaults to the global fetch; tests pass their own. */
  fetch?: (request: Request) => Promise<Response>;
}

/** Adds `Authorization: Bearer <token>` when a token exists (spec §7), and nothing otherwise. */
export function bearerAuthMiddleware(getToken: ApiClientOptions['getToken']): Middleware {
  return {
    onRequest({ request }) {
      const token = getToken();
      if (token) {
        request.headers.set('Authorization', `Bearer ${token}`);
      }
      return request;
    },
  };
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    // Resolve the global fetch per call so MSW (or a test stub) installed later is still used.
    fetch: options.fetch ?? ((request: Request) => globalThis.fetch(request)),
  });
  client.use(bearerAuthMiddleware(options.getToken));
  const { getLanguage } = options;
  if (getLanguage) {
    client.use({
      onRequest({ request }) {
        const language = getLanguage();
        if (language) request.headers.set('Accept-Language', language);
        return request;
      },
    });
  }
  return client;
}
