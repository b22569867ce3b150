import { LOCALE, resolveStoredSession } from '@marketplace/domain';
import { paths } from '../config/paths';
import { readStoredSession, readStoredViewerId } from './auth/token-storage';

/**
 * The first screen's requests, sent by a small script inlined in the page (early-script.ts) while
 * the app's code is still downloading: for a stored session, `/api/auth/me` and the data of an ad
 * page or of the business list. The app's API client then takes those answers instead of asking
 * again, so a signed-in page no longer waits for its code before its data even leaves.
 *
 * An answer is taken once, only by the same GET with the same token, and only soon after the page
 * loaded; anything else goes to the network as before. Without the script (a story, a test, a
 * blocked inline script) nothing changes.
 */
export interface EarlyRequests {
  /** The Authorization header the requests were sent with. */
  authorization: string;
  /** `Date.now()` when they were sent. */
  sentAt: number;
  /** Answers by path and query (`/api/ads/12`, `/api/business-ads/search?sort=newest`). */
  responses: Map<string, Promise<Response>>;
}

declare global {
  interface Window {
    marketplaceEarlyRequests?: EarlyRequests;
  }
}

/** After this long an early answer is no longer the screen's first request: it is dropped. */
export const EARLY_RESPONSE_MAX_AGE_MS = 10_000;

const SESSION_USER_PATH = '/api/auth/me';

/** `/ads/:id` as a pattern whose one group is the id. */
const idPattern = (routePath: string) =>
  new RegExp(`^${routePath.replace(':id', '([1-9][0-9]{0,14})')}/?$`);
const landAdPage = idPattern(paths.landAd.path);
const businessAdPage = idPattern(paths.businessAd.path);

/**
 * The API paths the first screen at `pathname` reads for a signed-in user, besides the session's
 * user: what the route loaders in app/router.tsx fetch. The business list only without a query:
 * its first page is then the default search (the app's own request is checked against this one in
 * search-business-ads.test.tsx).
 */
export function firstScreenRequests(pathname: string, search: string): string[] {
  const landAd = landAdPage.exec(pathname);
  if (landAd) return [`/api/ads/${landAd[1]}`];
  const businessAd = businessAdPage.exec(pathname);
  if (businessAd) return [`/api/business-ads/${businessAd[1]}`];
  if (pathname === paths.business.path && search === '') {
    return ['/api/business-ads/search?sort=newest'];
  }
  return [];
}

/**
 * What the inline script runs: sends the first screen's requests of a stored session, one the app
 * will ask the server about (the same rule as the app's start, spec §4: not an expired token).
 */
export function sendEarlyRequests(target: Window): void {
  const decision = resolveStoredSession(readStoredSession(), Date.now());
  if (decision.action !== 'fetchUser' || readStoredViewerId() === null) return;
  const authorization = `Bearer ${decision.token}`;
  const { pathname, search } = target.location;
  const responses = new Map<string, Promise<Response>>();
  for (const path of [SESSION_USER_PATH, ...firstScreenRequests(pathname, search)]) {
    const response = target.fetch(path, { headers: { Authorization: authorization } });
    // A failure is the app's to see (it takes this promise); never an unhandled rejection here.
    response.catch(() => undefined);
    responses.set(path, response);
  }
  target.marketplaceEarlyRequests = { authorization, sentAt: Date.now(), responses };
  warmNumberFormat(target);
}

/**
 * A page's first number format costs ~10 ms of a phone's CPU, whatever the locale: the browser
 * loads its formatting data then. Spent while the browser is idle (the app's code still on its
 * way), in a task of its own, instead of inside the task that first shows prices.
 */
function warmNumberFormat(target: Window): void {
  const warm = () => new Intl.NumberFormat(LOCALE).format(0);
  if (typeof target.requestIdleCallback === 'function') target.requestIdleCallback(warm);
  else target.setTimeout(warm, 0);
}

/**
 * The early answer to `request`, removed so it is read once, or undefined: the request then goes
 * to the network.
 */
export function takeEarlyResponse(
  request: Request,
  target: Window = window,
): Promise<Response> | undefined {
  const early = target.marketplaceEarlyRequests;
  if (!early || request.method !== 'GET') return undefined;
  if (Date.now() - early.sentAt > EARLY_RESPONSE_MAX_AGE_MS) {
    early.responses.clear();
    return undefined;
  }
  const url = new URL(request.url);
  if (url.origin !== target.location.origin) return undefined;
  if (request.headers.get('Authorization') !== early.authorization) return undefined;
  const key = `${url.pathname}${url.search}`;
  const response = early.responses.get(key);
  early.responses.delete(key);
  return response;
}
