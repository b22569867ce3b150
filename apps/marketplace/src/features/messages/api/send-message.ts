import type { ApiClient, Message } from '@marketplace/api-client';
import { expectData } from './messaging-request';

/** POST /api/messages/conversations/{id}/messages {content}: the stored message. */
export function sendMessage(api: ApiClient, id: number, content: string): Promise<Message> {
  return expectData(
    api.POST('/api/messages/conversations/{id}/messages', {
      params: { path: { id } },
      body: { content },
    }),
    `Send message to conversation ${id}`,
  );
}
