import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, StrictMode, type ReactNode } from 'react';
import { AUTO_LOGOUT_EVENT, CHECK_INTERVAL_MS, type AutoLogoutDetail } from '@marketplace/domain';
import {
  createMockToken,
  errorHandler,
  fixtureUsers,
  handlerOverrides,
} from '@marketplace/api-client/mocks';
import { HttpResponse, http } from 'msw';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ApiClientContext } from '../api-client';
import { queryKeys } from '../query-keys';
import { createQueryClient } from '../react-query';
import { SessionProvider } from './session-provider';
import type { SessionUser } from './session';
import { useSession, type Session } from './session';
import { createTestApi, type TestApi } from '../../testing/mock-api';
import { mount } from '../../testing/render';

const marko = fixtureUsers.landOwner;
const MINUTE = 60_000;

let current: Session | null = null;
/** The status of every render, first to last. */
let statuses: Session['status'][] = [];
function Probe() {
  current = useSession();
  statuses.push(current.status);
  return null;
}
const session = () => {
  if (!current) throw new Error('The session is not rendered');
  return current;
};

let unmount: (() => Promise<void>) | undefined;
/** Each test's query client. */
let queryClient: QueryClient;
async function start(
  api: TestApi,
  now?: () => number,
  wrap: (tree: ReactNode) => ReactNode = (tree) => tree,
  viewer?: SessionUser | null,
) {
  const mounted = await mount(
    wrap(
      <QueryClientProvider client={queryClient}>
        <ApiClientContext.Provider value={api.apiClient}>
          <SessionProvider now={now} viewer={viewer}>
            <Probe />
          </SessionProvider>
        </ApiClientContext.Provider>
      </QueryClientProvider>,
    ),
  );
  unmount = mounted.unmount;
}
const settled = () => vi.waitFor(() => expect(session().status).not.toBe('loading'));

const store = (token: string, userId: number | string = marko.id) => {
  localStorage.setItem('token', token);
  localStorage.setItem('userId', String(userId));
};

beforeEach(() => {
  localStorage.clear();
  current = null;
  statuses = [];
  queryClient = createQueryClient({ retry: false });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(async () => {
  await unmount?.();
  unmount = undefined;
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('session at start (spec §4)', () => {
  it('is signed out without a call when nothing is stored', async () => {
    const api = createTestApi();
    await start(api);
    await settled();
    expect(session().status).toBe('signedOut');
    expect(api.requests).toHaveLength(0);
  });

  const viewer: SessionUser = {
    id: marko.id,
    email: marko.email,
    fullName: marko.full_name,
    userType: 'land_owner',
  };

  it('starts signed in as the user the server rendered the page for, asking nothing', async () => {
    const api = createTestApi();
    store(createMockToken(marko.id));
    await start(api, undefined, undefined, viewer);
    expect(statuses[0]).toBe('signedIn');
    expect(statuses).not.toContain('loading');
    expect(session().user?.id).toBe(marko.id);
    expect(api.requests).toHaveLength(0);
  });

  it('starts loading when the server rendered the page for nobody, then asks me', async () => {
    const api = createTestApi();
    store(createMockToken(marko.id));
    await start(api, undefined, undefined, null);
    await settled();
    expect(statuses[0]).toBe('loading');
    expect(session().status).toBe('signedIn');
    expect(api.count('GET', '/api/auth/me')).toBe(1);
  });

  it('asks me when the page was rendered for another user than the stored one', async () => {
    const api = createTestApi();
    store(createMockToken(marko.id));
    await start(api, undefined, undefined, { ...viewer, id: marko.id + 1 });
    await vi.waitFor(() => expect(api.count('GET', '/api/auth/me')).toBe(1));
    await vi.waitFor(() => expect(session().user?.id).toBe(marko.id));
  });

  it('signs out a page rendered for a session this browser no longer stores', async () => {
    const api = createTestApi();
    await start(api, undefined, undefined, viewer);
    await vi.waitFor(() => expect(session().status).toBe('signedOut'));
    expect(session().user).toBeNull();
    // The server drops its cookie when asked to end a session it cannot see.
    await vi.waitFor(() => expect(api.count('POST', '/api/auth/logout')).toBe(1));
  });

  it('renders signed out from the first render when nothing is stored', async () => {
    await start(createTestApi());
    expect(statuses).not.toContain('loading');
    expect(session().status).toBe('signedOut');
  });

  it("sends one me request under StrictMode's double effects", async () => {
    const api = createTestApi();
    store(createMockToken(marko.id));
    await start(api, undefined, (tree) => <StrictMode>{tree}</StrictMode>);
    await settled();
    expect(session().status).toBe('signedIn');
    expect(api.count('GET', '/api/auth/me')).toBe(1);
  });

  it('discards an expired stored token without asking the server', async () => {
    const api = createTestApi();
    store(createMockToken(marko.id, { expiresInSeconds: -60 }));
    await start(api);
    await settled();
    expect(session().status).toBe('signedOut');
    expect(api.count('GET', '/api/auth/me')).toBe(0);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userId')).toBeNull();
  });

  it('discards a token that cannot be decoded', async () => {
    const api = createTestApi();
    store('not-a-token');
    await start(api);
    await settled();
    expect(session().status).toBe('signedOut');
    expect(api.count('GET', '/api/auth/me')).toBe(0);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('asks /me with a valid token and signs the user in', async () => {
    const api = createTestApi();
    const token = createMockToken(marko.id);
    store(token);
    await start(api);
    await settled();
    expect(session().status).toBe('signedIn');
    expect(session().user).toEqual({
      id: marko.id,
      email: marko.email,
      fullName: marko.full_name,
      userType: 'land_owner',
      staffRole: null,
    });
    const me = api.requests.find((request) => request.url.endsWith('/api/auth/me'));
    expect(me?.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(localStorage.getItem('token')).toBe(token);
  });

  it('clears the storage when /me fails', async () => {
    const api = createTestApi(handlerOverrides.getMeUnauthorized);
    store(createMockToken(marko.id));
    await start(api);
    await settled();
    expect(session().status).toBe('signedOut');
    expect(api.count('GET', '/api/auth/me')).toBe(1);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userId')).toBeNull();
  });

  it('clears the storage when /me cannot be reached', async () => {
    const api = createTestApi(http.get('*/api/auth/me', () => HttpResponse.error()));
    store(createMockToken(marko.id));
    await start(api);
    await settled();
    expect(session().status).toBe('signedOut');
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('login and logout (spec §4)', () => {
  it('login stores token and userId and signs the user in', async () => {
    const api = createTestApi();
    await start(api);
    await settled();
    const token = createMockToken(fixtureUsers.investor.id);
    const user = { id: 3, email: 'stefan.nikolic@example.rs', fullName: 'Stefan Nikolić' };
    await act(async () => session().signIn(token, { ...user, userType: 'investor' }));
    expect(session().status).toBe('signedIn');
    expect(session().user?.fullName).toBe('Stefan Nikolić');
    expect(localStorage.getItem('token')).toBe(token);
    expect(localStorage.getItem('userId')).toBe('3');
    expect(document.cookie).not.toContain(token);
  });

  it('replaceToken keeps the user and stores the fresh token', async () => {
    const api = createTestApi();
    store(createMockToken(marko.id));
    await start(api);
    await settled();
    const fresh = createMockToken(marko.id, { expiresInSeconds: 999 });
    await act(async () => session().replaceToken(fresh));
    expect(localStorage.getItem('token')).toBe(fresh);
    expect(localStorage.getItem('userId')).toBe(String(marko.id));
    expect(session().status).toBe('signedIn');
  });

  it('logout asks the server to end the session, then clears it', async () => {
    const api = createTestApi();
    const token = createMockToken(marko.id);
    store(token);
    await start(api);
    await settled();
    await act(() => session().signOut());
    expect(api.count('POST', '/api/auth/logout')).toBe(1);
    const logout = api.requests.find((request) => request.url.endsWith('/api/auth/logout'));
    expect(logout?.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(session().status).toBe('signedOut');
    expect(session().user).toBeNull();
    expect(session().ended).toBe('logout');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userId')).toBeNull();
  });

  it("logout removes the user's cached data, so a next user never sees it", async () => {
    const api = createTestApi();
    store(createMockToken(marko.id));
    await start(api);
    await settled();
    queryClient.setQueryData(queryKeys.messages.conversations(marko.id), []);
    queryClient.setQueryData(queryKeys.landAds.mine(marko.id), []);
    expect(queryClient.getQueryCache().getAll().length).toBeGreaterThan(0);
    await act(() => session().signOut());
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });

  it('logout clears the session even when the server fails', async () => {
    const api = createTestApi(errorHandler('logout', 500));
    store(createMockToken(marko.id));
    await start(api);
    await settled();
    await act(() => session().signOut());
    expect(api.count('POST', '/api/auth/logout')).toBe(1);
    expect(console.error).toHaveBeenCalled();
    expect(session().status).toBe('signedOut');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('logout clears the session even when the server cannot be reached', async () => {
    const api = createTestApi(http.post('*/api/auth/logout', () => HttpResponse.error()));
    store(createMockToken(marko.id));
    await start(api);
    await settled();
    await act(() => session().signOut());
    expect(session().status).toBe('signedOut');
    expect(localStorage.getItem('userId')).toBeNull();
  });
});

describe('automatic logout (spec §4)', () => {
  let clock: number;
  const now = () => clock;
  let events: AutoLogoutDetail[];
  const onAutoLogout = (event: Event) =>
    events.push((event as CustomEvent<AutoLogoutDetail>).detail);

  beforeEach(() => {
    clock = Date.now();
    events = [];
    window.addEventListener(AUTO_LOGOUT_EVENT, onAutoLogout);
    // Only the 60 s check is faked: requests and promises run for real.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => window.removeEventListener(AUTO_LOGOUT_EVENT, onAutoLogout));

  const signedInSession = async (token = createMockToken(marko.id, { now: clock })) => {
    const api = createTestApi();
    store(token);
    await start(api, now);
    await settled();
    expect(session().status).toBe('signedIn');
    return api;
  };
  const runCheck = () => act(async () => void vi.advanceTimersByTime(CHECK_INTERVAL_MS));

  it('signs out after more than 30 minutes without activity', async () => {
    const api = await signedInSession();
    clock += 31 * MINUTE;
    await runCheck();
    await vi.waitFor(() => expect(events).toEqual([{ reason: 'inactivity' }]));
    expect(session().status).toBe('signedOut');
    expect(session().ended).toBe('automatic');
    expect(api.count('POST', '/api/auth/logout')).toBe(1);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('stays signed in while the user is active', async () => {
    await signedInSession();
    clock += 20 * MINUTE;
    await act(async () => void window.dispatchEvent(new MouseEvent('mousemove')));
    clock += 20 * MINUTE;
    await runCheck();
    expect(events).toEqual([]);
    expect(session().status).toBe('signedIn');
  });

  it('does not sign out at 29 minutes', async () => {
    await signedInSession();
    clock += 29 * MINUTE;
    await runCheck();
    expect(events).toEqual([]);
    expect(session().status).toBe('signedIn');
  });

  it('signs out when the stored token expires during the session', async () => {
    await signedInSession(createMockToken(marko.id, { now: clock, expiresInSeconds: 120 }));
    clock += 5 * MINUTE;
    await runCheck();
    await vi.waitFor(() => expect(events).toEqual([{ reason: 'expiration' }]));
    expect(session().status).toBe('signedOut');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
