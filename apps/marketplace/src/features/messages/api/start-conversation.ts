import type { ApiClient, Conversation, StartConversationRequest } from '@marketplace/api-client';
import { expectData } from './messaging-request';

/**
 * POST /api/messages/conversations {adId, receiverId, message, adType}: the new conversation (or
 * the existing one the server appended the message to, DESIGN).
 */
export function startConversation(
  api: ApiClient,
  request: StartConversationRequest,
): Promise<Conversation> {
  return expectData(
    api.POST('/api/messages/conversations', { body: request }),
    'Start conversation',
  );
}
