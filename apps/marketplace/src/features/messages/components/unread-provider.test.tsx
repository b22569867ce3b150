import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { HttpResponse, http } from 'msw';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { UNREAD_REFRESH_INTERVAL_MS } from '@marketplace/domain';
import {
  createMockToken,
  errorHandler,
  fixtureUsers,
  jsonHandler,
  mockEventStream,
} from '@marketplace/api-client/mocks';
import { ApiClientContext } from '../../../lib/api-client';
import { SessionProvider } from '../../../lib/auth';
import { createQueryClient } from '../../../lib/react-query';
import { createTestApi, type TestApi } from '../../../testing/mock-api';
import { mount } from '../../../testing/render';
import { requestUnreadRefresh, unreadCountKey, useUnreadCount } from '../api/get-unread-count';
import { UnreadProvider } from './unread-provider';

const UNREAD = '/api/messages/unread-count';
/** What the nav bar shows: `useUnreadCount()` below the provider that mounts the triggers. */
let current: number | null = null;
function Probe() {
  current = useUnreadCount();
  return null;
}
const count = () => current;

let unmount: (() => Promise<void>) | undefined;
let queryClient: QueryClient;
async function start(api: TestApi) {
  queryClient = createQueryClient({ retry: false });
  const mounted = await mount(
    <QueryClientProvider client={queryClient}>
      <ApiClientContext.Provider value={api.apiClient}>
        <SessionProvider>
          <UnreadProvider>
            <Probe />
          </UnreadProvider>
        </SessionProvider>
      </ApiClientContext.Provider>
    </QueryClientProvider>,
  );
  unmount = mounted.unmount;
}

const signIn = () => {
  localStorage.setItem('token', createMockToken(fixtureUsers.investor.id));
  localStorage.setItem('userId', String(fixtureUsers.investor.id));
};
const answer = (unreadCount: number) => jsonHandler('getUnreadCount', { unreadCount });
/** These tests are about the refresh triggers: the live event stream stays open and silent. */
const quietEvents = http.get('*/api/messages/events', () => mockEventStream().response);

/** Starts signed in with 5 unread, then answers `next` from then on. */
async function startWithFive(next: Parameters<TestApi['use']>[0]) {
  const api = createTestApi(answer(5), quietEvents);
  signIn();
  await start(api);
  await vi.waitFor(() => expect(count()).toBe(5));
  api.use(next);
  return api;
}

beforeEach(() => {
  localStorage.clear();
  current = null;
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(async () => {
  await unmount?.();
  unmount = undefined;
  vi.restoreAllMocks();
  vi.useRealTimers();
  localStorage.clear();
});

describe('unread count (spec §4, §7)', () => {
  it('makes no call without a stored token and shows 0', async () => {
    const api = createTestApi(answer(5), quietEvents);
    await start(api);
    await act(async () => requestUnreadRefresh());
    await act(async () => void window.dispatchEvent(new Event('focus')));
    expect(count()).toBe(0);
    expect(api.count('GET', UNREAD)).toBe(0);
  });

  it('loads the count once signed in, with the bearer token', async () => {
    const api = createTestApi(answer(5), quietEvents);
    signIn();
    await start(api);
    await vi.waitFor(() => expect(count()).toBe(5));
    const request = api.requests.find((r) => r.url.endsWith(UNREAD));
    expect(request?.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('refreshes on window focus', async () => {
    const api = await startWithFive(answer(7));
    const before = api.count('GET', UNREAD);
    await act(async () => void window.dispatchEvent(new Event('focus')));
    await vi.waitFor(() => expect(count()).toBe(7));
    expect(api.count('GET', UNREAD)).toBe(before + 1);
  });

  it('refreshes every 30 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const api = await startWithFive(answer(6));
    const before = api.count('GET', UNREAD);
    await act(async () => void vi.advanceTimersByTime(UNREAD_REFRESH_INTERVAL_MS));
    await vi.waitFor(() => expect(count()).toBe(6));
    expect(api.count('GET', UNREAD)).toBe(before + 1);
    api.use(answer(1));
    await act(async () => void vi.advanceTimersByTime(UNREAD_REFRESH_INTERVAL_MS));
    await vi.waitFor(() => expect(count()).toBe(1));
    expect(api.count('GET', UNREAD)).toBe(before + 2);
  });

  it('refreshes when its query is invalidated (a conversation opened, a message sent)', async () => {
    await startWithFive(answer(4));
    await act(() => queryClient.invalidateQueries({ queryKey: unreadCountKey }));
    await vi.waitFor(() => expect(count()).toBe(4));
  });

  it('refreshes when the tab becomes visible', async () => {
    const api = await startWithFive(answer(8));
    const before = api.count('GET', UNREAD);
    await act(async () => void document.dispatchEvent(new Event('visibilitychange')));
    await vi.waitFor(() => expect(count()).toBe(8));
    expect(api.count('GET', UNREAD)).toBe(before + 1);
  });

  it('refreshes on the internal refresh event', async () => {
    const api = await startWithFive(answer(2));
    const before = api.count('GET', UNREAD);
    await act(async () => requestUnreadRefresh());
    await vi.waitFor(() => expect(count()).toBe(2));
    expect(api.count('GET', UNREAD)).toBe(before + 1);
  });

  it('refreshes on back/forward navigation', async () => {
    const api = await startWithFive(answer(3));
    const before = api.count('GET', UNREAD);
    await act(async () => void window.dispatchEvent(new PopStateEvent('popstate')));
    await vi.waitFor(() => expect(count()).toBe(3));
    expect(api.count('GET', UNREAD)).toBe(before + 1);
  });

  it('adds no trigger of its own: a click or a reconnect asks nothing', async () => {
    const api = await startWithFive(answer(1));
    const before = api.count('GET', UNREAD);
    await act(async () => void window.dispatchEvent(new Event('online')));
    await act(async () => void document.body.click());
    expect(api.count('GET', UNREAD)).toBe(before);
    expect(count()).toBe(5);
  });

  it('shows 0 and logs when the server fails', async () => {
    await startWithFive(errorHandler('getUnreadCount', 500));
    await act(async () => requestUnreadRefresh());
    await vi.waitFor(() => expect(count()).toBe(0));
    expect(console.error).toHaveBeenCalled();
  });

  it('shows 0 when the server cannot be reached', async () => {
    await startWithFive(http.get(`*${UNREAD}`, () => HttpResponse.error()));
    await act(async () => requestUnreadRefresh());
    await vi.waitFor(() => expect(count()).toBe(0));
    expect(console.error).toHaveBeenCalled();
  });

  it('stops refreshing after the token is gone', async () => {
    const api = await startWithFive(answer(9));
    localStorage.removeItem('token');
    const before = api.count('GET', UNREAD);
    await act(async () => requestUnreadRefresh());
    expect(count()).toBe(0);
    expect(api.count('GET', UNREAD)).toBe(before);
  });
});
