import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../src/app';
import { messages, users } from '../../src/db/schema';
import {
  MAX_REPLAY,
  MAX_REPLAY_BYTES,
  MAX_STREAMS_PER_USER,
  parseMessageNotification,
} from '../../src/services/message-events';
import { linkToken } from '../auth/support';
import { createTestApp, type TestContext } from '../helpers/app';
import { openEventStream, type OpenStream, type StreamEvent } from '../helpers/event-stream';
import { createUser, type TestUser } from '../helpers/users';
import { insertLandAd, sendMessage, startConversation } from './fixtures';

interface MessageData {
  conversationId: number;
  message: { id: number; sender_id: number; content: string; created_at: string };
  conversation: { id: number; last_message: string; unread_count: number; ad_title: string };
}

const isMessage = (content: string) => (event: StreamEvent) =>
  event.event === 'message' && (event.data as MessageData).message.content === content;
/** Whether the server ends the stream within `ms`. */
const endsWithin = (stream: OpenStream, ms: number) =>
  Promise.race([
    stream.ended.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ]);
const isUnread = (count: number) => (event: StreamEvent) =>
  event.event === 'unread' && (event.data as { unreadCount: number }).unreadCount === count;

describe('parseMessageNotification', () => {
  it('reads the payloads of migration 0012 and refuses anything else', () => {
    expect(parseMessageNotification('m:9:2:3:4')).toEqual({
      kind: 'message',
      messageId: 9,
      conversationId: 2,
      senderId: 3,
      recipientId: 4,
    });
    expect(parseMessageNotification('r:2:4:3')).toEqual({
      kind: 'read',
      conversationId: 2,
      readerId: 4,
      senderId: 3,
    });
    expect(parseMessageNotification('x:7')).toEqual({ kind: 'sessions', userId: 7 });
    for (const bad of ['', 'm:1:2:3', 'r:1:2', 'x:1:2:3', 'm:1:2:3:a', 'm:0:2:3:4', 'u:1', 'x:0']) {
      expect(parseMessageNotification(bad)).toBeNull();
    }
  });
});

// Through real HTTP (the stream never ends, so inject cannot read it) on a real database.
describe('GET /api/messages/events', () => {
  let ctx: TestContext;
  /** A second server process on the same database, with a short heartbeat. */
  let other: FastifyInstance;
  let investor: TestUser;
  let owner: TestUser;
  let stranger: TestUser;
  let conversationId: number;
  let firstMessageId: number;
  const streams: OpenStream[] = [];
  const open = async (app: FastifyInstance, user: TestUser, lastEventId?: string) => {
    const stream = await openEventStream(app, {
      ...user.headers,
      ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
    });
    streams.push(stream);
    return stream;
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    other = await buildApp({
      config: ctx.config,
      database: ctx.database,
      logger: false,
      eventHeartbeatMs: 100,
    });
    await other.ready();
    investor = await createUser(ctx, 'investor', { fullName: 'Nikola Investitor' });
    owner = await createUser(ctx, 'land_owner', { fullName: 'Marko Vlasnik' });
    stranger = await createUser(ctx, 'investor');
    const ad = await insertLandAd(ctx, owner);
    const started = await startConversation(ctx, investor, {
      adId: ad.id,
      receiverId: owner.id,
      message: 'Dobar dan, da li je parcela još dostupna?',
    });
    expect(started.statusCode).toBe(201);
    conversationId = started.json<{ id: number }>().id;
    const opened = await ctx.app.inject({
      method: 'GET',
      url: `/api/messages/conversations/${conversationId}`,
      headers: investor.headers,
    });
    firstMessageId = opened.json<{ id: number }[]>()[0]!.id;
  });
  afterAll(async () => {
    for (const stream of streams) stream.abort();
    await other.close();
    await ctx.close();
  });

  it('refuses a request without a valid token (401, JSON)', async () => {
    for (const headers of [{}, { authorization: 'Bearer not.a.token' }]) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/messages/events',
        headers,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json<{ message: string }>().message).toBeTruthy();
    }
  });

  it('refuses a malformed Last-Event-ID (400)', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/messages/events',
      headers: { ...owner.headers, 'last-event-id': 'abc' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('opens an uncompressed, uncached stream that starts with the unread count', async () => {
    const stream = await openEventStream(ctx.app, {
      ...owner.headers,
      'accept-encoding': 'br, gzip',
    });
    streams.push(stream);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.response.headers.get('content-encoding')).toBeNull();
    expect(stream.response.headers.get('cache-control')).toMatch(/no-store/);
    expect(stream.response.headers.get('x-content-type-options')).toBe('nosniff');
    const first = await stream.next((event) => event.event === 'unread');
    expect(first).toEqual({
      id: String(firstMessageId),
      event: 'unread',
      data: { unreadCount: 1 },
    });
  });

  it("delivers a new message to the recipient and to the sender's other tabs, then the count", async () => {
    const ownerStream = await open(ctx.app, owner);
    const investorStream = await open(ctx.app, investor);
    await ownerStream.next(isUnread(1));
    await investorStream.next(isUnread(0));

    const sent = await sendMessage(ctx, investor, conversationId, 'Zanima me i cena.');
    expect(sent.statusCode).toBe(201);
    const messageId = sent.json<{ id: number }>().id;

    const received = await ownerStream.next(isMessage('Zanima me i cena.'));
    expect(received.id).toBe(String(messageId));
    const data = received.data as MessageData;
    expect(data.conversationId).toBe(conversationId);
    expect(data.message).toEqual(sent.json());
    expect(data.conversation).toMatchObject({
      id: conversationId,
      last_message: 'Zanima me i cena.',
      unread_count: 2,
      sender_name: 'Nikola Investitor',
      receiver_name: 'Marko Vlasnik',
    });
    const unread = await ownerStream.next(isUnread(2), ownerStream.events.indexOf(received));
    expect(unread.id).toBe(String(messageId));

    // The sender's own stream (another tab) gets it too, with the sender's row (nothing unread).
    const own = await investorStream.next(isMessage('Zanima me i cena.'));
    expect((own.data as MessageData).conversation.unread_count).toBe(0);
  });

  it('tells both parties when a conversation is read, and the reader its new count', async () => {
    const ownerStream = await open(ctx.app, owner);
    const investorStream = await open(ctx.app, investor);
    await ownerStream.next(isUnread(2));
    await investorStream.next(isUnread(0));

    const opened = await ctx.app.inject({
      method: 'GET',
      url: `/api/messages/conversations/${conversationId}`,
      headers: owner.headers,
    });
    expect(opened.statusCode).toBe(200);

    const read = { event: 'read', data: { conversationId, readerId: owner.id } };
    await expect(investorStream.next((e) => e.event === 'read')).resolves.toMatchObject(read);
    await expect(ownerStream.next((e) => e.event === 'read')).resolves.toMatchObject(read);
    await ownerStream.next(isUnread(0));
  });

  it('does not deliver messages of conversations the user is not part of', async () => {
    const strangerStream = await open(ctx.app, stranger);
    await strangerStream.next(isUnread(0));
    expect(strangerStream.events[0]?.id).toBe('0');
    await sendMessage(ctx, owner, conversationId, 'Cena je fiksna.');
    // The owner's message reaches the investor; by then the stranger's stream had its chance.
    const investorStream = await open(ctx.app, investor);
    await investorStream.next(isUnread(1));
    await sendMessage(ctx, owner, conversationId, 'Javite se.');
    await investorStream.next(isMessage('Javite se.'));
    expect(strangerStream.events.filter((event) => event.event !== 'unread')).toEqual([]);
  });

  it('replays every message after Last-Event-ID, then sends the current count', async () => {
    const before = await open(ctx.app, owner);
    const position = (await before.next((event) => event.event === 'unread')).id!;
    before.abort();

    // Written while the tab was away.
    await sendMessage(ctx, investor, conversationId, 'Prva propuštena.');
    await sendMessage(ctx, investor, conversationId, 'Druga propuštena.');

    const resumed = await open(ctx.app, owner, position);
    const unread = await resumed.next((event) => event.event === 'unread');
    const replayed = resumed.events.filter((event) => event.event === 'message');
    expect(replayed.map((event) => (event.data as MessageData).message.content)).toEqual([
      'Prva propuštena.',
      'Druga propuštena.',
    ]);
    // Events only move forward, and the count comes after the replay.
    const ids = resumed.events.map((event) => Number(event.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(resumed.events.indexOf(unread)).toBe(2);
    expect(unread.id).toBe(replayed[1]!.id);
    expect(unread.data).toEqual({ unreadCount: 2 });

    // From the very first message: everything of the owner's conversation, in order.
    const all = await open(ctx.app, owner, String(firstMessageId - 1));
    await all.next((event) => event.event === 'unread');
    const contents = all.events
      .filter((event) => event.event === 'message')
      .map((event) => (event.data as MessageData).message.content);
    expect(contents[0]).toBe('Dobar dan, da li je parcela još dostupna?');
    expect(contents.at(-1)).toBe('Druga propuštena.');
    expect(contents).toHaveLength(6);
  });

  it('sends a heartbeat comment', async () => {
    const stream = await open(other, owner);
    await vi.waitFor(() => expect(stream.comments).toContain('ping'), { timeout: 2_000 });
  });

  it('carries an event written through one server process to a stream on another', async () => {
    const stream = await open(other, owner);
    await stream.next((event) => event.event === 'unread');
    const sent = await sendMessage(ctx, investor, conversationId, 'Preko drugog servera.');
    expect(sent.statusCode).toBe(201);
    const received = await stream.next(isMessage('Preko drugog servera.'));
    expect(received.id).toBe(String(sent.json<{ id: number }>().id));
  });

  it('frees the stream when the client goes away', async () => {
    for (const stream of streams.splice(0)) stream.abort();
    await vi.waitFor(() => expect(ctx.app.messageEvents.size + other.messageEvents.size).toBe(0));
    const stream = await open(ctx.app, owner);
    await stream.next((event) => event.event === 'unread');
    expect(ctx.app.messageEvents.size).toBe(1);
    const cleared = vi.spyOn(globalThis, 'clearInterval');
    stream.abort();
    await vi.waitFor(() => expect(ctx.app.messageEvents.size).toBe(0));
    // The heartbeat timer is stopped with it.
    expect(cleared).toHaveBeenCalled();
    cleared.mockRestore();
    // Nothing is written for it any more: a later message reaches no stream and breaks nothing.
    expect((await sendMessage(ctx, investor, conversationId, 'Niko ne sluša.')).statusCode).toBe(
      201,
    );
    expect(ctx.app.messageEvents.size).toBe(0);
  });

  it('ends the stream of a revoked token without sending it anything more', async () => {
    const reader = await createUser(ctx, 'land_owner');
    const readerAd = await insertLandAd(ctx, reader);
    const started = await startConversation(ctx, investor, {
      adId: readerAd.id,
      receiverId: reader.id,
      message: 'Pitanje za novog vlasnika.',
    });
    const readerConversation = started.json<{ id: number }>().id;
    const stream = await open(ctx.app, reader);
    await stream.next(isUnread(1));
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: reader.headers,
    });
    expect(logout.statusCode).toBe(204);
    await sendMessage(ctx, investor, readerConversation, 'Posle odjave.');
    await stream.ended;
    expect(stream.events.filter((event) => event.event === 'message')).toEqual([]);
    expect(stream.events.filter((event) => event.event === 'unread')).toHaveLength(1);
  });

  /** A user with a conversation of their own (with the investor), and a second token. */
  const pairWithInvestor = async () => {
    const user = await createUser(ctx, 'land_owner');
    const ad = await insertLandAd(ctx, user);
    const started = await startConversation(ctx, investor, {
      adId: ad.id,
      receiverId: user.id,
      message: 'Pitanje za novog vlasnika.',
    });
    const conversation = started.json<{ id: number }>().id;
    const [row] = await ctx.app.db
      .select({ tokenVersion: users.tokenVersion })
      .from(users)
      .where(eq(users.id, user.id));
    const secondToken = await ctx.app.auth.issueToken({
      id: user.id,
      tokenVersion: row!.tokenVersion,
    });
    return { user, conversation, second: { authorization: `Bearer ${secondToken}` } };
  };

  it('ends the streams of a logged-out token in every process within 2 s, and only those', async () => {
    const { user, conversation, second } = await pairWithInvestor();
    const here = await open(ctx.app, user);
    const there = await open(other, user);
    const otherToken = await openEventStream(ctx.app, second);
    streams.push(otherToken);
    for (const stream of [here, there, otherToken]) await stream.next(isUnread(1));
    // An answer the investor has not read yet, so opening the conversation sends a read event.
    expect((await sendMessage(ctx, user, conversation, 'Odgovor vlasnika.')).statusCode).toBe(201);
    for (const stream of [here, there, otherToken]) {
      await stream.next(isMessage('Odgovor vlasnika.'));
    }
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: user.headers,
    });
    expect(logout.statusCode).toBe(204);
    const counts = [here, there].map((stream) => stream.events.length);
    // The investor reads the answer: a read event for the user's streams.
    const opened = await ctx.app.inject({
      method: 'GET',
      url: `/api/messages/conversations/${conversation}`,
      headers: investor.headers,
    });
    expect(opened.statusCode).toBe(200);
    expect(await endsWithin(here, 2_000)).toBe(true);
    expect(await endsWithin(there, 2_000)).toBe(true);
    expect([here, there].map((stream) => stream.events.length)).toEqual(counts);
    // The same user's other token (another device) keeps its stream, and gets the read event.
    await otherToken.next((event) => event.event === 'read');
    expect(await endsWithin(otherToken, 200)).toBe(false);
  });

  it('ends every earlier stream of the user when the password changes, in every process', async () => {
    const { user, second } = await pairWithInvestor();
    const here = await open(ctx.app, user);
    const there = await open(other, { ...user, headers: second });
    for (const stream of [here, there]) await stream.next(isUnread(1));
    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: user.headers,
      payload: { oldPassword: user.password, newPassword: 'potpuno-nova-lozinka-9' },
    });
    expect(changed.statusCode).toBe(200);
    const fresh = await openEventStream(other, {
      authorization: `Bearer ${changed.json<{ token: string }>().token}`,
    });
    streams.push(fresh);
    await fresh.next(isUnread(1));
    expect(await endsWithin(here, 2_000)).toBe(true);
    expect(await endsWithin(there, 2_000)).toBe(true);
    expect(here.events.filter((event) => event.event !== 'unread')).toEqual([]);
    // The new token's stream is not affected.
    expect(await endsWithin(fresh, 200)).toBe(false);
  });

  it('ends every earlier stream of the user when the password is reset', async () => {
    const { user } = await pairWithInvestor();
    const there = await open(other, user);
    await there.next(isUnread(1));
    const forgot = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
    });
    expect(forgot.statusCode).toBe(200);
    const token = await linkToken(ctx, user.email, 'reset-password');
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'potpuno-nova-lozinka-9' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await endsWithin(there, 2_000)).toBe(true);
  });

  it(`keeps at most ${MAX_STREAMS_PER_USER} streams of a user in a process, closing the oldest`, async () => {
    const { user } = await pairWithInvestor();
    const opened: OpenStream[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_USER; i += 1) {
      const stream = await open(ctx.app, user);
      await stream.next(isUnread(1));
      opened.push(stream);
    }
    const sixth = await open(ctx.app, user);
    await sixth.next(isUnread(1));
    expect(await endsWithin(opened[0]!, 2_000)).toBe(true);
    for (const stream of [...opened.slice(1), sixth]) {
      expect(await endsWithin(stream, 50)).toBe(false);
    }
    // Another process keeps its own count.
    const elsewhere = await open(other, user);
    await elsewhere.next(isUnread(1));
    expect(await endsWithin(opened[1]!, 100)).toBe(false);
  });

  it('bounds a replay in messages and in bytes', async () => {
    const insertMessages = async (
      conversation: number,
      from: TestUser,
      to: TestUser,
      count: number,
      content: string,
    ) => {
      await ctx.app.db.insert(messages).values(
        Array.from({ length: count }, () => ({
          conversationId: conversation,
          senderId: from.id,
          recipientId: to.id,
          content,
        })),
      );
    };
    const short = await pairWithInvestor();
    await insertMessages(
      short.conversation,
      investor,
      short.user,
      MAX_REPLAY + 50,
      'Kratka poruka.',
    );
    const shortReplay = await open(ctx.app, short.user, '1');
    const shortUnread = await shortReplay.next((event) => event.event === 'unread', 0, 10_000);
    const shortMessages = shortReplay.events.filter((event) => event.event === 'message');
    expect(shortMessages).toHaveLength(MAX_REPLAY);
    // The count is the whole one, and the stream's position is the newest message.
    expect(shortUnread.data).toEqual({ unreadCount: MAX_REPLAY + 51 });

    const long = await pairWithInvestor();
    const content = 'Duga poruka o parceli i ceni. '.repeat(60);
    await insertMessages(long.conversation, investor, long.user, 150, content);
    const longReplay = await open(ctx.app, long.user, '1');
    await longReplay.next((event) => event.event === 'unread', 0, 10_000);
    const longMessages = longReplay.events.filter((event) => event.event === 'message');
    const bytes = longMessages.reduce(
      (sum, event) => sum + Buffer.byteLength(JSON.stringify(event.data)),
      0,
    );
    expect(longMessages.length).toBeGreaterThan(0);
    expect(longMessages.length).toBeLessThan(150);
    expect(bytes).toBeLessThanOrEqual(MAX_REPLAY_BYTES);
  });

  it('ends open streams at shutdown without holding the server', async () => {
    const app = await buildApp({ config: ctx.config, database: ctx.database, logger: false });
    await app.ready();
    const stream = await open(app, owner);
    await stream.next((event) => event.event === 'unread');
    const started = Date.now();
    await app.close();
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
