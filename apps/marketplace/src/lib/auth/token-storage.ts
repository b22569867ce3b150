import { SESSION_HINT_COOKIE, STORAGE_KEYS } from '@marketplace/domain';
import { clearUnsentMessages } from '../unsent-messages';

/** spec §3: the session lives in two browser storage entries, token and userId. */
export const sessionStorageKeys = STORAGE_KEYS;

export function readStoredSession(): { token: string | null; userId: string | null } {
  return {
    token: localStorage.getItem(STORAGE_KEYS.token),
    userId: localStorage.getItem(STORAGE_KEYS.userId),
  };
}

/**
 * The session-hint cookie: only that a session is stored, never the token (constants.ts). The
 * server then starts a page's first photo with the page itself; the token stays in storage.
 */
function setSessionHint(present: boolean): void {
  document.cookie = present
    ? `${SESSION_HINT_COOKIE}=1; path=/; max-age=${60 * 60 * 24 * 30}; samesite=lax`
    : `${SESSION_HINT_COOKIE}=; path=/; max-age=0; samesite=lax`;
}

export function storeSession(token: string, userId: number | string): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.userId, String(userId));
  setSessionHint(true);
}

export function clearStoredSession(): void {
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.userId);
  setSessionHint(false);
  // What the user wrote but could not send leaves with their session.
  clearUnsentMessages();
}

/** At start: the hint follows the stored session (one stored before the hint existed, or cleared). */
export function syncSessionHint(): void {
  const { token, userId } = readStoredSession();
  const present = token !== null && userId !== null;
  if (present !== document.cookie.split('; ').includes(`${SESSION_HINT_COOKIE}=1`)) {
    setSessionHint(present);
  }
}

export const readToken = (): string | null => localStorage.getItem(STORAGE_KEYS.token);

/**
 * The stored session's user id, or null without a stored session: whose answers a route loader
 * may fetch ahead of the session check (the session then confirms it, or clears everything).
 */
export function readStoredViewerId(): number | null {
  const { token, userId } = readStoredSession();
  const id = Number(userId);
  return token && Number.isInteger(id) && id > 0 ? id : null;
}
