import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { UNREAD_REFRESH_EVENT, UNREAD_REFRESH_INTERVAL_MS } from '@marketplace/domain';
import { useApiClient } from '../../../lib/api-client';
import { readToken, useSession } from '../../../lib/auth';
import { UnreadContext } from '../unread';

/**
 * spec §4: the unread count refreshes on load, every 30 s, on window focus, when the tab becomes
 * visible, on back/forward navigation and on the internal refresh event.
 */
export function UnreadProvider({ children }: { children: ReactNode }) {
  const api = useApiClient();
  const { status } = useSession();
  const [count, setCount] = useState(0);

  const refresh = useCallback(() => {
    // spec §7: without a stored token no call is made and the count is 0.
    if (!readToken()) {
      setCount(0);
      return;
    }
    api
      .GET('/api/messages/unread-count')
      .then(({ data, error }) => {
        if (error) console.error('Unread count failed', error);
        setCount(data?.unreadCount ?? 0);
      })
      .catch((failure: unknown) => {
        console.error('Unread count failed', failure); // spec §8: logged, count 0
        setCount(0);
      });
  }, [api]);

  useEffect(() => {
    if (status !== 'signedIn') {
      setCount(0);
      return;
    }
    refresh();
    const interval = window.setInterval(refresh, UNREAD_REFRESH_INTERVAL_MS);
    const onVisibility = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    window.addEventListener('focus', refresh);
    window.addEventListener('popstate', refresh);
    window.addEventListener(UNREAD_REFRESH_EVENT, refresh);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.clearInterval(interval);
      window.removeEventListener('focus', refresh);
      window.removeEventListener('popstate', refresh);
      window.removeEventListener(UNREAD_REFRESH_EVENT, refresh);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [status, refresh]);

  const value = useMemo(() => ({ count, refresh }), [count, refresh]);
  return <UnreadContext.Provider value={value}>{children}</UnreadContext.Provider>;
}
