import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { components } from '@marketplace/api-client/schema';
import { canStartConversation, serverTexts } from '@marketplace/domain';
import type { Database } from '../db/connect';
import { blocks, businessAds, conversations, landAds, messages, users } from '../db/schema';
import { forbidden, invalid } from './errors';
import { activeAdAuthor } from './ad-refs';
import type { AuthUser } from './auth-types';
import { messageText } from './messages';
import type { ServiceContext } from './context';
import { noticeCte, scheduleNotice } from './message-notices';

/** What this module's functions use (routes/api/index.ts builds it from the app). */
export type ConversationContext = Pick<
  ServiceContext,
  'db' | 'now' | 'unreadCounts' | 'noticeDelays' | 'jobs'
>;

export type ConversationView = components['schemas']['Conversation'];
type StartRequest = components['schemas']['StartConversationRequest'];

const investor = alias(users, 'investor');
const owner = alias(users, 'owner');

/** The time of a conversation's newest message, read from messages_conversation_idx. */
const lastMessageAt = sql<Date>`coalesce(
  (select max(m.created_at) from messages m where m.conversation_id = "conversations"."id"),
  "conversations"."created_at")`.mapWith((value: string | Date) => new Date(value));

/**
 * Conversations with their ad title, both names, last message and the caller's unread count in a
 * single query (no N+1): the last message and the count are correlated subqueries that use
 * messages_conversation_idx and the partial messages_unread_idx.
 */
async function selectViews(
  db: Database,
  me: number,
  where: SQL | undefined,
): Promise<ConversationView[]> {
  const rows = await db
    .select({
      id: conversations.id,
      adId: conversations.adId,
      businessAdId: conversations.businessAdId,
      adTitle: sql<string>`coalesce(${landAds.title}, ${businessAds.title}, '')`,
      investorId: conversations.investorId,
      ownerId: conversations.ownerId,
      investorName: investor.fullName,
      ownerName: owner.fullName,
      lastMessage: sql<string | null>`(select ${messages.content} from ${messages}
        where ${messages.conversationId} = ${conversations.id}
        order by ${messages.createdAt} desc, ${messages.id} desc limit 1)`,
      lastMessageAt,
      // Messages from users the caller blocked are not counted (domain countsAsUnread).
      unread: sql<number>`(select count(*)::int from ${messages}
        where ${messages.conversationId} = ${conversations.id}
          and ${messages.recipientId} = ${me} and ${messages.readAt} is null
          and not exists (select 1 from ${blocks}
            where ${blocks.blockerId} = ${me} and ${blocks.blockedId} = ${messages.senderId}))`,
    })
    .from(conversations)
    .innerJoin(investor, eq(investor.id, conversations.investorId))
    .innerJoin(owner, eq(owner.id, conversations.ownerId))
    .leftJoin(landAds, eq(landAds.id, conversations.adId))
    .leftJoin(businessAds, eq(businessAds.id, conversations.businessAdId))
    .where(and(where, or(eq(conversations.investorId, me), eq(conversations.ownerId, me))))
    .orderBy(desc(lastMessageAt), desc(conversations.id));
  return rows.map((row) => ({
    id: row.id,
    // Contract: ad_id is the id of the ad of kind ad_type; business_ad_id repeats it for business.
    ad_id: row.businessAdId ?? row.adId,
    business_ad_id: row.businessAdId,
    ad_type: row.businessAdId === null ? 'land' : 'business',
    ad_title: row.adTitle,
    sender_id: row.investorId,
    receiver_id: row.ownerId,
    sender_name: row.investorName,
    receiver_name: row.ownerName,
    last_message: row.lastMessage ?? '',
    last_message_time: row.lastMessageAt.toISOString(),
    unread_count: Number(row.unread),
  }));
}

/** spec §2 (messages): the caller's conversations, most recent activity first. */
export function listConversations(db: Database, me: number): Promise<ConversationView[]> {
  return selectViews(db, me, undefined);
}

/** The caller's rows of the given conversations (those they take part in), as the list shows them. */
export function conversationViews(
  db: Database,
  me: number,
  ids: readonly number[],
): Promise<ConversationView[]> {
  return selectViews(db, me, inArray(conversations.id, [...ids]));
}

/**
 * DESIGN (conversations): only investors start one, the receiver must be the ad's author (400
 * otherwise: the request names the wrong person, nothing is forbidden to the caller as such), and
 * a second start for the same ad and investor appends to the existing conversation.
 */
export async function startConversation(
  ctx: ConversationContext,
  user: AuthUser,
  body: StartRequest,
): Promise<ConversationView> {
  const adType = body.adType ?? 'land';
  if (!canStartConversation(user.userType, adType)) {
    throw forbidden(serverTexts.apiMessages.investorsOnly);
  }
  const content = messageText(body.message);
  // The ad's author, or 404 when the ad is missing or deleted (no new conversations about it).
  const authorId = await activeAdAuthor(ctx.db, adType, body.adId);
  if (authorId === user.id || body.receiverId === user.id) {
    throw invalid(serverTexts.apiMessages.toSelf);
  }
  if (body.receiverId !== authorId) throw invalid(serverTexts.apiMessages.recipientNotAuthor);

  const now = ctx.now();
  const adColumn = sql.identifier(adType === 'business' ? 'business_ad_id' : 'ad_id');
  const id = await ctx.db.transaction(async (tx) => {
    // One statement: the block check (a user the author blocked cannot write to them, domain
    // canWriteTo: nothing is stored), create-or-reuse (the unique index makes concurrent starts
    // safe; a no-op update returns the existing row too), the message and its notice. A
    // transaction holds PGlite's one session, so it runs as few statements as it can.
    const result = await tx.execute<{
      blocked: boolean;
      conversation_id: number | null;
      notice_id: number | null;
    }>(sql`with blocked as (
        select 1 from blocks where blocker_id = ${authorId} and blocked_id = ${user.id}
      ), conversation as (
        insert into conversations (${adColumn}, investor_id, owner_id, created_at)
        select ${body.adId}, ${user.id}, ${authorId}, ${now.toISOString()}::timestamptz
        where not exists (select 1 from blocked)
        on conflict (${adColumn}, investor_id) do update set owner_id = excluded.owner_id
        returning id
      ), stored as (
        insert into messages (conversation_id, sender_id, recipient_id, content, created_at)
        select id, ${user.id}, ${authorId}, ${content}, ${now.toISOString()}::timestamptz
        from conversation
        returning conversation_id, recipient_id, created_at
      ), ${noticeCte}
      select exists (select 1 from blocked) as blocked,
        (select id from conversation) as conversation_id,
        (select notice.id from notice) as notice_id`);
    const [row] = result.rows;
    if (row?.blocked) throw forbidden(serverTexts.apiMessages.blockedByRecipient);
    if (row?.conversation_id == null) throw new Error('conversation upsert returned no row');
    const conversationId = Number(row.conversation_id);
    await scheduleNotice(
      ctx.jobs,
      tx,
      row.notice_id,
      { conversationId, recipientId: authorId, createdAt: now },
      ctx.noticeDelays.messageMs,
    );
    return conversationId;
  });
  // After the commit, so no poll in between can cache the count from before the message.
  ctx.unreadCounts.invalidateUser(authorId);
  const [view] = await selectViews(ctx.db, user.id, eq(conversations.id, id));
  if (!view) throw new Error('started conversation not found');
  return view;
}
