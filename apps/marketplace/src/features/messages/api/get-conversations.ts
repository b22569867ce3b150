import { conversationInPageScript } from '../../../lib/page-script';
import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, Conversation } from '@marketplace/api-client';
import { unwrap } from '../../../lib/api-call';
import { useApiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** New messages appear without a reload: the list is fetched again this often while open. */
export const CONVERSATIONS_REFRESH_MS = 30_000;

/** GET /api/messages/conversations: the user's conversations, the most recent message first. */
export function getConversations(api: ApiClient): Promise<Conversation[]> {
  return unwrap<Conversation[]>(api.GET('/api/messages/conversations'), 'List conversations').then(
    (conversations) => conversations.map(conversationInPageScript),
  );
}

/**
 * The conversation list: fetched whenever the screen opens, then every 30 s while the tab is
 * visible (TanStack skips the interval in a hidden tab). spec §8: a failure is logged only.
 */
export const conversationsQuery = (api: ApiClient, userId: number) =>
  queryOptions({
    queryKey: queryKeys.messages.conversations(userId),
    queryFn: () =>
      getConversations(api).catch((error: unknown) => {
        console.error('Loading the conversations failed', error);
        throw error;
      }),
    staleTime: 0,
    refetchInterval: CONVERSATIONS_REFRESH_MS,
  });

export interface Conversations {
  /** 'loading' until the first answer (or failure); later refreshes are quiet. */
  status: 'loading' | 'ready';
  /** What the server answered last (a failed refresh keeps it); empty when it never answered. */
  conversations: Conversation[];
  /** Answered (or failed) since the screen opened, so a start request is decided on fresh rows. */
  upToDate: boolean;
}

/** The signed-in user's conversations, also fetched again on window focus. */
export function useConversations(userId: number): Conversations {
  const api = useApiClient();
  const { data, isPending, isFetchedAfterMount, refetch } = useQuery(
    conversationsQuery(api, userId),
  );

  // The window gaining focus (TanStack's own focus refetching follows visibility only).
  useEffect(() => {
    const onFocus = () => void refetch();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [refetch]);

  return {
    status: isPending ? 'loading' : 'ready',
    conversations: data ?? [],
    upToDate: isFetchedAfterMount,
  };
}
