import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { http } from 'msw';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { Message } from '@marketplace/api-client';
import {
  createMockToken,
  errorHandler,
  fixtureConversations,
  fixtureUsers,
  jsonHandler,
  mockEventStream,
  type MockEvent,
  type MockEventStream,
} from '@marketplace/api-client/mocks';
import { ApiClientContext } from '../../../lib/api-client';
import { SessionProvider, useSession } from '../../../lib/auth';
import { queryKeys } from '../../../lib/query-keys';
import { createQueryClient } from '../../../lib/react-query';
import { createTestApi, type TestApi } from '../../../testing/mock-api';
import { mount } from '../../../testing/render';
import { UnreadProvider } from '../components/unread-provider';
import { useConversationMessages } from './get-conversation-messages';
import { useConversations } from './get-conversations';
import { useUnreadCount } from './get-unread-count';
import { reconnectDelay, runMessageEvents } from './message-events';

const EVENTS = '/api/messages/events';
const userId = fixtureUsers.investor.id;
const { landNoviSad } = fixtureConversations;
const reply: Message = {
  id: 5000,
  sender_id: landNoviSad.receiver_id,
  content: 'Cena je okvirna.',
  created_at: '2030-01-01T00:00:00.000Z',
};
const messageEvent = (message: Message, unread = 0): MockEvent => ({
  id: message.id,
  event: 'message',
  data: {
    conversationId: landNoviSad.id,
    message,
    conversation: {
      ...landNoviSad,
      last_message: message.content,
      last_message_time: message.created_at,
      unread_count: unread,
    },
  },
});

/** Every stream the client opened, with the request that opened it. */
let opened: { stream: MockEventStream; request: Request }[] = [];
function streams(initial: (index: number) => MockEvent[] = () => []) {
  return http.get(`*${EVENTS}`, ({ request }) => {
    const stream = mockEventStream(initial(opened.length));
    opened.push({ stream, request });
    return stream.response;
  });
}

let probe: {
  count: number;
  thread: Message[];
  list: { id: number; last_message: string }[];
  signOut: () => Promise<void>;
} | null = null;
function Probe({ openId }: { openId: number }) {
  const { signOut } = useSession();
  probe = {
    count: useUnreadCount(),
    thread: useConversationMessages(userId, openId).messages,
    list: useConversations(userId).conversations,
    signOut,
  };
  return null;
}

let unmount: (() => Promise<void>) | undefined;
let queryClient: QueryClient;
async function start(api: TestApi) {
  queryClient = createQueryClient({ retry: false });
  const mounted = await mount(
    <QueryClientProvider client={queryClient}>
      <ApiClientContext.Provider value={api.apiClient}>
        <SessionProvider>
          <UnreadProvider>
            <Probe openId={landNoviSad.id} />
          </UnreadProvider>
        </SessionProvider>
      </ApiClientContext.Provider>
    </QueryClientProvider>,
  );
  unmount = mounted.unmount;
}

beforeEach(() => {
  opened = [];
  probe = null;
  localStorage.setItem('token', createMockToken(userId));
  localStorage.setItem('userId', String(userId));
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(async () => {
  await unmount?.();
  unmount = undefined;
  for (const { stream } of opened) stream.end();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('live message events', () => {
  it('opens the stream with the bearer token in a header, never in the address', async () => {
    const api = createTestApi(streams());
    await start(api);
    await vi.waitFor(() => expect(opened).toHaveLength(1));
    const { request } = opened[0]!;
    expect(request.headers.get('Authorization')).toBe(`Bearer ${localStorage.getItem('token')}`);
    expect(new URL(request.url).search).toBe('');
    expect(request.headers.get('accept')).toBe('text/event-stream');
  });

  it('sets the badge and shows a reply in the open conversation as it arrives', async () => {
    const api = createTestApi(jsonHandler('getUnreadCount', { unreadCount: 0 }), streams());
    await start(api);
    await vi.waitFor(() => expect(opened).toHaveLength(1));
    await vi.waitFor(() => expect(probe?.thread.length).toBeGreaterThan(0));
    expect(probe?.count).toBe(0);
    await act(async () =>
      opened[0]!.stream.push({ id: 10, event: 'unread', data: { unreadCount: 4 } }),
    );
    await vi.waitFor(() => expect(probe?.count).toBe(4));
    const loads = api.count('GET', `/api/messages/conversations/${landNoviSad.id}`);

    await act(async () => {
      opened[0]!.stream.push(messageEvent(reply, 1));
      opened[0]!.stream.push({ id: reply.id, event: 'unread', data: { unreadCount: 5 } });
    });
    await vi.waitFor(() => expect(probe?.thread.at(-1)).toEqual(reply));
    await vi.waitFor(() => expect(probe?.count).toBe(5));
    expect(probe?.list[0]).toMatchObject({ id: landNoviSad.id, last_message: reply.content });
    // The conversation is on screen: it is loaded again, which marks the reply read.
    await vi.waitFor(() =>
      expect(api.count('GET', `/api/messages/conversations/${landNoviSad.id}`)).toBe(loads + 1),
    );
    // Shown once, even when the stream repeats it (a replay after a reconnection).
    await act(async () => opened[0]!.stream.push(messageEvent(reply, 0)));
    expect(probe?.thread.filter((message) => message.id === reply.id)).toHaveLength(1);
  });

  it('reloads the conversation list when a conversation was read', async () => {
    const api = createTestApi(streams());
    await start(api);
    await vi.waitFor(() => expect(opened).toHaveLength(1));
    await vi.waitFor(() => expect(probe?.list.length).toBeGreaterThan(0));
    const before = api.count('GET', '/api/messages/conversations');
    await act(async () =>
      opened[0]!.stream.push({
        id: 11,
        event: 'read',
        data: { conversationId: landNoviSad.id, readerId: landNoviSad.receiver_id },
      }),
    );
    await vi.waitFor(() =>
      expect(api.count('GET', '/api/messages/conversations')).toBe(before + 1),
    );
  });

  it('stops on sign-out', async () => {
    const api = createTestApi(streams());
    await start(api);
    await vi.waitFor(() => expect(opened).toHaveLength(1));
    await act(() => probe!.signOut());
    await vi.waitFor(() => expect(opened[0]!.request.signal.aborted).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(opened).toHaveLength(1);
  });
});

describe('runMessageEvents', () => {
  const run = (api: TestApi, signal: AbortSignal) =>
    runMessageEvents({
      api: api.apiClient,
      queryClient,
      userId,
      signal,
      delay: () => 5,
    });
  beforeEach(() => {
    queryClient = createQueryClient({ retry: false });
  });

  it('reconnects with the last event id after the server ends the stream, and reloads the list and threads', async () => {
    const api = createTestApi(
      streams((index) => [{ id: 20 + index, event: 'unread', data: { unreadCount: index } }]),
    );
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const controller = new AbortController();
    const done = run(api, controller.signal);
    await vi.waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]!.request.headers.get('last-event-id')).toBeNull();
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(queryKeys.messages.unreadCount.of(userId))).toBe(0),
    );
    expect(invalidate).not.toHaveBeenCalled();

    opened[0]!.stream.end();
    await vi.waitFor(() => expect(opened).toHaveLength(2));
    expect(opened[1]!.request.headers.get('last-event-id')).toBe('20');
    await vi.waitFor(() =>
      expect(invalidate).toHaveBeenCalledWith({
        queryKey: queryKeys.messages.conversations(userId),
      }),
    );
    // The open conversation too: a message the replay missed still shows.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.messages.threads(userId) });
    controller.abort();
    await done;
  });

  it('retries after a failure to connect, and gives up when the token is refused', async () => {
    const api = createTestApi(errorHandler('streamMessageEvents', 503));
    const controller = new AbortController();
    const done = run(api, controller.signal);
    await vi.waitFor(() => expect(api.count('GET', EVENTS)).toBeGreaterThanOrEqual(3));
    api.use(errorHandler('streamMessageEvents', 401));
    await done; // ends by itself
    const refused = api.count('GET', EVENTS);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.count('GET', EVENTS)).toBe(refused);
    expect(console.error).toHaveBeenCalled();
  });

  it('does not connect without a stored token', async () => {
    localStorage.removeItem('token');
    const api = createTestApi(streams());
    await run(api, new AbortController().signal);
    expect(api.count('GET', EVENTS)).toBe(0);
  });

  it('backs off 1 s, 2 s, 4 s … up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(reconnectDelay)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});
