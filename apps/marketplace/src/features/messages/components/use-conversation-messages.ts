import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Message } from '@marketplace/api-client';
import { useApiClient } from '../../../lib/api-client';
import { getConversationMessages } from '../api/get-conversation-messages';
import { unreadCountKey } from '../api/get-unread-count';

interface ThreadState {
  conversationId: number | null;
  loading: boolean;
  messages: Message[];
}

/** A reload answered before a send was stored must not drop the message already shown. */
function keepNewerLocal(answer: Message[], shown: Message[]): Message[] {
  const newestId = answer.reduce((max, message) => Math.max(max, message.id), 0);
  return [...answer, ...shown.filter((message) => message.id > newestId)];
}

/**
 * The messages of the open conversation. spec §4, §7: after they load, the unread count is
 * refreshed (the server marked the other party's messages read) and `onOpened` runs.
 * spec §8: a failed load is logged only.
 */
export function useConversationMessages(
  conversationId: number | null,
  onOpened: (id: number) => void,
) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [state, setState] = useState<ThreadState>({
    conversationId: null,
    loading: false,
    messages: [],
  });
  const [reloads, setReloads] = useState(0);
  const opened = useEffectEvent((id: number) => {
    void queryClient.invalidateQueries({ queryKey: unreadCountKey });
    onOpened(id);
  });

  useEffect(() => {
    if (conversationId === null) return;
    let cancelled = false;
    setState((current) =>
      current.conversationId === conversationId
        ? current
        : { conversationId, loading: true, messages: [] },
    );
    getConversationMessages(api, conversationId).then(
      (messages) => {
        if (cancelled) return;
        setState((current) => ({
          conversationId,
          loading: false,
          messages:
            current.conversationId === conversationId
              ? keepNewerLocal(messages, current.messages)
              : messages,
        }));
        opened(conversationId);
      },
      (error: unknown) => {
        if (cancelled) return;
        console.error('Opening the conversation failed', error);
        setState((current) => ({ ...current, loading: false }));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [api, conversationId, reloads]);

  /** Adds a sent message to the thread, if that conversation is still the open one. */
  const append = useCallback((id: number, message: Message) => {
    setState((current) =>
      current.conversationId === id && !current.messages.some((m) => m.id === message.id)
        ? { ...current, messages: [...current.messages, message] }
        : current,
    );
  }, []);

  /** Fetches the open conversation again without a loading state. */
  const reload = useCallback(() => setReloads((count) => count + 1), []);

  // Until the effect has run for a newly chosen conversation, show it as loading, not the old one.
  const current: ThreadState =
    state.conversationId === conversationId
      ? state
      : { conversationId, loading: conversationId !== null, messages: [] };
  return { ...current, append, reload };
}
