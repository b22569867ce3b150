import { useCallback } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, Message } from '@marketplace/api-client';
import { unwrap } from '../../../lib/api-call';
import { useApiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { keepNewerShown, markConversationRead } from './conversations-cache';

/**
 * GET /api/messages/conversations/{id}: the messages, oldest first. The server marks the other
 * party's messages read, so the caller refreshes the unread count afterwards (spec §4, §7).
 */
export function getConversationMessages(api: ApiClient, id: number): Promise<Message[]> {
  return unwrap(
    api.GET('/api/messages/conversations/{id}', { params: { path: { id } } }),
    `Open conversation ${id}`,
  );
}

/**
 * A conversation's messages, fetched each time it is opened. spec §4, §7: once they arrive the
 * row reads as read and the unread count is refreshed. spec §8: a failure is logged only.
 */
export const conversationMessagesQuery = (api: ApiClient, userId: number, id: number) =>
  queryOptions({
    queryKey: queryKeys.messages.conversation(userId, id),
    queryFn: async ({ client, queryKey }) => {
      let answer: Message[];
      try {
        answer = await getConversationMessages(api, id);
      } catch (error) {
        console.error('Opening the conversation failed', error);
        throw error;
      }
      markConversationRead(client, userId, id);
      void client.invalidateQueries({ queryKey: queryKeys.messages.unreadCount.all });
      return keepNewerShown(answer, client.getQueryData<Message[]>(queryKey));
    },
    staleTime: 0,
  });

export interface ConversationMessages {
  /** True until the chosen conversation's first answer (or failure); reloads are quiet. */
  loading: boolean;
  /** Empty while nothing is open, while loading, or when loading failed. */
  messages: Message[];
  /** Fetches the open conversation again, without a loading state. */
  reload(): void;
}

/** The messages of the open conversation (`null`: none is open). */
export function useConversationMessages(
  userId: number,
  conversationId: number | null,
): ConversationMessages {
  const api = useApiClient();
  const { data, isPending, refetch } = useQuery({
    ...conversationMessagesQuery(api, userId, conversationId ?? 0),
    enabled: conversationId !== null,
  });
  const reload = useCallback(() => void refetch(), [refetch]);
  const open = conversationId !== null;
  return { loading: open && isPending, messages: (open ? data : undefined) ?? [], reload };
}
