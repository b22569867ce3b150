import { STORAGE_KEYS } from '@marketplace/domain';
import { clearUnsentMessages } from '../unsent-messages';

/** spec §3: the session lives in two browser storage entries, token and userId. */
export const sessionStorageKeys = STORAGE_KEYS;

export function readStoredSession(): { token: string | null; userId: string | null } {
  return {
    token: localStorage.getItem(STORAGE_KEYS.token),
    userId: localStorage.getItem(STORAGE_KEYS.userId),
  };
}

export function storeSession(token: string, userId: number | string): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.userId, String(userId));
}

export function clearStoredSession(): void {
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.userId);
  // What the user wrote but could not send leaves with their session.
  clearUnsentMessages();
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
