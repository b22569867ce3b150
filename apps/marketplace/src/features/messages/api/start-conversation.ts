import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient, Conversation, StartConversationRequest } from '@marketplace/api-client';
import { unwrap } from '../../../lib/api-call';
import { useApiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { upsertConversation } from './conversations-cache';

/**
 * POST /api/messages/conversations {adId, receiverId, message, adType}: the new conversation (or
 * the existing one the server appended the message to, DESIGN).
 */
export function startConversation(
  api: ApiClient,
  request: StartConversationRequest,
): Promise<Conversation> {
  return unwrap(api.POST('/api/messages/conversations', { body: request }), 'Start conversation');
}

/**
 * Starts a conversation with an ad's owner (spec §2): it is at the top of the list at once; then
 * the list and the unread count are fetched again. spec §8: a failure is logged only.
 */
export function useStartConversationMutation(userId: number) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: StartConversationRequest) => startConversation(api, request),
    onSuccess: (conversation) => {
      upsertConversation(queryClient, userId, conversation);
      void queryClient.invalidateQueries({ queryKey: queryKeys.messages.conversations(userId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.messages.unreadCount.all });
    },
    onError: (error) => console.error('Starting the conversation failed', error),
  });
}
