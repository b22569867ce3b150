import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient, Message } from '@marketplace/api-client';
import { unwrap } from '../../../lib/api-call';
import { useApiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { recordSentMessage } from './conversations-cache';

/** POST /api/messages/conversations/{id}/messages {content}: the stored message. */
export function sendMessage(api: ApiClient, id: number, content: string): Promise<Message> {
  return unwrap(
    api.POST('/api/messages/conversations/{id}/messages', {
      params: { path: { id } },
      body: { content },
    }),
    `Send message to conversation ${id}`,
  );
}

export interface SendMessageInput {
  conversationId: number;
  content: string;
}

/**
 * Sends a message: it shows in its conversation and moves the row to the top at once; then the
 * list and the unread count are fetched again. spec §8: a failure is logged only.
 */
export function useSendMessageMutation(userId: number) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ conversationId, content }: SendMessageInput) =>
      sendMessage(api, conversationId, content),
    onSuccess: (message, { conversationId }) => {
      recordSentMessage(queryClient, userId, conversationId, message);
      void queryClient.invalidateQueries({ queryKey: queryKeys.messages.conversations(userId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.messages.unreadCount.all });
    },
    onError: (error) => console.error('Sending the message failed', error),
  });
}
