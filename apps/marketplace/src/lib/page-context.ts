import type { ApiClient } from '@marketplace/api-client';
import type { SessionUser } from './auth';

/**
 * What the server gives each page's render (apps/server plugins/external/app-pages.ts): the API as
 * the viewer of the session cookie, who that viewer is, and the response's CSP nonce.
 */
export interface PageContext {
  /** The API, asked as the cookie's viewer (GET only: a page's render changes nothing). */
  api: ApiClient;
  /** The session cookie's user; null without a valid cookie. */
  viewer: SessionUser | null;
  /** The nonce that allows the scripts the framework writes into this response. */
  nonce: string;
}

declare module 'react-router' {
  // The framework's load context is the page context (declaration merging needs an interface).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends PageContext {}
}
