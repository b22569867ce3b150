import type { ReactNode } from 'react';
import { useUnreadRefreshTriggers } from '../api/get-unread-count';
import { useMessageEvents } from '../api/message-events';

/**
 * Mounts the unread count's refresh triggers of spec §4 once for the app (focus, visibility,
 * back/forward, `requestUnreadRefresh()`) and the live message events that update the count and
 * the conversations as they happen; whoever shows the count calls `useUnreadCount()`, whose
 * query loads it and refreshes it every 30 s.
 */
export function UnreadProvider({ children }: { children: ReactNode }) {
  useUnreadRefreshTriggers();
  useMessageEvents();
  return children;
}
