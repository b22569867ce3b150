import { describe, expect, it } from 'vitest';
import {
  check,
  checkSession,
  createSessionTimer,
  inactivityRemainingMs,
  recordActivity,
} from './session-timer';

function token(exp: number): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256' })}.${part({ exp })}.sig`;
}

const T0 = 1_700_000_000_000;
const MIN = 60_000;
const validToken = token(T0 / 1000 + 12 * 3600);

describe('session timer (spec §4)', () => {
  it.each<[string, number, string | null, false | 'inactivity' | 'expiration']>([
    ['fresh session', T0 + MIN, validToken, false],
    ['exactly 30 minutes idle', T0 + 30 * MIN, validToken, false],
    ['30 minutes and 1 ms idle', T0 + 30 * MIN + 1, validToken, 'inactivity'],
    ['31 minutes idle', T0 + 31 * MIN, validToken, 'inactivity'],
    ['token expired', T0 + 5 * MIN, token(T0 / 1000 + 60), 'expiration'],
    ['token undecodable', T0 + MIN, 'not-a-token', 'expiration'],
    ['no token stored', T0 + MIN, null, false],
    ['idle and expired: inactivity wins', T0 + 40 * MIN, token(T0 / 1000), 'inactivity'],
  ])('%s', (_name, now, storedToken, expected) => {
    const result = check(createSessionTimer(T0), now, storedToken);
    expect(result).toEqual(expected ? { logout: true, reason: expected } : { logout: false });
  });

  it('activity resets the inactivity window', () => {
    let state = createSessionTimer(T0);
    state = recordActivity(state, T0 + 29 * MIN);
    expect(check(state, T0 + 50 * MIN, validToken)).toEqual({ logout: false });
    expect(check(state, T0 + 59 * MIN + 1, validToken)).toEqual({
      logout: true,
      reason: 'inactivity',
    });
  });

  it('ignores activity stamped earlier than the last one', () => {
    const state = recordActivity(createSessionTimer(T0), T0 - 10 * MIN);
    expect(state.lastActivityMs).toBe(T0);
  });

  it('check is the same function as checkSession', () => {
    expect(check).toBe(checkSession);
  });

  it('does not mutate the previous state', () => {
    const first = createSessionTimer(T0);
    const second = recordActivity(first, T0 + MIN);
    expect(first.lastActivityMs).toBe(T0);
    expect(second.lastActivityMs).toBe(T0 + MIN);
  });

  it.each([
    [0, 30 * MIN],
    [10 * MIN, 20 * MIN],
    [30 * MIN, 0],
    [45 * MIN, 0],
  ])('after %d ms idle, %d ms remain', (idle, remaining) => {
    expect(inactivityRemainingMs(createSessionTimer(T0), T0 + idle)).toBe(remaining);
  });

  it('simulates minute checks: logout comes at the 31st check', () => {
    const state = createSessionTimer(T0);
    const firstLogout = Array.from({ length: 40 }, (_, i) => i + 1).find(
      (minute) => check(state, T0 + minute * MIN, validToken).logout,
    );
    expect(firstLogout).toBe(31);
  });
});
