import { INACTIVITY_TIMEOUT_MS } from './constants';
import { isTokenExpired } from './token';

// spec §4: while signed in, activity resets an inactivity timer, and every CHECK_INTERVAL_MS two
// checks run: inactivity (over 30 minutes) and token expiry. This is the pure state machine; the
// app owns the DOM listeners (ACTIVITY_EVENTS) and the interval, and passes the clock in.

export interface SessionTimerState {
  readonly lastActivityMs: number;
}

export type LogoutReason = 'inactivity' | 'expiration';

export type SessionCheck =
  { readonly logout: false } | { readonly logout: true; readonly reason: LogoutReason };

/** spec §4: login (or a restored session) starts the timer. */
export function createSessionTimer(nowMs: number): SessionTimerState {
  return { lastActivityMs: nowMs };
}

/** spec §4: any activity event resets the inactivity timer. */
export function recordActivity(state: SessionTimerState, nowMs: number): SessionTimerState {
  // A clock that went backwards must not extend the session into the future.
  return nowMs > state.lastActivityMs ? { lastActivityMs: nowMs } : state;
}

/** Milliseconds left before the inactivity logout (0 when due). */
export function inactivityRemainingMs(state: SessionTimerState, nowMs: number): number {
  return Math.max(0, state.lastActivityMs + INACTIVITY_TIMEOUT_MS - nowMs);
}

/**
 * spec §4: the periodic check. Inactivity is checked first ("more than 30 minutes"), then the
 * stored token's expiry (an undecodable token counts as expired). A null token means nothing is
 * stored, which the session handles as signed out; it is not an expiry.
 */
export function checkSession(
  state: SessionTimerState,
  nowMs: number,
  token: string | null | undefined,
): SessionCheck {
  if (nowMs - state.lastActivityMs > INACTIVITY_TIMEOUT_MS) {
    return { logout: true, reason: 'inactivity' };
  }
  if (token != null && isTokenExpired(token, nowMs)) {
    return { logout: true, reason: 'expiration' };
  }
  return { logout: false };
}

/** Short alias of checkSession, for callers that already namespace it (`timer.check`). */
export const check = checkSession;

/** spec §4: the detail of the automatic-logout browser event (AUTO_LOGOUT_EVENT). */
export interface AutoLogoutDetail {
  readonly reason: LogoutReason;
}
