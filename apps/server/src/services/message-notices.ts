import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { messageNotices } from '../db/schema';
import type { Job, JobQueue } from './job-queue';
import type { Mailer } from './mailer';
import { inLanguageOf } from './language';
import { messageNoticeEmail } from './notice-emails';
import { wantsEmails, type UnsubscribeTokens } from './notification-settings';

/*
 * Unread-message notices. A message's recipient gets one email when a message stays unread for
 * MESSAGE_EMAIL_DELAY_S, then none for that conversation until they read it.
 *
 * - The first unread message of a conversation creates its notice row (conversation, recipient)
 *   in the statement that stores the message, and the notice's job in its transaction, so a stored
 *   message always has its notice scheduled, and later messages find the row and add nothing.
 * - The job runs after the delay. One statement claims the notice: still unsent, not claimed by a
 *   live worker, and a message to the recipient unread for the whole delay. Only the worker whose
 *   claim took the row sends; it marks the notice sent, and the row stays, so no second email
 *   follows. A worker killed while sending leaves a claim that expires, and the job (taken again
 *   when its own lock expires) sends it then.
 * - Reading the conversation deletes the row: the next unread message starts a new notice.
 */

export const MESSAGE_NOTICE_QUEUE = 'message-notice';

export interface MessageNoticeJob {
  noticeId: number;
  conversationId: number;
  recipientId: number;
}

/** A claim older than this belongs to a worker that died while sending. */
const CLAIM_EXPIRY_MS = 60_000;

/**
 * The CTE named `notice` that starts a notice for each row of the CTE named `stored`
 * (conversation_id, recipient_id, created_at): its notice row unless one exists. Append it to a
 * `with stored as (insert into messages … returning …)` statement, read the id it returns and
 * pass it to scheduleNotice in the same transaction.
 */
export const noticeCte = sql`notice as (
    insert into message_notices (conversation_id, recipient_id, created_at)
    select conversation_id, recipient_id, created_at from stored
    on conflict do nothing
    returning id, conversation_id, recipient_id, created_at
  )`;

/**
 * Enqueues the job of the notice a statement with noticeCte started (`noticeId`, null when the
 * conversation already had one), in that statement's transaction `tx`, due `delayMs` after the
 * message.
 */
export async function scheduleNotice(
  jobs: JobQueue,
  tx: Database,
  noticeId: number | null,
  message: { conversationId: number; recipientId: number; createdAt: Date },
  delayMs: number,
): Promise<void> {
  if (noticeId === null) return;
  const job: MessageNoticeJob = {
    noticeId: Number(noticeId),
    conversationId: message.conversationId,
    recipientId: message.recipientId,
  };
  await jobs.enqueue(MESSAGE_NOTICE_QUEUE, job, tx, {
    runAt: new Date(message.createdAt.getTime() + delayMs),
  });
}

/** The recipient read the conversation: a later unread message starts a new notice. */
export async function endMessageNotice(
  db: Pick<Database, 'delete'>,
  conversationId: number,
  recipientId: number,
): Promise<void> {
  await db
    .delete(messageNotices)
    .where(
      and(
        eq(messageNotices.conversationId, conversationId),
        eq(messageNotices.recipientId, recipientId),
      ),
    );
}

export interface MessageNoticeContext {
  db: Database;
  now: () => Date;
  mailer: Mailer;
  appUrl: string;
  unsubscribeTokens: UnsubscribeTokens;
  delayMs: number;
}

/** A message to the recipient in the conversation unread since `before` or longer. */
const unreadSince = (job: MessageNoticeJob, before: Date) => sql`exists (
  select 1 from messages m
  where m.conversation_id = ${job.conversationId} and m.recipient_id = ${job.recipientId}
    and m.read_at is null and m.created_at <= ${before.toISOString()}::timestamptz)`;

/**
 * Claims the notice for this worker in one statement; true when this worker is to send it. Two
 * workers (or a repeat of the job) never both get true for one notice.
 */
export async function claimMessageNotice(
  db: Database,
  job: MessageNoticeJob,
  now: Date,
  delayMs: number,
): Promise<boolean> {
  const expired = new Date(now.getTime() - CLAIM_EXPIRY_MS).toISOString();
  const claimed = await db
    .update(messageNotices)
    .set({ claimedAt: now })
    .where(
      and(
        eq(messageNotices.id, job.noticeId),
        sql`${messageNotices.sentAt} is null`,
        sql`(${messageNotices.claimedAt} is null or ${messageNotices.claimedAt} < ${expired}::timestamptz)`,
        unreadSince(job, new Date(now.getTime() - delayMs)),
      ),
    )
    .returning({ id: messageNotices.id });
  return claimed.length > 0;
}

type NoticeDetails = {
  recipient_id: number;
  recipient_email: string;
  recipient_name: string;
  recipient_language: string | null;
  sender_name: string;
  ad_title: string;
  content: string;
};

/** The recipient, and the oldest unread message's sender, ad and text. */
async function noticeDetails(db: Database, job: MessageNoticeJob) {
  const result = await db.execute<NoticeDetails>(sql`
    select r.id as recipient_id, r.email as recipient_email, r.full_name as recipient_name,
      r.language as recipient_language,
      s.full_name as sender_name, coalesce(l.title, b.title, '') as ad_title, m.content
    from messages m
    join conversations c on c.id = m.conversation_id
    join users r on r.id = m.recipient_id
    join users s on s.id = m.sender_id
    left join land_ads l on l.id = c.ad_id
    left join business_ads b on b.id = c.business_ad_id
    where m.conversation_id = ${job.conversationId} and m.recipient_id = ${job.recipientId}
      and m.read_at is null
    order by m.created_at, m.id
    limit 1`);
  return result.rows[0];
}

export async function sendMessageNotice(
  ctx: MessageNoticeContext,
  job: MessageNoticeJob,
): Promise<void> {
  const { db } = ctx;
  const now = ctx.now();
  const byId = eq(messageNotices.id, job.noticeId);
  if (!(await wantsEmails(db, job.recipientId, 'messages'))) {
    // Turned off: no email, and no row left that would hold back a later notice.
    await db.delete(messageNotices).where(and(byId, sql`${messageNotices.sentAt} is null`));
    return;
  }
  if (!(await claimMessageNotice(db, job, now, ctx.delayMs))) {
    // Sent, taken, or read already. A row of this notice left without anything unread (the
    // conversation was read while the row was being created) is removed, so it holds nothing back.
    await db
      .delete(messageNotices)
      .where(
        and(
          byId,
          sql`${messageNotices.sentAt} is null and ${messageNotices.claimedAt} is null`,
          sql`not ${unreadSince(job, now)}`,
        ),
      );
    return;
  }
  try {
    const details = await noticeDetails(db, job);
    if (details) {
      await ctx.mailer.send(
        inLanguageOf(details.recipient_language, () =>
          messageNoticeEmail(
            { appUrl: ctx.appUrl, tokens: ctx.unsubscribeTokens },
            {
              id: details.recipient_id,
              email: details.recipient_email,
              fullName: details.recipient_name,
            },
            {
              conversationId: job.conversationId,
              senderName: details.sender_name,
              adTitle: details.ad_title,
              content: details.content,
            },
          ),
        ),
      );
    }
    await db.update(messageNotices).set({ sentAt: ctx.now() }).where(byId);
  } catch (error) {
    // Not sent: free the claim so the job's retry can take it.
    await db
      .update(messageNotices)
      .set({ claimedAt: null })
      .where(byId)
      .catch(() => undefined);
    throw error;
  }
}

/** Starts sending the unread-message notices of this process. */
export function workMessageNotices(queue: JobQueue, context: MessageNoticeContext): void {
  queue.work(MESSAGE_NOTICE_QUEUE, (job: Job<MessageNoticeJob>) =>
    sendMessageNotice(context, job.payload),
  );
}
