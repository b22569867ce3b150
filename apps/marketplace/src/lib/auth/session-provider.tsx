import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  ACTIVITY_EVENTS,
  AUTO_LOGOUT_EVENT,
  CHECK_INTERVAL_MS,
  checkSession,
  createSessionTimer,
  recordActivity,
  resolveStoredSession,
  type AutoLogoutDetail,
} from '@marketplace/domain';
import type { ApiClient } from '@marketplace/api-client';
import { unwrap } from '../api-call';
import { useApiClient } from '../api-client';
import { meQuery } from './get-me';
import { clearStoredSession, readStoredSession, readToken, storeSession } from './token-storage';
import {
  SessionContext,
  type Session,
  type SessionEnd,
  type SessionStatus,
  type SessionUser,
} from './session';

/** The start-up user: the prefetched answer (or failure) when there is one, else a new request. */
function startupUser(queryClient: QueryClient, api: ApiClient, token: string) {
  const options = meQuery(api, token);
  // fetchQuery joins a request in flight and reuses an answer; a prefetch that already failed
  // would be asked again, so its failure is taken as it is.
  const prefetched = queryClient.getQueryState(options.queryKey);
  if (prefetched?.status === 'error') return Promise.reject(prefetched.error);
  return queryClient.fetchQuery(options);
}

/**
 * The session as far as it is known without waiting. A page the server rendered starts from what
 * the server rendered (`viewer`, from its session cookie), so hydration matches: signed in as
 * that user, or loading while the browser's stored session is asked about. Otherwise (a screen
 * rendered in the browser alone): signed out without a usable stored token, signed in when the
 * start-up answer is already in the cache, else loading.
 */
function initialSession(
  queryClient: QueryClient,
  api: ApiClient,
  nowMs: number,
  viewer: SessionUser | null | undefined,
): { status: SessionStatus; user: SessionUser | null } {
  if (viewer !== undefined) {
    return viewer ? { status: 'signedIn', user: viewer } : { status: 'loading', user: null };
  }
  const decision = resolveStoredSession(readStoredSession(), nowMs);
  if (decision.action !== 'fetchUser') return { status: 'signedOut', user: null };
  const user = queryClient.getQueryData(meQuery(api, decision.token).queryKey);
  return user ? { status: 'signedIn', user } : { status: 'loading', user: null };
}

export function SessionProvider({
  children,
  now = Date.now,
  viewer,
}: {
  children: ReactNode;
  /** The clock; tests move it to check the inactivity and expiry logouts. */
  now?: () => number;
  /**
   * The user the server rendered the page for (its session cookie), or null when it rendered it
   * for nobody; undefined when no server rendered it (stories and tests).
   */
  viewer?: SessionUser | null;
}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [initial] = useState(() => initialSession(queryClient, api, now(), viewer));
  const [status, setStatus] = useState<SessionStatus>(initial.status);
  const [user, setUser] = useState<SessionUser | null>(initial.user);
  const [ended, setEnded] = useState<SessionEnd | null>(null);
  const timer = useRef(createSessionTimer(now()));

  const clear = useCallback(() => {
    clearStoredSession();
    // A next user must never see this one's data: every cached answer (and the mutations, whose
    // variables hold passwords) goes with the session.
    queryClient.clear();
    setUser(null);
    setStatus('signedOut');
  }, [queryClient]);

  // spec §4: at start, an expired stored token is discarded; otherwise the server is asked.
  useEffect(() => {
    const decision = resolveStoredSession(readStoredSession(), now());
    if (decision.action !== 'fetchUser') {
      if (decision.action === 'discard') clearStoredSession();
      // The page was rendered for a session this browser no longer stores (cleared storage): the
      // server drops its cookie when asked to end a session it cannot see.
      if (initial.user) void api.POST('/api/auth/logout').catch(() => undefined);
      setUser(null);
      setStatus('signedOut');
      return;
    }
    // The server has checked this session's token already (its cookie carries it), and the page
    // shows its user: the stored session is the same user's.
    if (initial.user && decision.userId === String(initial.user.id)) return;
    let cancelled = false;
    // StrictMode's second run joins the first run's request (one query, keyed by the token).
    startupUser(queryClient, api, decision.token)
      .then((signedInUser) => {
        if (cancelled) return;
        timer.current = createSessionTimer(now());
        setUser(signedInUser);
        setStatus('signedIn');
      })
      .catch(() => !cancelled && clear());
    return () => {
      cancelled = true;
    };
  }, [api, queryClient, clear, now, initial.user]);

  const endSession = useCallback(
    async (end: SessionEnd) => {
      if (readToken()) {
        try {
          await unwrap(api.POST('/api/auth/logout'), 'Logout failed');
        } catch (failure) {
          console.error('Logout failed', failure); // spec §8: logged only
        }
      }
      setEnded(end);
      clear();
    },
    [api, clear],
  );
  const signOut = useCallback(() => endSession('logout'), [endSession]);

  // spec §4: activity resets the timer; every 60 s inactivity and token expiry are checked.
  useEffect(() => {
    if (status !== 'signedIn') return;
    const onActivity = () => {
      timer.current = recordActivity(timer.current, now());
    };
    for (const event of ACTIVITY_EVENTS) {
      window.addEventListener(event, onActivity, { passive: true, capture: true });
    }
    const interval = window.setInterval(() => {
      const result = checkSession(timer.current, now(), readToken());
      if (!result.logout) return;
      const detail: AutoLogoutDetail = { reason: result.reason };
      void endSession('automatic').then(() =>
        window.dispatchEvent(new CustomEvent(AUTO_LOGOUT_EVENT, { detail })),
      );
    }, CHECK_INTERVAL_MS);
    return () => {
      for (const event of ACTIVITY_EVENTS) {
        window.removeEventListener(event, onActivity, { capture: true });
      }
      window.clearInterval(interval);
    };
  }, [status, now, endSession]);

  const session = useMemo<Session>(
    () => ({
      status,
      user,
      ended,
      signIn(token, nextUser) {
        storeSession(token, nextUser.id);
        timer.current = createSessionTimer(now());
        setEnded(null);
        setUser(nextUser);
        setStatus('signedIn');
      },
      replaceToken(token) {
        if (user) storeSession(token, user.id);
      },
      signOut,
    }),
    [status, user, ended, signOut, now],
  );

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
