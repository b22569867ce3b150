import { createContext, useContext } from 'react';
import { UNREAD_REFRESH_EVENT } from '@marketplace/domain';

export interface Unread {
  count: number;
  refresh(): void;
}

export const UnreadContext = createContext<Unread>({ count: 0, refresh: () => {} });

export const useUnread = (): Unread => useContext(UnreadContext);

/** spec §4: any part of the app can ask for a refresh of the unread count. */
export function requestUnreadRefresh(): void {
  window.dispatchEvent(new Event(UNREAD_REFRESH_EVENT));
}
