import { and, asc, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import type { components } from '@marketplace/api-client/schema';
import type { Database } from '../db/connect';
import { conversations, messages, users } from '../db/schema';
import type { TokenClaims } from './auth-types';
import type { ServiceContext } from './context';
import { conversationViews } from './conversations';
import { unreadCountForToken } from './messages';

/** The NOTIFY channel of migration 0012_message_events. */
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
  | { kind: 'read'; conversationId: number; readerId: number; senderId: number };

const ID = /^[1-9][0-9]{0,9}$/;

/** 'm:<message>:<conversation>:<sender>:<recipient>' or 'r:<conversation>:<reader>:<sender>'. */
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
  return null;
}

/** What the hub hands a stream: the notifications about its user. */
export interface EventSubscriber {
  notify(notification: MessageNotification): void;
  /** Ends the stream (the server shuts down, or notifications were lost). */
  close(): void;
}

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
        : [notification.readerId, notification.senderId];
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

/** At most this many messages are replayed on one reconnection (the app reloads its lists too). */
export const MAX_REPLAY = 1000;
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
 * (`close()` from the route), the hub closes it, the token expires, is revoked or superseded, or
 * a query fails.
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
  const sent = new Set<number>();
  let queue: Promise<void> = Promise.resolve();
  let pending = 0;
  let unreadDue = false;

  const write = (event: string, data: object) => {
    if (closed) return;
    sink.write(`id: ${cursor}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  const sendMessage = (event: MessageEvent) => {
    const id = event.message.id;
    if (sent.has(id)) return;
    sent.add(id);
    // Bounded: only ids near the cursor can still arrive twice.
    if (sent.size > 2 * MAX_REPLAY) sent.delete(sent.values().next().value as number);
    cursor = Math.max(cursor, id);
    write('message', event);
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
      enqueue(async () => {
        unreadDue = true;
        if (notification.kind === 'read') {
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
      for (let replayed = 0; replayed < MAX_REPLAY; replayed += REPLAY_BATCH) {
        const batch = await messageEventsAfter(ctx, claims, cursor, REPLAY_BATCH);
        for (const event of batch) sendMessage(event);
        if (batch.length < REPLAY_BATCH) break;
      }
    }
    unreadDue = true;
  });

  return { close };
}
