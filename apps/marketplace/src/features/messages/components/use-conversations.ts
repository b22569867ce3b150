import { useCallback, useEffect, useRef, useState } from 'react';
import type { Conversation, Message } from '@marketplace/api-client';
import { useApiClient } from '../../../lib/api-client';
import { getConversations } from '../api/get-conversations';

/** New messages appear without a reload: the list is fetched again this often while open. */
export const CONVERSATIONS_REFRESH_MS = 30_000;

export interface ConversationsState {
  /** 'loading' until the first answer (or failure); later refreshes are quiet. */
  status: 'loading' | 'ready';
  conversations: Conversation[];
}

const moveToTop = (list: Conversation[], conversation: Conversation) => [
  conversation,
  ...list.filter((candidate) => candidate.id !== conversation.id),
];

/**
 * The conversation list, refreshed on window focus and every 30 s while the tab is visible.
 * spec §8: a failed load is logged only; the list keeps what it had (empty at first).
 */
export function useConversations() {
  const api = useApiClient();
  const [state, setState] = useState<ConversationsState>({ status: 'loading', conversations: [] });
  // Refreshes may overlap (focus right after a send): only the latest answer counts.
  const latest = useRef(0);

  const refresh = useCallback(() => {
    const request = ++latest.current;
    getConversations(api).then(
      (conversations) => {
        if (request === latest.current) setState({ status: 'ready', conversations });
      },
      (error: unknown) => {
        console.error('Loading the conversations failed', error);
        if (request === latest.current) setState((current) => ({ ...current, status: 'ready' }));
      },
    );
  }, [api]);

  useEffect(() => {
    refresh();
    const tick = () => {
      if (document.visibilityState !== 'hidden') refresh();
    };
    const interval = window.setInterval(tick, CONVERSATIONS_REFRESH_MS);
    window.addEventListener('focus', refresh);
    return () => {
      window.clearInterval(interval);
      window.removeEventListener('focus', refresh);
    };
  }, [refresh]);

  /** A started conversation, shown at once (before the next refresh). */
  const upsert = useCallback((conversation: Conversation) => {
    setState((current) => ({
      ...current,
      conversations: moveToTop(current.conversations, conversation),
    }));
  }, []);

  /** Opening a conversation marked the other party's messages read on the server. */
  const markRead = useCallback((id: number) => {
    setState((current) => ({
      ...current,
      conversations: current.conversations.map((conversation) =>
        conversation.id === id && conversation.unread_count !== 0
          ? { ...conversation, unread_count: 0 }
          : conversation,
      ),
    }));
  }, []);

  /** A sent message becomes the row's last message, and the row moves to the top. */
  const recordSent = useCallback((id: number, message: Message) => {
    setState((current) => {
      const conversation = current.conversations.find((candidate) => candidate.id === id);
      if (!conversation) return current;
      return {
        ...current,
        conversations: moveToTop(current.conversations, {
          ...conversation,
          last_message: message.content,
          last_message_time: message.created_at,
        }),
      };
    });
  }, []);

  return { ...state, refresh, upsert, markRead, recordSent };
}
