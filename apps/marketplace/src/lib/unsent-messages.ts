import type { UnsentMessage } from '@marketplace/ui';

/**
 * Messages the server did not take, kept in this tab's session storage so that a reload loses
 * nothing typed (no dead ends): only for the signed-in user who wrote them, and cleared with the
 * session (clearStoredSession), so the next person at a shared computer never sees them.
 */
const KEY = 'unsentMessages';

export type UnsentByConversation = Readonly<Record<number, readonly UnsentMessage[]>>;

interface Stored {
  userId: number;
  conversations: UnsentByConversation;
}

const isUnsent = (value: unknown): value is UnsentMessage =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as UnsentMessage).key === 'string' &&
  typeof (value as UnsentMessage).content === 'string' &&
  ['string', 'undefined'].includes(typeof (value as UnsentMessage).error);

/** The user's unsent messages by conversation; none for anyone else, or when storage fails. */
export function readUnsentMessages(userId: number): UnsentByConversation {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Stored | null;
    if (!stored || stored.userId !== userId || typeof stored.conversations !== 'object') return {};
    return Object.fromEntries(
      Object.entries(stored.conversations)
        .map(([id, messages]) => [
          Number(id),
          Array.isArray(messages) ? messages.filter(isUnsent) : [],
        ])
        .filter(([, messages]) => (messages as UnsentMessage[]).length > 0),
    ) as UnsentByConversation;
  } catch {
    return {};
  }
}

export function storeUnsentMessages(userId: number, conversations: UnsentByConversation): void {
  try {
    const kept = Object.entries(conversations).filter(([, messages]) => messages.length > 0);
    if (kept.length === 0) sessionStorage.removeItem(KEY);
    else {
      const stored: Stored = { userId, conversations: Object.fromEntries(kept) };
      sessionStorage.setItem(KEY, JSON.stringify(stored));
    }
  } catch {
    // Storage full or blocked: the messages stay on screen until the page is left.
  }
}

export function clearUnsentMessages(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Storage blocked: nothing was kept.
  }
}
