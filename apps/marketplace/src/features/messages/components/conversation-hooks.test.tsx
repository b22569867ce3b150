import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import {
  createMockToken,
  errorHandler,
  fixtureConversations,
  fixtureMessages,
  fixtureUsers,
} from '@marketplace/api-client/mocks';
import { ApiClientContext } from '../../../lib/api-client';
import { createQueryClient } from '../../../lib/react-query';
import { createTestApi, type TestApi } from '../../../testing/mock-api';
import { mount } from '../../../testing/render';
import { unreadCountKey } from '../api/get-unread-count';
import { useConversationMessages } from './use-conversation-messages';
import { useConversations } from './use-conversations';

const LIST = '/api/messages/conversations';
const { landNoviSad, businessRestaurant } = fixtureConversations;

let conversations: ReturnType<typeof useConversations> | null = null;
let thread: ReturnType<typeof useConversationMessages> | null = null;
const onOpened = vi.fn<(id: number) => void>();

function Probe({ openId }: { openId: number | null }) {
  conversations = useConversations();
  thread = useConversationMessages(openId, onOpened);
  return null;
}

let unmount: (() => Promise<void>) | undefined;
let queryClient: QueryClient;
async function start(api: TestApi, openId: number | null = null) {
  queryClient = createQueryClient({ retry: false });
  vi.spyOn(queryClient, 'invalidateQueries');
  const mounted = await mount(
    <QueryClientProvider client={queryClient}>
      <ApiClientContext.Provider value={api.apiClient}>
        <Probe openId={openId} />
      </ApiClientContext.Provider>
    </QueryClientProvider>,
  );
  unmount = mounted.unmount;
}

/** How often the unread-count query was invalidated (spec §4: refreshed after opening). */
const unreadRefreshes = () =>
  vi
    .mocked(queryClient.invalidateQueries)
    .mock.calls.filter(([filters]) => String(filters?.queryKey) === String(unreadCountKey)).length;

beforeEach(() => {
  localStorage.setItem('token', createMockToken(fixtureUsers.investor.id));
  localStorage.setItem('userId', String(fixtureUsers.investor.id));
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(async () => {
  await unmount?.();
  unmount = undefined;
  conversations = null;
  thread = null;
  onOpened.mockReset();
  vi.restoreAllMocks();
  vi.useRealTimers();
  localStorage.clear();
});

describe('useConversations', () => {
  it('loads the list once, then again on window focus', async () => {
    const api = createTestApi();
    await start(api);
    await vi.waitFor(() => expect(conversations?.status).toBe('ready'));
    expect(conversations?.conversations).toHaveLength(4);
    expect(api.count('GET', LIST)).toBe(1);
    await act(async () => void window.dispatchEvent(new Event('focus')));
    await vi.waitFor(() => expect(api.count('GET', LIST)).toBe(2));
  });

  it('refreshes every 30 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const api = createTestApi();
    await start(api);
    await vi.waitFor(() => expect(conversations?.status).toBe('ready'));
    await act(async () => void vi.advanceTimersByTime(30_000));
    await vi.waitFor(() => expect(api.count('GET', LIST)).toBe(2));
  });

  it('logs a failure and shows an empty list (spec §8)', async () => {
    await start(createTestApi(errorHandler('listConversations')));
    await vi.waitFor(() => expect(conversations?.status).toBe('ready'));
    expect(conversations?.conversations).toEqual([]);
    expect(console.error).toHaveBeenCalled();
  });

  it('keeps the rows it has when a refresh fails', async () => {
    const api = createTestApi();
    await start(api);
    await vi.waitFor(() => expect(conversations?.conversations).toHaveLength(4));
    api.use(errorHandler('listConversations'));
    await act(async () => conversations?.refresh());
    await vi.waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(conversations?.conversations).toHaveLength(4);
  });

  it('moves a conversation with a sent message to the top', async () => {
    await start(createTestApi());
    await vi.waitFor(() => expect(conversations?.status).toBe('ready'));
    const sent = { id: 999, sender_id: 3, content: 'Nova', created_at: '2030-01-01T00:00:00.000Z' };
    await act(async () => conversations?.recordSent(landNoviSad.id, sent));
    expect(conversations?.conversations[0]).toMatchObject({
      id: landNoviSad.id,
      last_message: 'Nova',
      last_message_time: sent.created_at,
    });
  });
});

describe('useConversationMessages', () => {
  it('loads the messages, then refreshes the unread count and reports the opening', async () => {
    await start(createTestApi(), businessRestaurant.id);
    await vi.waitFor(() => expect(thread?.loading).toBe(false));
    expect(thread?.messages).toEqual(fixtureMessages[businessRestaurant.id]);
    expect(unreadRefreshes()).toBe(1);
    expect(onOpened).toHaveBeenCalledWith(businessRestaurant.id);
  });

  it('is loading until the answer comes', async () => {
    await start(createTestApi(), landNoviSad.id);
    expect(thread?.loading).toBe(true);
    await vi.waitFor(() => expect(thread?.loading).toBe(false));
  });

  it('logs a failure, without refreshing the count (spec §8)', async () => {
    await start(createTestApi(errorHandler('getConversationMessages')), landNoviSad.id);
    await vi.waitFor(() => expect(thread?.loading).toBe(false));
    expect(thread?.messages).toEqual([]);
    expect(console.error).toHaveBeenCalled();
    expect(unreadRefreshes()).toBe(0);
    expect(onOpened).not.toHaveBeenCalled();
  });

  it('appends a sent message to the open conversation only', async () => {
    await start(createTestApi(), landNoviSad.id);
    await vi.waitFor(() => expect(thread?.loading).toBe(false));
    const sent = { id: 999, sender_id: 3, content: 'Nova', created_at: '2030-01-01T00:00:00.000Z' };
    await act(async () => thread?.append(businessRestaurant.id, sent));
    expect(thread?.messages).toHaveLength(3);
    await act(async () => thread?.append(landNoviSad.id, sent));
    expect(thread?.messages.at(-1)).toEqual(sent);
  });
});
