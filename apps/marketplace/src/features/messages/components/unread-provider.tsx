import { useMemo, type ReactNode } from 'react';
import { useUnreadCount, useUnreadRefreshTriggers } from '../api/get-unread-count';
import { requestUnreadRefresh, UnreadContext } from '../unread';

/** The unread-count query for the nav bar (`useUnread()`), with the refresh triggers of spec §4. */
export function UnreadProvider({ children }: { children: ReactNode }) {
  const count = useUnreadCount();
  useUnreadRefreshTriggers();
  const value = useMemo(() => ({ count, refresh: requestUnreadRefresh }), [count]);
  return <UnreadContext.Provider value={value}>{children}</UnreadContext.Provider>;
}
