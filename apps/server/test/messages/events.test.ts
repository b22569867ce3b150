import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { parseMessageNotification } from '../../src/services/message-events';
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
    for (const bad of ['', 'm:1:2:3', 'r:1:2', 'x:1:2:3', 'm:1:2:3:a', 'm:0:2:3:4', 'u:1']) {
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
