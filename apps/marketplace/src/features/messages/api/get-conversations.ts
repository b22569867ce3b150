import type { ApiClient, Conversation } from '@marketplace/api-client';
import { expectData } from './messaging-request';

/** GET /api/messages/conversations: the user's conversations, the most recent message first. */
export function getConversations(api: ApiClient): Promise<Conversation[]> {
  return expectData(api.GET('/api/messages/conversations'), 'List conversations');
}
