import type { ApiClient, Message } from '@marketplace/api-client';
import { expectData } from './messaging-request';

/**
 * GET /api/messages/conversations/{id}: the messages, oldest first. The server marks the other
 * party's messages read, so the caller refreshes the unread count afterwards (spec §4, §7).
 */
export function getConversationMessages(api: ApiClient, id: number): Promise<Message[]> {
  return expectData(
    api.GET('/api/messages/conversations/{id}', { params: { path: { id } } }),
    `Open conversation ${id}`,
  );
}
