import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient, Conversation, Message } from '@marketplace/api-client';
import { useApiClient } from '../../../lib/api-client';
import { readToken, useSession } from '../../../lib/auth';
import { queryKeys } from '../../../lib/query-keys';
import { recordMessageEvent } from './conversations-cache';

/** The data of each event of GET /api/messages/events (openapi.yaml). */
interface MessageEventData {
  conversationId: number;
  message: Message;
  conversation: Conversation;
}

/** One event as the stream parser hands it over. */
export interface StreamMessage {
  id: string;
  event: string;
  data: string;
}

/** Reconnection waits 1 s, 2 s, 4 s … up to 30 s after consecutive failures. */
export function reconnectDelay(failures: number): number {
  return Math.min(30_000, 1_000 * 2 ** Math.max(0, failures - 1));
}

/** A refusal that retrying cannot fix (the token is not accepted): the stream stops. */
class StreamRefused extends Error {}
/** The stream ended or could not open for now: it reconnects after a delay. */
class StreamInterrupted extends Error {}

/**
 * What one event changes in the query cache, so the screens update without asking the server:
 * a message joins its open conversation and moves its row to the top, a read refreshes the
 * conversation list, and the unread count is set as the server counted it.
 */
export function applyMessageEvent(
  client: QueryClient,
  userId: number,
  { event, data }: StreamMessage,
): void {
  if (event === 'message') {
    const payload = JSON.parse(data) as MessageEventData;
    recordMessageEvent(client, userId, payload);
    const open = queryKeys.messages.conversation(userId, payload.conversationId);
    // The conversation is on screen: loading it again marks the new message read on the server
    // (spec §7), which sends the read and unread events that follow.
    const observed = client.getQueryCache().find({ queryKey: open, exact: true });
    if (payload.message.sender_id !== userId && observed && observed.getObserversCount() > 0) {
      void client.invalidateQueries({ queryKey: open, exact: true });
    }
  } else if (event === 'read') {
    void client.invalidateQueries({ queryKey: queryKeys.messages.conversations(userId) });
  } else if (event === 'unread') {
    const { unreadCount } = JSON.parse(data) as { unreadCount: number };
    client.setQueryData(queryKeys.messages.unreadCount.of(userId), unreadCount);
  }
}

export interface MessageEventsOptions {
  api: ApiClient;
  queryClient: QueryClient;
  userId: number;
  /** Aborting it closes the stream for good (sign-out, unmount). */
  signal: AbortSignal;
  /** Tests shorten the waits. */
  delay?: (failures: number) => number;
}

/**
 * Resolves once the page has loaded and the browser is idle (at most a second later): the stream
 * and its parser are not needed for the page's first content, so they do not compete with it.
 */
function afterPageLoad(): Promise<void> {
  return new Promise((resolve) => {
    const whenIdle = () => {
      if (typeof requestIdleCallback === 'function') {
        requestIdleCallback(() => resolve(), { timeout: 1_000 });
      } else setTimeout(resolve, 0);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
}

/**
 * Reads the signed-in user's event stream until `signal` aborts, reconnecting with back-off and
 * the last event id, so no message is missed. It is read with fetch (the token goes in the
 * Authorization header through the API client, never in a URL) and parsed by
 * @microsoft/fetch-event-source, loaded only once someone is signed in. After a reconnection the
 * conversation list is loaded again, since read events are not replayed. The spec's refresh
 * triggers (30 s, focus, visibility, back/forward, the refresh event) stay as the fallback.
 */
export async function runMessageEvents({
  api,
  queryClient,
  userId,
  signal,
  delay = reconnectDelay,
}: MessageEventsOptions): Promise<void> {
  await afterPageLoad();
  if (signal.aborted) return;
  const { fetchEventSource, EventStreamContentType } =
    await import('@microsoft/fetch-event-source');
  if (signal.aborted) return;
  let failures = 0;
  let connected = false;
  try {
    await fetchEventSource('/api/messages/events', {
      signal,
      // Like the unread count's 30 s refresh, live updates go on in a background tab.
      openWhenHidden: true,
      fetch: async (_input, init) => {
        if (!readToken()) throw new StreamRefused('signed out');
        const { response } = await api.GET('/api/messages/events', {
          headers: init?.headers as Record<string, string> | undefined,
          signal: init?.signal ?? null,
          parseAs: 'stream',
        });
        return response;
      },
      async onopen(response) {
        const type = response.headers.get('content-type') ?? '';
        if (response.ok && type.startsWith(EventStreamContentType)) {
          if (connected) {
            // What the replay may not carry (read events; a message committed out of order)
            // comes with the list and the open conversation, loaded again.
            void queryClient.invalidateQueries({
              queryKey: queryKeys.messages.conversations(userId),
            });
            void queryClient.invalidateQueries({ queryKey: queryKeys.messages.threads(userId) });
          }
          connected = true;
          failures = 0;
          return;
        }
        if (response.status === 401 || response.status === 403) {
          throw new StreamRefused(`event stream refused: ${response.status}`);
        }
        throw new StreamInterrupted(`event stream answered ${response.status}`);
      },
      onmessage: (message) => {
        try {
          applyMessageEvent(queryClient, userId, message);
        } catch (error) {
          console.error('A message event could not be applied', error);
        }
      },
      onclose() {
        throw new StreamInterrupted('event stream ended');
      },
      onerror(error: unknown) {
        if (error instanceof StreamRefused) throw error;
        failures += 1;
        return delay(failures);
      },
    });
  } catch (error) {
    // spec §8: messaging errors are logged only; polling keeps the screens current.
    console.error('Live message events stopped', error);
  }
}

/**
 * Keeps the signed-in user's event stream open (mount once, in UnreadProvider); it closes on
 * sign-out or when another user signs in.
 */
export function useMessageEvents(): void {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { status, user } = useSession();
  const userId = status === 'signedIn' ? user?.id : undefined;
  useEffect(() => {
    if (userId === undefined) return;
    const controller = new AbortController();
    void runMessageEvents({ api, queryClient, userId, signal: controller.signal });
    return () => controller.abort();
  }, [api, queryClient, userId]);
}
