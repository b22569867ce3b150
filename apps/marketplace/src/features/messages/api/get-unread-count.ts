import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@marketplace/api-client';
import { UNREAD_REFRESH_EVENT, UNREAD_REFRESH_INTERVAL_MS } from '@marketplace/domain';
import { unwrap } from '../../../lib/api-call';
import { useApiClient } from '../../../lib/api-client';
import { readToken, useSession } from '../../../lib/auth';
import { queryKeys } from '../../../lib/query-keys';

/** The prefix of every user's unread-count query: invalidate it when messages are read or sent. */
export const unreadCountKey = queryKeys.messages.unreadCount.all;

/** GET /api/messages/unread-count. spec §8: a failure is logged and reads as 0; it never throws. */
export async function getUnreadCount(api: ApiClient): Promise<number> {
  // spec §7: without a stored token no call is made and the count is 0.
  if (!readToken()) return 0;
  try {
    return (await unwrap(api.GET('/api/messages/unread-count'), 'Unread count')).unreadCount;
  } catch (error) {
    console.error('Unread count failed', error);
    return 0;
  }
}

/** spec §4: on load and every 30 s (also in a background tab, as the other triggers are). */
export const unreadCountQuery = (api: ApiClient, userId: number | undefined) =>
  queryOptions({
    queryKey: queryKeys.messages.unreadCount.of(userId ?? null),
    queryFn: () => getUnreadCount(api),
    enabled: userId !== undefined,
    staleTime: 0,
    refetchInterval: UNREAD_REFRESH_INTERVAL_MS,
    refetchIntervalInBackground: true,
  });

/** The signed-in user's unread count (the nav bar's badge); 0 when signed out. */
export function useUnreadCount(): number {
  const api = useApiClient();
  const { status, user } = useSession();
  const userId = status === 'signedIn' ? user?.id : undefined;
  const { data } = useQuery(unreadCountQuery(api, userId));
  return userId === undefined ? 0 : (data ?? 0);
}

/** spec §4: any part of the app can ask for a refresh of the unread count (no data travels). */
export function requestUnreadRefresh(): void {
  window.dispatchEvent(new Event(UNREAD_REFRESH_EVENT));
}

/**
 * spec §4: the other refresh triggers — window focus, the tab becoming visible, back/forward
 * navigation and the internal refresh event (`requestUnreadRefresh()`). Mount once.
 */
export function useUnreadRefreshTriggers(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: unreadCountKey });
    const onVisibility = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    window.addEventListener('focus', refresh);
    window.addEventListener('popstate', refresh);
    window.addEventListener(UNREAD_REFRESH_EVENT, refresh);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('focus', refresh);
      window.removeEventListener('popstate', refresh);
      window.removeEventListener(UNREAD_REFRESH_EVENT, refresh);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [queryClient]);
}
