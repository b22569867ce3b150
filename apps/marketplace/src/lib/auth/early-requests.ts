import { resolveStoredSession } from '@marketplace/domain';
import { readStoredSession } from './token-storage';

/**
 * The first requests of a signed-in page, sent by the page's small first script (src/early.ts)
 * while the app's own code is still loading, and handed to the app's API client when it asks for
 * the same thing (lib/api-client.ts). The answers arrive when the app is ready to render instead
 * of one round trip after it.
 *
 * Only what the app asks at start for the stored session's user: GET /api/auth/me (spec §4), and
 * the data the page's route loader prefetches (app/router.tsx): an ad on its page, the business
 * list's unfiltered first page. Each is sent as the API client sends it (the same address and
 * bearer token) and taken once; an answer nobody took is dropped after a while.
 */
const early = new Map<string, { authorization: string; response: Promise<Response> }>();

/** How long an unclaimed answer is kept: the app claims its own within its start-up. */
const KEEP_MS = 20_000;

/** The API paths (with query) the route loaders of `pathname` fetch at start, for a signed-in user. */
export function earlyDataPaths(pathname: string, search: string): string[] {
  const ad = /^\/ads\/(\d{1,10})$/.exec(pathname);
  if (ad) return [`/api/ads/${ad[1]}`];
  const businessAd = /^\/business\/(\d{1,10})$/.exec(pathname);
  if (businessAd) return [`/api/business-ads/${businessAd[1]}`];
  // The business list without a search in its address: its first page, newest first.
  if (pathname === '/business' && (search === '' || search === '?')) {
    return ['/api/business-ads/search?sort=newest'];
  }
  return [];
}

/** Sends the page's first requests when a usable session is stored; nothing otherwise. */
export function startEarlyRequests(
  location: Pick<Location, 'origin' | 'pathname' | 'search'>,
  nowMs = Date.now(),
  send: typeof fetch = (input, init) => fetch(input, init),
): void {
  const decision = resolveStoredSession(readStoredSession(), nowMs);
  if (decision.action !== 'fetchUser') return;
  const authorization = `Bearer ${decision.token}`;
  for (const path of ['/api/auth/me', ...earlyDataPaths(location.pathname, location.search)]) {
    const url = new URL(path, location.origin).href;
    const response = send(url, { headers: { Authorization: authorization } });
    // A failure is the app's to see when it claims the answer; unclaimed, it is dropped quietly.
    response.catch(() => {});
    early.set(url, { authorization, response });
    setTimeout(() => {
      if (early.get(url)?.response === response) early.delete(url);
    }, KEEP_MS);
  }
}

/** The early answer to `request` when one was sent for it (same address and token), once. */
export function takeEarlyResponse(request: Request): Promise<Response> | undefined {
  if (request.method !== 'GET') return undefined;
  const entry = early.get(request.url);
  if (!entry || entry.authorization !== request.headers.get('Authorization')) return undefined;
  early.delete(request.url);
  return entry.response;
}
