import { isTokenExpired } from './token';

// spec §4, at start: what to do with the two storage entries (token, userId).
export interface StoredSession {
  readonly token: string | null | undefined;
  readonly userId: string | null | undefined;
}

export type StartupDecision =
  /** Nothing (or only half) is stored: loading ends, signed out. */
  | { readonly action: 'signedOut' }
  /** spec §4, §8: an expired token at start — remove both entries silently, signed out. */
  | { readonly action: 'discard' }
  /** Ask the server for the current user; on failure remove both entries (spec §4). */
  | { readonly action: 'fetchUser'; readonly token: string; readonly userId: string };

export function resolveStoredSession(stored: StoredSession, nowMs: number): StartupDecision {
  const { token, userId } = stored;
  if (!token || !userId) return { action: 'signedOut' };
  if (isTokenExpired(token, nowMs)) return { action: 'discard' };
  return { action: 'fetchUser', token, userId };
}
