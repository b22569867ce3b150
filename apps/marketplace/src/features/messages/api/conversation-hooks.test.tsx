import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, useState } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { Message } from '@marketplace/api-client';
import {
  createMockToken,
  errorHandler,
  fixtureConversations,
  fixtureLandAds,
  fixtureMessages,
  fixtureUsers,
  jsonHandler,
} from '@marketplace/api-client/mocks';
import { ApiClientContext } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { createQueryClient } from '../../../lib/react-query';
import { createTestApi, type TestApi } from '../../../testing/mock-api';
import { mount } from '../../../testing/render';
import { keepNewerShown, recordSentMessage } from './conversations-cache';
import { useConversationMessages } from './get-conversation-messages';
import { CONVERSATIONS_REFRESH_MS, useConversations } from './get-conversations';
import { unreadCountKey } from './get-unread-count';
import { useSendMessageMutation } from './send-message';
import { useStartConversationMutation } from './start-conversation';

const LIST = '/api/messages/conversations';
const { landNoviSad, businessRestaurant } = fixtureConversations;
const userId = fixtureUsers.investor.id;
/** The list as the server first answers it, whatever was read or sent since. */
const frozenList = jsonHandler('listConversations', Object.values(fixtureConversations));
const sent: Message = {
  id: 999,
  sender_id: userId,
  content: 'Nova',
  created_at: '2030-01-01T00:00:00.000Z',
};

let conversations: ReturnType<typeof useConversations> | null = null;
let thread: ReturnType<typeof useConversationMessages> | null = null;
let send: ReturnType<typeof useSendMessageMutation> | null = null;
let start: ReturnType<typeof useStartConversationMutation> | null = null;
let open: (id: number | null) => void = () => {};

function Probe({ openId }: { openId: number | null }) {
  const [openedId, setOpenedId] = useState(openId);
  open = setOpenedId;
  conversations = useConversations(userId);
  thread = useConversationMessages(userId, openedId);
  send = useSendMessageMutation(userId);
  start = useStartConversationMutation(userId);
  return null;
}

let unmount: (() => Promise<void>) | undefined;
let queryClient: QueryClient;
async function mountProbe(api: TestApi, openId: number | null = null) {
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
const row = (id: number) => conversations?.conversations.find((candidate) => candidate.id === id);

beforeEach(() => {
  localStorage.setItem('token', createMockToken(userId));
  localStorage.setItem('userId', String(userId));
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(async () => {
  await unmount?.();
  unmount = undefined;
  conversations = null;
  thread = null;
  send = null;
  start = null;
  vi.restoreAllMocks();
  vi.useRealTimers();
  localStorage.clear();
});

describe('useConversations', () => {
  it('loads the list once, then again on window focus', async () => {
    const api = createTestApi();
    await mountProbe(api);
    await vi.waitFor(() => expect(conversations?.status).toBe('ready'));
    expect(conversations?.conversations).toHaveLength(4);
    expect(api.count('GET', LIST)).toBe(1);
    await act(async () => void window.dispatchEvent(new Event('focus')));
    await vi.waitFor(() => expect(api.count('GET', LIST)).toBe(2));
  });

  it('refreshes every 30 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const api = createTestApi();
    await mountProbe(api);
    await vi.waitFor(() => expect(conversations?.status).toBe('ready'));
    await act(async () => void vi.advanceTimersByTime(CONVERSATIONS_REFRESH_MS));
    await vi.waitFor(() => expect(api.count('GET', LIST)).toBe(2));
  });

  it('does not refresh while the tab is hidden', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const api = createTestApi();
    await mountProbe(api);
    await vi.waitFor(() => expect(conversations?.status).toBe('ready'));
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await act(async () => void vi.advanceTimersByTime(CONVERSATIONS_REFRESH_MS));
    expect(api.count('GET', LIST)).toBe(1);
  });

  it('logs a failure and shows an empty list (spec §8)', async () => {
    await mountProbe(createTestApi(errorHandler('listConversations')));
    await vi.waitFor(() => expect(conversations?.status).toBe('ready'));
    expect(conversations?.conversations).toEqual([]);
    expect(conversations?.upToDate).toBe(true);
    expect(console.error).toHaveBeenCalled();
  });

  it('keeps the rows it has when a refresh fails', async () => {
    const api = createTestApi();
    await mountProbe(api);
    await vi.waitFor(() => expect(conversations?.conversations).toHaveLength(4));
    api.use(errorHandler('listConversations'));
    await act(async () => void window.dispatchEvent(new Event('focus')));
    await vi.waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(conversations?.conversations).toHaveLength(4);
  });

  it('is up to date only once fetched since it mounted, not from an older cache', async () => {
    const api = createTestApi(frozenList);
    await mountProbe(api);
    await vi.waitFor(() => expect(conversations?.upToDate).toBe(true));
    await unmount?.();
    api.use(jsonHandler('listConversations', []));
    const mounted = await mount(
      <QueryClientProvider client={queryClient}>
        <ApiClientContext.Provider value={api.apiClient}>
          <Probe openId={null} />
        </ApiClientContext.Provider>
      </QueryClientProvider>,
    );
    unmount = mounted.unmount;
    expect(conversations?.upToDate).toBe(false);
    expect(conversations?.conversations).toHaveLength(4);
    await vi.waitFor(() => expect(conversations?.upToDate).toBe(true));
    expect(conversations?.conversations).toEqual([]);
  });

  it('moves a conversation with a sent message to the top', async () => {
    await mountProbe(createTestApi());
    await vi.waitFor(() => expect(conversations?.status).toBe('ready'));
    expect(conversations?.conversations[0]?.id).not.toBe(landNoviSad.id);
    await act(async () => recordSentMessage(queryClient, userId, landNoviSad.id, sent));
    expect(conversations?.conversations[0]).toMatchObject({
      id: landNoviSad.id,
      last_message: 'Nova',
      last_message_time: sent.created_at,
    });
  });
});

describe('useConversationMessages', () => {
  it('loads the messages, then refreshes the unread count and marks the row read', async () => {
    await mountProbe(createTestApi(frozenList));
    await vi.waitFor(() => expect(row(businessRestaurant.id)?.unread_count).toBe(3));
    expect(unreadRefreshes()).toBe(0);
    await act(async () => open(businessRestaurant.id));
    await vi.waitFor(() => expect(thread?.loading).toBe(false));
    expect(thread?.messages).toEqual(fixtureMessages[businessRestaurant.id]);
    expect(unreadRefreshes()).toBe(1);
    expect(row(businessRestaurant.id)?.unread_count).toBe(0);
  });

  it('is loading until the answer comes', async () => {
    await mountProbe(createTestApi(), landNoviSad.id);
    expect(thread?.loading).toBe(true);
    await vi.waitFor(() => expect(thread?.loading).toBe(false));
  });

  it('is not loading with nothing open', async () => {
    await mountProbe(createTestApi());
    expect(thread).toMatchObject({ loading: false, messages: [] });
  });

  it('fetches a conversation again each time it is opened (spec §4: the count follows)', async () => {
    const api = createTestApi();
    const path = `${LIST}/${landNoviSad.id}`;
    await mountProbe(api, landNoviSad.id);
    await vi.waitFor(() => expect(thread?.loading).toBe(false));
    await act(async () => open(businessRestaurant.id));
    await vi.waitFor(() =>
      expect(thread?.messages).toEqual(fixtureMessages[businessRestaurant.id]),
    );
    await act(async () => open(landNoviSad.id));
    await vi.waitFor(() => expect(api.count('GET', path)).toBe(2));
    await vi.waitFor(() => expect(unreadRefreshes()).toBe(3));
  });

  it('logs a failure, without refreshing the count or marking the row read (spec §8)', async () => {
    await mountProbe(createTestApi(frozenList, errorHandler('getConversationMessages')));
    await vi.waitFor(() => expect(conversations?.status).toBe('ready'));
    await act(async () => open(businessRestaurant.id));
    await vi.waitFor(() => expect(thread?.loading).toBe(false));
    expect(thread?.messages).toEqual([]);
    expect(console.error).toHaveBeenCalled();
    expect(unreadRefreshes()).toBe(0);
    expect(row(businessRestaurant.id)?.unread_count).toBe(3);
  });

  it('keeps a sent message shown when a reload answers without it', () => {
    const answer = fixtureMessages[landNoviSad.id] ?? [];
    expect(keepNewerShown(answer, [...answer, sent])).toEqual([...answer, sent]);
    expect(keepNewerShown(answer, [])).toEqual(answer);
    expect(keepNewerShown([...answer, sent], answer)).toEqual([...answer, sent]);
  });
});

describe('useSendMessageMutation', () => {
  it('appends the sent message to its conversation only, moves the row up, refreshes', async () => {
    const api = createTestApi();
    await mountProbe(api, landNoviSad.id);
    await vi.waitFor(() => expect(thread?.loading).toBe(false));
    await vi.waitFor(() => expect(conversations?.status).toBe('ready'));
    const shown = thread?.messages.length ?? 0;
    const unreadBefore = unreadRefreshes();
    const listBefore = api.count('GET', LIST);
    await act(async () => {
      await send?.mutateAsync({ conversationId: businessRestaurant.id, content: 'Drugde' });
    });
    expect(thread?.messages).toHaveLength(shown);
    await act(async () => {
      await send?.mutateAsync({ conversationId: landNoviSad.id, content: 'Nova' });
    });
    expect(thread?.messages).toHaveLength(shown + 1);
    expect(thread?.messages.at(-1)).toMatchObject({ content: 'Nova', sender_id: userId });
    await vi.waitFor(() =>
      expect(conversations?.conversations[0]).toMatchObject({
        id: landNoviSad.id,
        last_message: 'Nova',
      }),
    );
    expect(unreadRefreshes()).toBe(unreadBefore + 2);
    await vi.waitFor(() => expect(api.count('GET', LIST)).toBeGreaterThan(listBefore));
  });

  it('logs a failure (spec §8) and changes nothing', async () => {
    await mountProbe(createTestApi(errorHandler('sendMessage')), landNoviSad.id);
    await vi.waitFor(() => expect(thread?.loading).toBe(false));
    const shown = thread?.messages;
    await act(async () => {
      await expect(
        send?.mutateAsync({ conversationId: landNoviSad.id, content: 'Nova' }),
      ).rejects.toThrow();
    });
    expect(console.error).toHaveBeenCalledWith('Sending the message failed', expect.anything());
    expect(thread?.messages).toEqual(shown);
  });
});

describe('useStartConversationMutation', () => {
  const ad = fixtureLandAds.forestSremskaMitrovica;
  const request = { adId: ad.id, receiverId: ad.user_id, message: 'Zanima me cena šume.' };

  it('puts the started conversation at the top at once, then refreshes', async () => {
    const api = createTestApi();
    await mountProbe(api);
    await vi.waitFor(() => expect(conversations?.status).toBe('ready'));
    const listBefore = api.count('GET', LIST);
    let startedId = 0;
    await act(async () => {
      startedId = (await start?.mutateAsync({ ...request, adType: 'land' }))?.id ?? 0;
    });
    expect(conversations?.conversations[0]?.id).toBe(startedId);
    expect(conversations?.conversations).toHaveLength(5);
    expect(unreadRefreshes()).toBe(1);
    await vi.waitFor(() => expect(api.count('GET', LIST)).toBe(listBefore + 1));
    expect(
      vi
        .mocked(queryClient.invalidateQueries)
        .mock.calls.some(
          ([filters]) =>
            String(filters?.queryKey) === String(queryKeys.messages.conversations(userId)),
        ),
    ).toBe(true);
  });

  it('logs a failure (spec §8) and leaves the list as it was', async () => {
    await mountProbe(createTestApi(errorHandler('startConversation')));
    await vi.waitFor(() => expect(conversations?.status).toBe('ready'));
    await act(async () => {
      await expect(start?.mutateAsync({ ...request, adType: 'land' })).rejects.toThrow();
    });
    expect(console.error).toHaveBeenCalledWith(
      'Starting the conversation failed',
      expect.anything(),
    );
    expect(conversations?.conversations).toHaveLength(4);
  });
});
