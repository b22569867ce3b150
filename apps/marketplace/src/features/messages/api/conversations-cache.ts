import type { QueryClient } from '@tanstack/react-query';
import type { Conversation, Message } from '@marketplace/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * What the screen shows before the server is asked again: the conversation list and an open
 * conversation's messages are updated in the query cache at once (a refetch follows).
 */

const moveToTop = (list: readonly Conversation[], conversation: Conversation) => [
  conversation,
  ...list.filter((candidate) => candidate.id !== conversation.id),
];

/** A started conversation is shown at once, at the top of the list. */
export function upsertConversation(
  client: QueryClient,
  userId: number,
  conversation: Conversation,
): void {
  client.setQueryData<Conversation[]>(queryKeys.messages.conversations(userId), (list) =>
    moveToTop(list ?? [], conversation),
  );
}

/** Opening a conversation marked the other party's messages read on the server. */
export function markConversationRead(client: QueryClient, userId: number, id: number): void {
  client.setQueryData<Conversation[]>(queryKeys.messages.conversations(userId), (list) =>
    list?.some((conversation) => conversation.id === id && conversation.unread_count !== 0)
      ? list.map((conversation) =>
          conversation.id === id ? { ...conversation, unread_count: 0 } : conversation,
        )
      : list,
  );
}

/**
 * A sent message is appended to its conversation's messages, becomes the row's last message, and
 * the row moves to the top of the list.
 */
export function recordSentMessage(
  client: QueryClient,
  userId: number,
  id: number,
  message: Message,
): void {
  client.setQueryData<Message[]>(queryKeys.messages.conversation(userId, id), (messages) =>
    messages && !messages.some((shown) => shown.id === message.id)
      ? [...messages, message]
      : messages,
  );
  client.setQueryData<Conversation[]>(queryKeys.messages.conversations(userId), (list) => {
    const conversation = list?.find((candidate) => candidate.id === id);
    if (!list || !conversation) return list;
    return moveToTop(list, {
      ...conversation,
      last_message: message.content,
      last_message_time: message.created_at,
    });
  });
}

/** A reload answered before a send was stored must not drop the message already shown. */
export function keepNewerShown(answer: Message[], shown: readonly Message[] = []): Message[] {
  const newestId = answer.reduce((max, message) => Math.max(max, message.id), 0);
  return [...answer, ...shown.filter((message) => message.id > newestId)];
}

/**
 * A message that arrived over the event stream (either party's, from any tab): it joins its
 * conversation's cached messages, and the row, as the server sent it, moves to the top of a cached
 * list. Nothing is created for data never loaded; the next load brings it.
 */
export function recordMessageEvent(
  client: QueryClient,
  userId: number,
  event: { conversationId: number; message: Message; conversation: Conversation },
): void {
  client.setQueryData<Message[]>(
    queryKeys.messages.conversation(userId, event.conversationId),
    (messages) =>
      messages && !messages.some((shown) => shown.id === event.message.id)
        ? [...messages, event.message]
        : messages,
  );
  client.setQueryData<Conversation[]>(queryKeys.messages.conversations(userId), (list) =>
    list ? moveToTop(list, event.conversation) : list,
  );
}
