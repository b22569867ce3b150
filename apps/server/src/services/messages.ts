import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { components } from '@marketplace/api-client/schema';
import { prepareMessage, serverTexts } from '@marketplace/domain';
import type { Database } from '../db/connect';
import { conversations, messages, users } from '../db/schema';
import { forbidden, invalid, notFound } from './errors';
import type { AuthUser, TokenClaims } from './auth-types';
import { isBlockedBy } from './blocks';
import type { ServiceContext } from './context';
import { endMessageNotice, noticeCte, scheduleNotice } from './message-notices';

/** What this module's functions use (routes/api/index.ts builds it from the app). */
export type MessageContext = Pick<
  ServiceContext,
  'db' | 'now' | 'unreadCounts' | 'auth' | 'noticeDelays' | 'jobs'
>;

export type MessageView = components['schemas']['Message'];

const MAX_MESSAGE_LENGTH = 5000;

/** DESIGN (conversations): 1–5000 characters after trimming; whitespace only is refused (spec §5). */
export function messageText(raw: string): string {
  const text = prepareMessage(raw);
  if (text === null) throw invalid(serverTexts.apiMessages.empty);
  if (text.length > MAX_MESSAGE_LENGTH) {
    throw invalid(serverTexts.apiMessages.tooLong(MAX_MESSAGE_LENGTH));
  }
  return text;
}

const messageColumns = {
  id: messages.id,
  senderId: messages.senderId,
  content: messages.content,
  createdAt: messages.createdAt,
};
const toView = (row: { id: number; senderId: number; content: string; createdAt: Date }) => ({
  id: row.id,
  sender_id: row.senderId,
  content: row.content,
  created_at: row.createdAt.toISOString(),
});

/** DESIGN: only the two participants read or write; the ad may since have been deleted. */
async function participantConversation(db: Database, user: AuthUser, id: number) {
  const [conversation] = await db
    .select({ investorId: conversations.investorId, ownerId: conversations.ownerId })
    .from(conversations)
    .where(eq(conversations.id, id));
  if (!conversation) throw notFound(serverTexts.apiMessages.conversationNotFound);
  if (user.id !== conversation.investorId && user.id !== conversation.ownerId) {
    throw forbidden(serverTexts.apiMessages.noAccess);
  }
  const otherId =
    user.id === conversation.investorId ? conversation.ownerId : conversation.investorId;
  return { otherId };
}

/** Oldest first; opening the conversation marks the other party's messages to the caller read. */
export async function openConversation(
  ctx: MessageContext,
  user: AuthUser,
  id: number,
): Promise<MessageView[]> {
  await participantConversation(ctx.db, user, id);
  // Before marking read: a message arriving in between then starts a notice of its own, which
  // finds it read (below) and ends without an email.
  await endMessageNotice(ctx.db, id, user.id);
  await ctx.db
    .update(messages)
    .set({ readAt: ctx.now() })
    .where(
      and(
        eq(messages.conversationId, id),
        eq(messages.recipientId, user.id),
        isNull(messages.readAt),
      ),
    );
  ctx.unreadCounts.invalidateUser(user.id);
  const rows = await ctx.db
    .select(messageColumns)
    .from(messages)
    .where(eq(messages.conversationId, id))
    .orderBy(asc(messages.createdAt), asc(messages.id));
  return rows.map(toView);
}

export async function sendMessage(
  ctx: MessageContext,
  user: AuthUser,
  id: number,
  raw: string,
): Promise<MessageView> {
  const content = messageText(raw);
  // One statement: the participant and block checks, the insert (the recipient is the other
  // participant) and, for the first unread message, the recipient's email notice, whose job is
  // enqueued in the same transaction (services/message-notices.ts).
  const result = await ctx.db.transaction(async (tx) => {
    const stored = await tx.execute<{
      id: number;
      sender_id: number;
      recipient_id: number;
      content: string;
      created_at: string | Date;
      notice_id: number | null;
      conversation_id: number;
    }>(sql`with stored as (
        insert into messages (conversation_id, sender_id, recipient_id, content, created_at)
        select c.id, ${user.id},
          case when c.investor_id = ${user.id} then c.owner_id else c.investor_id end,
          ${content}, ${ctx.now().toISOString()}::timestamptz
        from conversations c
        where c.id = ${id} and (c.investor_id = ${user.id} or c.owner_id = ${user.id})
          and not exists (select 1 from blocks b where b.blocked_id = ${user.id}
            and b.blocker_id = case when c.investor_id = ${user.id} then c.owner_id else c.investor_id end)
        returning id, conversation_id, sender_id, recipient_id, content, created_at
      ), ${noticeCte}
      select id, conversation_id, sender_id, recipient_id, content, created_at,
        (select notice.id from notice) as notice_id
      from stored`);
    const [message] = stored.rows;
    if (message) {
      await scheduleNotice(
        ctx.jobs,
        tx,
        message.notice_id,
        {
          conversationId: message.conversation_id,
          recipientId: message.recipient_id,
          createdAt: new Date(message.created_at),
        },
        ctx.noticeDelays.messageMs,
      );
    }
    return stored;
  });
  const [row] = result.rows;
  if (!row) {
    // Not inserted: tell a missing conversation (404) from someone else's (403), and a
    // participant the other one blocked (403, domain canWriteTo).
    const { otherId } = await participantConversation(ctx.db, user, id);
    if (await isBlockedBy(ctx.db, otherId, user.id)) {
      throw forbidden(serverTexts.apiMessages.blockedByRecipient);
    }
    throw forbidden();
  }
  ctx.unreadCounts.invalidateUser(row.recipient_id);
  return {
    id: row.id,
    sender_id: row.sender_id,
    content: row.content,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/**
 * The caller's unread count and the token check in one statement: null when the token is revoked
 * or superseded. The count uses the partial index messages_unread_idx (recipient_id, unread);
 * messages from users the caller blocked are not counted (domain countsAsUnread).
 */
export async function unreadCountForToken(
  ctx: Pick<MessageContext, 'db' | 'auth'>,
  claims: TokenClaims,
): Promise<number | null> {
  const [row] = await ctx.db
    .select({
      // Written out: drizzle renders column references unqualified inside sql``, which would
      // resolve "id" to the subquery's own table.
      value:
        sql<number>`(select count(*) from messages m where m.recipient_id = users.id and m.read_at is null
          and not exists (select 1 from blocks b
            where b.blocker_id = users.id and b.blocked_id = m.sender_id))`.mapWith(Number),
    })
    .from(users)
    .where(ctx.auth.tokenIsCurrent(claims))
    .limit(1);
  return row ? row.value : null;
}
