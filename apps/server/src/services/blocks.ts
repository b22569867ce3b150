import { and, desc, eq, sql } from 'drizzle-orm';
import type { components } from '@marketplace/api-client/schema';
import { canBlockUser, serverTexts } from '@marketplace/domain';
import type { Database } from '../db/connect';
import { blocks, users } from '../db/schema';
import { invalid, notFound } from './errors';
import type { AuthUser } from './auth-types';
import type { ServiceContext } from './context';

/** What this module's functions use (routes/api/index.ts builds it from the app). */
export type BlockContext = Pick<ServiceContext, 'db' | 'now' | 'unreadCounts'>;

export type BlockedUserView = components['schemas']['BlockedUser'];

/** Did `blockerId` block `blockedId`? One primary-key lookup. */
export async function isBlockedBy(
  db: Pick<Database, 'select'>,
  blockerId: number,
  blockedId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
    .limit(1);
  return row !== undefined;
}

function selectBlocks(db: Database, blockerId: number, blockedId?: number) {
  return db
    .select({ userId: blocks.blockedId, fullName: users.fullName, createdAt: blocks.createdAt })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(
      and(
        eq(blocks.blockerId, blockerId),
        blockedId === undefined ? undefined : eq(blocks.blockedId, blockedId),
      ),
    )
    .orderBy(desc(blocks.createdAt), desc(blocks.blockedId));
}

const toView = (row: { userId: number; fullName: string; createdAt: Date }): BlockedUserView => ({
  user_id: row.userId,
  full_name: row.fullName,
  blocked_at: row.createdAt.toISOString(),
});

/** The users the caller blocked, newest block first. */
export async function listBlocks(db: Database, me: number): Promise<BlockedUserView[]> {
  return (await selectBlocks(db, me)).map(toView);
}

/**
 * Blocks a user the caller shares a conversation with (as investor or author); blocking again
 * changes nothing (the first block's time stays, even once the conversation is gone). 400 for
 * oneself; anyone else, with or without an account, is the same 404, so the endpoint tells nobody
 * whether an account exists or what its owner is called. The insert and the conversation's
 * existence are one statement.
 */
export async function blockUser(
  ctx: BlockContext,
  user: AuthUser,
  targetId: number,
): Promise<BlockedUserView> {
  if (!canBlockUser(user.id, targetId)) throw invalid(serverTexts.apiBlocks.self);
  const inserted = await ctx.db.execute(sql`insert into blocks (blocker_id, blocked_id, created_at)
    select ${user.id}, ${targetId}, ${ctx.now().toISOString()}::timestamptz
    where exists (select 1 from conversations c
      where (c.investor_id = ${user.id} and c.owner_id = ${targetId})
         or (c.owner_id = ${user.id} and c.investor_id = ${targetId}))
    on conflict do nothing
    returning blocked_id`);
  // The blocked user's messages no longer count for the caller (the table's trigger tells the
  // other server processes).
  if (inserted.rows.length > 0) ctx.unreadCounts.invalidateUser(user.id);
  const [row] = await selectBlocks(ctx.db, user.id, targetId);
  if (!row) throw notFound(serverTexts.apiBlocks.userNotFound);
  return toView(row);
}

/** Unblocks a user; answers alike whether or not they were blocked. */
export async function unblockUser(
  ctx: BlockContext,
  user: AuthUser,
  targetId: number,
): Promise<void> {
  await ctx.db
    .delete(blocks)
    .where(and(eq(blocks.blockerId, user.id), eq(blocks.blockedId, targetId)));
  ctx.unreadCounts.invalidateUser(user.id);
}
