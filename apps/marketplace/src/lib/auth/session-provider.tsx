import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  ACTIVITY_EVENTS,
  AUTO_LOGOUT_EVENT,
  CHECK_INTERVAL_MS,
  checkSession,
  createSessionTimer,
  readUserType,
  recordActivity,
  resolveStoredSession,
  type AutoLogoutDetail,
} from '@marketplace/domain';
import type { ApiClient, User } from '@marketplace/api-client';
import { useApiClient } from '../api-client';
import { clearStoredSession, readStoredSession, readToken, storeSession } from './token-storage';
import {
  SessionContext,
  type Session,
  type SessionEnd,
  type SessionStatus,
  type SessionUser,
} from './session';

/** spec §3: the server sends the type as user_type or userType; either is accepted. */
export function toSessionUser(user: User): SessionUser {
  return { id: user.id, email: user.email, fullName: user.full_name, userType: readUserType(user) };
}

const fetchMe = (api: ApiClient) => api.GET('/api/auth/me');

/** The start-up `me` request when it was sent before React rendered (see prefetchSessionUser). */
let startupRequest: { token: string; response: ReturnType<typeof fetchMe> } | null = null;

/**
 * Sends the start-up `me` request for a stored, unexpired token right away (main.tsx calls this
 * before rendering), so the first screen does not also wait for React's first render.
 */
export function prefetchSessionUser(api: ApiClient, nowMs = Date.now()): void {
  const decision = resolveStoredSession(readStoredSession(), nowMs);
  if (decision.action !== 'fetchUser') return;
  startupRequest = { token: decision.token, response: fetchMe(api) };
  startupRequest.response.catch(() => {}); // handled where it is used
}

function takeStartupRequest(token: string) {
  const request = startupRequest?.token === token ? startupRequest.response : null;
  startupRequest = null;
  return request;
}

export function SessionProvider({
  children,
  now = Date.now,
}: {
  children: ReactNode;
  /** The clock; tests move it to check the inactivity and expiry logouts. */
  now?: () => number;
}) {
  const api = useApiClient();
  const [status, setStatus] = useState<SessionStatus>('loading');
  const [user, setUser] = useState<SessionUser | null>(null);
  const [ended, setEnded] = useState<SessionEnd | null>(null);
  const timer = useRef(createSessionTimer(now()));

  const clear = useCallback(() => {
    clearStoredSession();
    setUser(null);
    setStatus('signedOut');
  }, []);

  // spec §4: at start, an expired stored token is discarded; otherwise the server is asked.
  useEffect(() => {
    const decision = resolveStoredSession(readStoredSession(), now());
    if (decision.action !== 'fetchUser') {
      if (decision.action === 'discard') clearStoredSession();
      setStatus('signedOut');
      return;
    }
    let cancelled = false;
    (takeStartupRequest(decision.token) ?? fetchMe(api))
      .then(({ data }) => {
        if (cancelled) return;
        if (!data) return clear();
        timer.current = createSessionTimer(now());
        setUser(toSessionUser(data));
        setStatus('signedIn');
      })
      .catch(() => !cancelled && clear());
    return () => {
      cancelled = true;
    };
  }, [api, clear, now]);

  const endSession = useCallback(
    async (end: SessionEnd) => {
      if (readToken()) {
        try {
          const { error } = await api.POST('/api/auth/logout');
          if (error) console.error('Logout failed', error);
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
