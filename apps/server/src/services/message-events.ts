import { and, asc, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import type { components } from '@marketplace/api-client/schema';
import type { Database } from '../db/connect';
import { conversations, messages, users } from '../db/schema';
import type { SqlExecutor, TokenClaims } from './auth-types';
import type { ServiceContext } from './context';
import { conversationViews } from './conversations';
import { unreadCountForToken } from './messages';

/**
 * The NOTIFY channel of migration 0012_message_events. Its triggers send the message and read
 * payloads; the application sends the sessions payload (notifySessionsChanged).
 */
export const MESSAGE_EVENTS_CHANNEL = 'marketplace_message_events';

export type MessageEvent = components['schemas']['MessageEvent'];
export type ConversationReadEvent = components['schemas']['ConversationReadEvent'];

/** One notification of MESSAGE_EVENTS_CHANNEL, parsed. */
export type MessageNotification =
  | {
      kind: 'message';
      messageId: number;
      conversationId: number;
      senderId: number;
      recipientId: number;
    }
  | { kind: 'read'; conversationId: number; readerId: number; senderId: number }
  /** Some of the user's tokens stopped being current (logout, password change, suspension). */
  | { kind: 'sessions'; userId: number };

const ID = /^[1-9][0-9]{0,9}$/;

/**
 * 'm:<message>:<conversation>:<sender>:<recipient>', 'r:<conversation>:<reader>:<sender>' or
 * 'x:<user>'.
 */
export function parseMessageNotification(payload: string): MessageNotification | null {
  const [kind, ...parts] = payload.split(':');
  if (!parts.every((part) => ID.test(part))) return null;
  const ids = parts.map(Number);
  if (kind === 'm' && ids.length === 4) {
    const [messageId, conversationId, senderId, recipientId] = ids as [
      number,
      number,
      number,
      number,
    ];
    return { kind: 'message', messageId, conversationId, senderId, recipientId };
  }
  if (kind === 'r' && ids.length === 3) {
    const [conversationId, readerId, senderId] = ids as [number, number, number];
    return { kind: 'read', conversationId, readerId, senderId };
  }
  if (kind === 'x' && ids.length === 1) return { kind: 'sessions', userId: ids[0]! };
  return null;
}

/**
 * Tells every server process sharing the database that some of the user's tokens stopped being
 * current, so each closes that user's open streams whose token fails the check (within the
 * notification's round trip, well under 2 s). Run it in the transaction that revokes: the
 * notification is delivered when, and only if, the revocation commits, and never before it is
 * visible to the check.
 */
export async function notifySessionsChanged(db: SqlExecutor, userId: number): Promise<void> {
  await db.execute(sql`select pg_notify(${MESSAGE_EVENTS_CHANNEL}, ${`x:${userId}`})`);
}

/** Whether the claims' token is neither revoked nor superseded (expiry has the stream's timer). */
async function tokenStillCurrent({ db, auth }: EventReader, claims: TokenClaims): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(auth.tokenIsCurrent(claims))
    .limit(1);
  return row !== undefined;
}

/** What the hub hands a stream: the notifications about its user. */
export interface EventSubscriber {
  notify(notification: MessageNotification): void;
  /** Ends the stream (the server shuts down, notifications were lost, or it is the user's oldest). */
  close(): void;
}

/**
 * At most this many open streams per user in one process: a user has a stream per tab or device,
 * and a handful covers real use, while each stream holds a connection and its queries. A new one
 * beyond it closes the user's oldest: the one open longest, most likely a tab no longer looked at.
 */
export const MAX_STREAMS_PER_USER = 5;

/**
 * The streams of this process by user. One database listener per process feeds it
 * (plugins/app/message-events.ts); each notification reaches the streams of the users it names.
 * While the listener is down (`setLive(false)`) no stream is kept: they are closed, and their
 * clients reconnect with Last-Event-ID once it is back, so nothing is missed.
 */
export class MessageEventHub {
  private readonly byUser = new Map<number, Set<EventSubscriber>>();
  private live = false;

  get isLive(): boolean {
    return this.live;
  }

  /** How many streams are open in this process. */
  get size(): number {
    let size = 0;
    for (const subscribers of this.byUser.values()) size += subscribers.size;
    return size;
  }

  subscribe(userId: number, subscriber: EventSubscriber): () => void {
    let subscribers = this.byUser.get(userId);
    if (!subscribers) this.byUser.set(userId, (subscribers = new Set()));
    subscribers.add(subscriber);
    // A Set keeps insertion order: the first one is the oldest.
    for (const oldest of subscribers) {
      if (subscribers.size <= MAX_STREAMS_PER_USER) break;
      subscribers.delete(oldest);
      oldest.close();
    }
    return () => {
      const current = this.byUser.get(userId);
      current?.delete(subscriber);
      if (current?.size === 0) this.byUser.delete(userId);
    };
  }

  handleNotification(payload: string): void {
    const notification = parseMessageNotification(payload);
    if (!notification) return;
    const users =
      notification.kind === 'message'
        ? [notification.senderId, notification.recipientId]
        : notification.kind === 'read'
          ? [notification.readerId, notification.senderId]
          : [notification.userId];
    for (const userId of new Set(users)) {
      for (const subscriber of this.byUser.get(userId) ?? []) subscriber.notify(notification);
    }
  }

  setLive(live: boolean): void {
    this.live = live;
    if (!live) this.closeAll();
  }

  closeAll(): void {
    const all = [...this.byUser.values()].flatMap((subscribers) => [...subscribers]);
    this.byUser.clear();
    for (const subscriber of all) subscriber.close();
  }
}

const participant = (userId: number): SQL | undefined =>
  or(eq(conversations.investorId, userId), eq(conversations.ownerId, userId));

/** Who a stream reads for: its token, checked in the same query as the messages. */
export type EventReader = Pick<ServiceContext, 'db' | 'auth'>;

/**
 * The messages matching `where` in the conversations of the claims' user, oldest id first, as
 * events with the list rows; none once the token is revoked or superseded.
 */
async function messageEvents(
  { db, auth }: EventReader,
  claims: TokenClaims,
  where: SQL | undefined,
  limit: number,
): Promise<MessageEvent[]> {
  const userId = claims.userId;
  const rows = await db
    .select({
      id: messages.id,
      conversationId: messages.conversationId,
      senderId: messages.senderId,
      content: messages.content,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .innerJoin(users, auth.tokenIsCurrent(claims))
    .where(and(participant(userId), where))
    .orderBy(asc(messages.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const views = new Map(
    (await conversationViews(db, userId, [...new Set(rows.map((row) => row.conversationId))])).map(
      (view) => [view.id, view],
    ),
  );
  return rows.flatMap((row) => {
    const conversation = views.get(row.conversationId);
    if (!conversation) return [];
    return [
      {
        conversationId: row.conversationId,
        message: {
          id: row.id,
          sender_id: row.senderId,
          content: row.content,
          created_at: row.createdAt.toISOString(),
        },
        conversation,
      },
    ];
  });
}

/** The message as an event for the claims' user, or null when it is not in their conversations. */
export async function messageEvent(
  reader: EventReader,
  claims: TokenClaims,
  messageId: number,
): Promise<MessageEvent | null> {
  const [event] = await messageEvents(reader, claims, eq(messages.id, messageId), 1);
  return event ?? null;
}

/** The user's messages with an id above `afterId`, oldest first, at most `limit`. */
export function messageEventsAfter(
  reader: EventReader,
  claims: TokenClaims,
  afterId: number,
  limit: number,
): Promise<MessageEvent[]> {
  return messageEvents(reader, claims, gt(messages.id, afterId), limit);
}

/** The newest message id in the user's conversations (0 when there is none). */
export async function latestMessageId(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`coalesce(max(${messages.id}), 0)`.mapWith(Number) })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(participant(userId));
  return row?.value ?? 0;
}

/** Where a stream writes; plain text in the text/event-stream format. */
export interface EventSink {
  write(chunk: string): void;
  end(): void;
}

export type EventStreamContext = Pick<ServiceContext, 'db' | 'auth' | 'now' | 'unreadCounts'> & {
  hub: MessageEventHub;
  /** Failures are logged, then the stream ends (its client reconnects and replays). */
  log: { warn(details: object, message: string): void };
  /** A `: ping` comment this often keeps proxies from closing an idle stream. */
  heartbeatMs: number;
};

/**
 * One reconnection replays at most this many messages and this many bytes of events, so a
 * client reconnecting from an old Last-Event-ID (or 0) cannot make the server read and send its
 * whole history again and again. Past either bound the stream moves its position to the newest
 * message, as on a first connection: the app loads its conversation list and open conversation
 * again on every reconnection, which covers what was not replayed.
 */
export const MAX_REPLAY = 200;
export const MAX_REPLAY_BYTES = 256 * 1024;
const REPLAY_BATCH = 100;
const MAX_TIMER_MS = 2_147_483_647;

/**
 * One open event stream of a signed-in user. Everything it writes goes through one queue, so
 * events leave in order: first the replay (messages after `lastEventId`) or, on a first
 * connection, nothing but the position; then the unread count; then what the hub notifies. Every
 * event's id is the newest message id covered, so a reconnection resumes from there. A message is
 * sent once per stream even when the replay and a notification both carry it.
 *
 * The stream ends (and frees its listener and timers) when the sink's client disconnects
 * (`close()` from the route), the hub closes it (shutdown, or a newer stream of the user beyond
 * MAX_STREAMS_PER_USER), the token expires, is revoked or superseded (told by a sessions
 * notification from any process, or found by a query), or a query fails.
 */
export function openEventStream(
  ctx: EventStreamContext,
  claims: TokenClaims,
  lastEventId: number | null,
  sink: EventSink,
): { close(): void } {
  const userId = claims.userId;
  let closed = false;
  let cursor = lastEventId ?? 0;
  let lastUnread: number | null = null;
  // Bounded, oldest out first: only ids near the cursor can still arrive twice. A Set grows with
  // what the stream sends, where a cache of fixed capacity would take its memory up front, for
  // every one of thousands of mostly idle streams.
  const sent = new Set<number>();
  let queue: Promise<void> = Promise.resolve();
  let pending = 0;
  let unreadDue = false;

  const chunk = (id: number, event: string, data: object) =>
    `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
  const write = (event: string, data: object) => {
    if (closed) return;
    sink.write(chunk(cursor, event, data));
  };
  /**
   * Writes the message once per stream; returns the bytes written (0 when sent before), or null
   * without writing when they would exceed `room`.
   */
  const sendMessage = (event: MessageEvent, room = Infinity): number | null => {
    const id = event.message.id;
    if (sent.has(id)) return 0;
    const text = chunk(Math.max(cursor, id), 'message', event);
    const bytes = Buffer.byteLength(text);
    if (bytes > room) return null;
    sent.add(id);
    if (sent.size > 2 * MAX_REPLAY) sent.delete(sent.values().next().value!);
    cursor = Math.max(cursor, id);
    if (!closed) sink.write(text);
    return bytes;
  };
  /** Closes the stream unless its token is still current; true when it is. */
  const stillCurrent = async (): Promise<boolean> => {
    if (await tokenStillCurrent(ctx, claims)) return true;
    close();
    return false;
  };
  const sendUnread = async () => {
    unreadDue = false;
    const unreadCount = await unreadCountForToken(ctx, claims);
    if (unreadCount === null) return close(); // revoked or superseded
    if (unreadCount === lastUnread) return;
    lastUnread = unreadCount;
    write('unread', { unreadCount });
  };

  /** Runs `task` after everything queued before it; then the unread count, once the queue is idle. */
  const enqueue = (task: () => Promise<void>) => {
    pending += 1;
    queue = queue.then(async () => {
      try {
        if (!closed) await task();
        if (pending === 1 && unreadDue && !closed) await sendUnread();
      } catch (error) {
        ctx.log.warn({ err: error }, 'message event stream failed');
        close();
      } finally {
        pending -= 1;
      }
    });
  };

  const unsubscribe = ctx.hub.subscribe(userId, {
    notify(notification) {
      if (notification.kind === 'sessions') {
        // Checked at once, not behind the queue (a replay may be running), so the stream of a
        // revoked token closes within the notification's round trip. Queued events cannot slip
        // out in between: each one is read or written only after a check of its own.
        stillCurrent().catch((error: unknown) => {
          ctx.log.warn({ err: error }, 'message event stream failed');
          close();
        });
        return;
      }
      enqueue(async () => {
        unreadDue = true;
        if (notification.kind === 'read') {
          // The notification carries no data of the user's, but the stream may be revoked.
          if (!(await stillCurrent())) return;
          write('read', {
            conversationId: notification.conversationId,
            readerId: notification.readerId,
          } satisfies ConversationReadEvent);
          return;
        }
        const event = await messageEvent(ctx, claims, notification.messageId);
        if (event) sendMessage(event);
      });
    },
    close: () => close(),
  });
  const heartbeat = setInterval(() => {
    if (!closed) sink.write(': ping\n\n');
  }, ctx.heartbeatMs);
  heartbeat.unref();
  const expiry = setTimeout(
    () => close(),
    Math.min(MAX_TIMER_MS, Math.max(0, claims.exp * 1000 - ctx.now().getTime())),
  );
  expiry.unref();

  function close() {
    if (closed) return;
    closed = true;
    unsubscribe();
    clearInterval(heartbeat);
    clearTimeout(expiry);
    sink.end();
  }

  enqueue(async () => {
    if (lastEventId === null) {
      cursor = await latestMessageId(ctx.db, userId);
    } else {
      let count = 0;
      let bytes = 0;
      let complete = false;
      replay: while (count < MAX_REPLAY) {
        const limit = Math.min(REPLAY_BATCH, MAX_REPLAY - count);
        const batch = await messageEventsAfter(ctx, claims, cursor, limit);
        for (const event of batch) {
          const size = sendMessage(event, MAX_REPLAY_BYTES - bytes);
          if (size === null) break replay;
          bytes += size;
          count += 1;
        }
        if (batch.length < limit) {
          complete = true;
          break;
        }
      }
      // Past a bound: on from the newest message, as on a first connection (see MAX_REPLAY).
      if (!complete) cursor = Math.max(cursor, await latestMessageId(ctx.db, userId));
    }
    unreadDue = true;
  });

  return { close };
}
