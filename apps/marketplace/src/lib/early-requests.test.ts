import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMockToken } from '@marketplace/api-client/mocks';
import { paths } from '../config/paths';
import { clearStoredSession, storeSession } from './auth/token-storage';
import {
  EARLY_RESPONSE_MAX_AGE_MS,
  firstScreenRequests,
  sendEarlyRequests,
  takeEarlyResponse,
} from './early-requests';

/** A window as the inline script sees it, with its own address and a recording fetch. */
function pageAt(address: string) {
  const url = new URL(address, window.location.origin);
  const sent: { path: string; authorization: string | null }[] = [];
  const target = {
    location: { origin: url.origin, pathname: url.pathname, search: url.search },
    fetch: vi.fn((path: string, init?: RequestInit) => {
      sent.push({ path, authorization: new Headers(init?.headers).get('Authorization') });
      return Promise.resolve(new Response(JSON.stringify({ path }), { status: 200 }));
    }),
    requestIdleCallback: vi.fn(),
    setTimeout: vi.fn(),
  } as unknown as Window;
  return { target, sent };
}

const request = (path: string, token: string, method = 'GET') =>
  new Request(new URL(path, window.location.origin), {
    method,
    headers: { Authorization: `Bearer ${token}` },
  });

describe('the first screen of an address', () => {
  it('names the data of an ad page and of the business list without a query', () => {
    expect(firstScreenRequests(paths.landAd.href(12), '')).toEqual(['/api/ads/12']);
    expect(firstScreenRequests(paths.businessAd.href(7), '')).toEqual(['/api/business-ads/7']);
    expect(firstScreenRequests(paths.business.href(), '')).toEqual([
      '/api/business-ads/search?sort=newest',
    ]);
  });

  it('names nothing it cannot say exactly as the app will ask', () => {
    expect(firstScreenRequests(paths.business.href(), '?q=pekara')).toEqual([]);
    expect(firstScreenRequests('/ads/abc', '')).toEqual([]);
    expect(firstScreenRequests('/ads/012', '')).toEqual([]);
    expect(firstScreenRequests(paths.editLandAd.href(12), '')).toEqual([]);
    expect(firstScreenRequests(paths.home.href(), '')).toEqual([]);
  });
});

describe('the early requests', () => {
  let token: string;
  beforeEach(() => {
    token = createMockToken(5);
    storeSession(token, 5);
  });
  afterEach(() => {
    clearStoredSession();
    vi.useRealTimers();
  });

  it("sends the session's user and the screen's data with the stored token", () => {
    const { target, sent } = pageAt('/ads/12');
    sendEarlyRequests(target);
    expect(sent).toEqual([
      { path: '/api/auth/me', authorization: `Bearer ${token}` },
      { path: '/api/ads/12', authorization: `Bearer ${token}` },
    ]);
  });

  it('sends nothing without a stored session, or with an expired token', () => {
    clearStoredSession();
    const signedOut = pageAt('/ads/12');
    sendEarlyRequests(signedOut.target);
    expect(signedOut.sent).toEqual([]);

    storeSession(createMockToken(5, { expiresInSeconds: -60 }), 5);
    const expired = pageAt('/ads/12');
    sendEarlyRequests(expired.target);
    expect(expired.sent).toEqual([]);
  });

  it('gives an answer once, to the same GET with the same token only', async () => {
    const { target } = pageAt('/business/7');
    sendEarlyRequests(target);
    expect(
      takeEarlyResponse(request('/api/business-ads/7', 'someone-else'), target),
    ).toBeUndefined();
    expect(
      takeEarlyResponse(request('/api/business-ads/7', token, 'DELETE'), target),
    ).toBeUndefined();
    expect(takeEarlyResponse(request('/api/business-ads/8', token), target)).toBeUndefined();

    const answer = takeEarlyResponse(request('/api/business-ads/7', token), target);
    await expect(answer?.then((response) => response.json())).resolves.toEqual({
      path: '/api/business-ads/7',
    });
    expect(takeEarlyResponse(request('/api/business-ads/7', token), target)).toBeUndefined();
  });

  it('drops answers not taken soon after the page loaded', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { target } = pageAt('/ads/12');
    sendEarlyRequests(target);
    vi.setSystemTime(Date.now() + EARLY_RESPONSE_MAX_AGE_MS + 1);
    expect(takeEarlyResponse(request('/api/auth/me', token), target)).toBeUndefined();
  });

  it('warms the number format while the browser is idle', () => {
    const { target } = pageAt('/ads/12');
    sendEarlyRequests(target);
    expect(target.requestIdleCallback).toHaveBeenCalledOnce();
  });
});
