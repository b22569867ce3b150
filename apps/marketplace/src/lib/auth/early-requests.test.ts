import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getResponse } from 'msw';
import { createHandlers, createMockToken, fixtureUsers } from '@marketplace/api-client/mocks';
import { createBrowserApiClient } from '../api-client';
import { getMe } from './get-me';
import { earlyDataPaths, startEarlyRequests } from './early-requests';

const ORIGIN = 'http://marketplace.test';
const user = fixtureUsers.investor;

/** fetch answered by the shared MSW handlers; every request it sees is kept. */
function mockFetch() {
  const handlers = createHandlers();
  const seen: Request[] = [];
  const send = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    seen.push(request.clone());
    const response = await getResponse(handlers, request);
    if (!response) throw new Error(`No mock for ${request.method} ${request.url}`);
    return response;
  };
  return { send, seen };
}

const at = (path: string) => {
  const url = new URL(path, ORIGIN);
  return { origin: url.origin, pathname: url.pathname, search: url.search };
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the first requests of a signed-in page', () => {
  it.each([
    ['/ads/7', '', ['/api/ads/7']],
    ['/business/12', '', ['/api/business-ads/12']],
    ['/business', '', ['/api/business-ads/search?sort=newest']],
    ['/business', '?q=restoran', []],
    ['/ads/7/extra', '', []],
    ['/ads/abc', '', []],
    ['/', '', []],
    ['/messages', '', []],
  ])('%s%s asks for %j besides the user', (pathname, search, paths) => {
    expect(earlyDataPaths(pathname, search)).toEqual(paths);
  });

  it("are sent with the stored token and taken by the app's client instead of asking again", async () => {
    const token = createMockToken(user.id);
    localStorage.setItem('token', token);
    localStorage.setItem('userId', String(user.id));
    const early = mockFetch();
    startEarlyRequests(at('/ads/1'), Date.now(), early.send);
    expect(early.seen.map((request) => new URL(request.url).pathname)).toEqual([
      '/api/auth/me',
      '/api/ads/1',
    ]);
    for (const request of early.seen) {
      expect(request.headers.get('Authorization')).toBe(`Bearer ${token}`);
    }

    const later = mockFetch();
    vi.spyOn(globalThis, 'fetch').mockImplementation(later.send);
    const api = createBrowserApiClient(ORIGIN);
    expect((await getMe(api)).id).toBe(user.id);
    const { data } = await api.GET('/api/ads/{id}', { params: { path: { id: 1 } } });
    expect(data?.id).toBe(1);
    expect(later.seen).toEqual([]);
    // Each answer is taken once: asking again goes to the network.
    await getMe(api);
    expect(later.seen.map((request) => new URL(request.url).pathname)).toEqual(['/api/auth/me']);
  });

  it('leave an answer sent with another token to the network', async () => {
    localStorage.setItem('token', createMockToken(user.id));
    localStorage.setItem('userId', String(user.id));
    startEarlyRequests(at('/'), Date.now(), mockFetch().send);
    localStorage.setItem('token', createMockToken(fixtureUsers.landOwner.id));
    const later = mockFetch();
    vi.spyOn(globalThis, 'fetch').mockImplementation(later.send);
    expect((await getMe(createBrowserApiClient(ORIGIN))).id).toBe(fixtureUsers.landOwner.id);
    expect(later.seen).toHaveLength(1);
  });

  it('send nothing without a stored session, or with an expired token', () => {
    const early = mockFetch();
    startEarlyRequests(at('/ads/1'), Date.now(), early.send);
    localStorage.setItem('token', createMockToken(user.id, { expiresInSeconds: -60 }));
    localStorage.setItem('userId', String(user.id));
    startEarlyRequests(at('/ads/1'), Date.now(), early.send);
    expect(early.seen).toEqual([]);
  });
});
