import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { components } from '@marketplace/api-client/schema';
import { serverTexts } from '@marketplace/domain';
import { buildApp } from '../../src/app';
import { blocks, conversations, messages } from '../../src/db/schema';
import type { AuthUser, TokenClaims } from '../../src/services/auth-types';
import { blockUser, unblockUser } from '../../src/services/blocks';
import { UnreadCountCache } from '../../src/services/unread-counts';
import { createTestApp, type TestContext } from '../helpers/app';
import { createUser, type TestUser } from '../helpers/users';
import { insertLandAd, sendMessage, startConversation, unreadCount } from '../messages/fixtures';
import { createBusinessAd } from '../business-ads/fixtures';
import { contractViolation, operations } from '../security/support';

type BlockedUser = components['schemas']['BlockedUser'];
type Conversation = components['schemas']['Conversation'];

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

const byId = new Map(operations().map((op) => [op.id, op]));

async function call(
  method: 'GET' | 'PUT' | 'DELETE',
  url: string,
  user: TestUser | null,
  operationId: string,
) {
  const response = await ctx.app.inject({ method, url, headers: user?.headers ?? {} });
  expect(contractViolation(byId.get(operationId)!, response)).toBeNull();
  return response;
}
const block = (user: TestUser | null, id: number) =>
  call('PUT', `/api/blocks/${id}`, user, 'blockUser');
const unblock = (user: TestUser | null, id: number) =>
  call('DELETE', `/api/blocks/${id}`, user, 'unblockUser');
const listBlocks = async (user: TestUser) => {
  const response = await call('GET', '/api/blocks', user, 'listBlocks');
  expect(response.statusCode).toBe(200);
  return response.json<BlockedUser[]>();
};

/** An investor's conversation with a land owner about one of the owner's ads. */
async function conversationPair() {
  const investor = await createUser(ctx, 'investor');
  const owner = await createUser(ctx, 'land_owner');
  const ad = await insertLandAd(ctx, owner);
  const started = await startConversation(ctx, investor, {
    adId: ad.id,
    receiverId: owner.id,
    message: 'Dobar dan, da li je parcela još dostupna?',
  });
  expect(started.statusCode).toBe(201);
  return { investor, owner, ad, conversationId: started.json<{ id: number }>().id };
}

/** A conversation between an investor and an author about a new land ad of the author's. */
async function converse(investor: TestUser, owner: TestUser) {
  const ad = await insertLandAd(ctx, owner);
  const started = await startConversation(ctx, investor, {
    adId: ad.id,
    receiverId: owner.id,
    message: 'Dobar dan.',
  });
  expect(started.statusCode).toBe(201);
}

const insertBusinessAd = (owner: TestUser) => createBusinessAd(ctx, owner);

const claimsOf = (user: TestUser): TokenClaims => {
  const payload = JSON.parse(
    Buffer.from(user.token.split('.')[1]!, 'base64url').toString(),
  ) as Record<string, unknown>;
  return { userId: user.id, jti: String(payload.jti), version: 0, exp: 2_000_000_000 };
};

const messageCount = async (conversationId: number) =>
  (await ctx.app.db.select().from(messages).where(eq(messages.conversationId, conversationId)))
    .length;

describe('blocking users', () => {
  it('is for signed-in users only (401)', async () => {
    const someone = await createUser(ctx, 'investor');
    expect((await call('GET', '/api/blocks', null, 'listBlocks')).statusCode).toBe(401);
    expect((await block(null, someone.id)).statusCode).toBe(401);
    expect((await unblock(null, someone.id)).statusCode).toBe(401);
  });

  it('blocks idempotently, lists the newest block first with names, and unblocks', async () => {
    const me = await createUser(ctx, 'investor');
    const first = await createUser(ctx, 'land_owner', { fullName: 'Marko Petrović' });
    const second = await createUser(ctx, 'business_owner', { fullName: 'Jelena Jovanović' });
    await converse(me, first);
    await converse(me, second);
    const blocked = await block(me, first.id);
    expect(blocked.statusCode).toBe(200);
    const entry = blocked.json<BlockedUser>();
    expect(entry).toEqual({
      user_id: first.id,
      full_name: 'Marko Petrović',
      blocked_at: ctx.clock.now.toISOString(),
    });
    ctx.clock.advance(60_000);
    expect((await block(me, first.id)).json<BlockedUser>()).toEqual(entry);
    expect((await block(me, second.id)).statusCode).toBe(200);
    expect((await listBlocks(me)).map((b) => b.full_name)).toEqual([
      'Jelena Jovanović',
      'Marko Petrović',
    ]);
    expect(await listBlocks(first)).toEqual([]);

    expect((await unblock(me, first.id)).statusCode).toBe(204);
    expect((await unblock(me, first.id)).statusCode).toBe(204);
    expect((await listBlocks(me)).map((b) => b.user_id)).toEqual([second.id]);
  });

  it('refuses blocking oneself (400)', async () => {
    const me = await createUser(ctx, 'investor');
    const self = await block(me, me.id);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ message: serverTexts.apiBlocks.self });
    expect(await listBlocks(me)).toEqual([]);
  });

  it('answers the same 404 for anyone the caller has no conversation with, existing or not', async () => {
    const me = await createUser(ctx, 'investor');
    const stranger = await createUser(ctx, 'land_owner', { fullName: 'Nepoznati Vlasnik' });
    const unverified = await createUser(ctx, 'business_owner', { verified: false });
    // In a conversation, but not with the caller.
    const { owner: othersPartner } = await conversationPair();
    const answers = [];
    for (const id of [stranger.id, unverified.id, othersPartner.id, 2_000_000_000]) {
      const response = await block(me, id);
      answers.push({ status: response.statusCode, body: response.body });
    }
    expect(answers).toEqual(
      Array(4).fill({
        status: 404,
        body: JSON.stringify({ message: serverTexts.apiBlocks.userNotFound }),
      }),
    );
    expect(await listBlocks(me)).toEqual([]);
    const stored = await ctx.app.db.select().from(blocks).where(eq(blocks.blockerId, me.id));
    expect(stored).toEqual([]);
  });

  it('lets either side of a conversation block the other, about a land or a business ad', async () => {
    const { investor, owner } = await conversationPair();
    expect((await block(owner, investor.id)).statusCode).toBe(200);
    expect((await block(investor, owner.id)).statusCode).toBe(200);
    const buyer = await createUser(ctx, 'investor');
    const seller = await createUser(ctx, 'business_owner');
    await ctx.app.db.insert(conversations).values({
      businessAdId: (await insertBusinessAd(seller)).id,
      investorId: buyer.id,
      ownerId: seller.id,
    });
    expect((await block(seller, buyer.id)).statusCode).toBe(200);
    expect((await block(buyer, seller.id)).statusCode).toBe(200);
  });

  it('keeps a block listed, and answers a repeated block, after the conversation is gone', async () => {
    const { investor, owner, conversationId } = await conversationPair();
    const entry = (await block(owner, investor.id)).json<BlockedUser>();
    await ctx.app.db.delete(conversations).where(eq(conversations.id, conversationId));
    expect(await listBlocks(owner)).toEqual([entry]);
    const again = await block(owner, investor.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(entry);
    // Once unblocked, the former partner is a stranger.
    expect((await unblock(owner, investor.id)).statusCode).toBe(204);
    expect((await block(owner, investor.id)).statusCode).toBe(404);
  });
});

describe('messages between a blocker and the blocked user', () => {
  it('refuses (403, in Serbian) a message from the blocked user and stores nothing', async () => {
    const { investor, owner, conversationId } = await conversationPair();
    expect((await block(owner, investor.id)).statusCode).toBe(200);
    const before = await messageCount(conversationId);
    const refused = await sendMessage(ctx, investor, conversationId, 'Da li ste tu?');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: 'Ovaj korisnik vas je blokirao. Poruka nije poslata.',
    });
    expect(await messageCount(conversationId)).toBe(before);

    // The blocker may still write, and after unblocking the other may write again.
    expect((await sendMessage(ctx, owner, conversationId, 'Parcela je prodata.')).statusCode).toBe(
      201,
    );
    expect((await unblock(owner, investor.id)).statusCode).toBe(204);
    expect((await sendMessage(ctx, investor, conversationId, 'Hvala.')).statusCode).toBe(201);
  });

  it('refuses starting a conversation with an author who blocked the investor', async () => {
    // Blocked over an earlier conversation about another ad.
    const { investor, owner } = await conversationPair();
    const ad = await insertLandAd(ctx, owner);
    expect((await block(owner, investor.id)).statusCode).toBe(200);
    const start = () =>
      startConversation(ctx, investor, { adId: ad.id, receiverId: owner.id, message: 'Zdravo' });
    const refused = await start();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: serverTexts.apiMessages.blockedByRecipient });
    const stored = await ctx.app.db
      .select()
      .from(conversations)
      .where(and(eq(conversations.adId, ad.id), eq(conversations.investorId, investor.id)));
    expect(stored).toEqual([]);
    // A block by the investor does not stop the investor.
    expect((await unblock(owner, investor.id)).statusCode).toBe(204);
    expect((await block(investor, owner.id)).statusCode).toBe(200);
    expect((await start()).statusCode).toBe(201);
  });

  it("leaves the blocked user's messages out of the blocker's unread counts, at once", async () => {
    const { investor, owner, conversationId } = await conversationPair();
    expect((await sendMessage(ctx, investor, conversationId, 'Zanima me cena.')).statusCode).toBe(
      201,
    );
    const ownerConversation = async () => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/messages/conversations',
        headers: owner.headers,
      });
      return response.json<Conversation[]>().find((c) => c.id === conversationId)!;
    };
    // Polled twice: the second answer comes from the cache.
    expect(await unreadCount(ctx, owner)).toBe(2);
    expect(await unreadCount(ctx, owner)).toBe(2);
    expect((await ownerConversation()).unread_count).toBe(2);

    expect((await block(owner, investor.id)).statusCode).toBe(200);
    expect(await unreadCount(ctx, owner)).toBe(0);
    expect((await ownerConversation()).unread_count).toBe(0);
    // The blocked user's own counts are unchanged.
    expect(await unreadCount(ctx, investor)).toBe(0);

    expect((await unblock(owner, investor.id)).statusCode).toBe(204);
    expect(await unreadCount(ctx, owner)).toBe(2);
    expect((await ownerConversation()).unread_count).toBe(2);
  });
});

describe('the unread count cached by the process that writes the block', () => {
  it('is dropped for the blocker as the block is written and as it is removed', async () => {
    const { investor, owner } = await conversationPair();
    // A cache no notification reaches: only the service's own invalidation can clear it.
    const cache = new UnreadCountCache();
    cache.setLive(true);
    const service = { db: ctx.app.db, now: () => ctx.clock.now, unreadCounts: cache };
    const user: AuthUser = {
      id: owner.id,
      email: owner.email,
      fullName: owner.fullName,
      userType: owner.userType,
      staffRole: null,
      ...claimsOf(owner),
    };
    cache.store(claimsOf(owner), 1, cache.stamp(owner.id));
    cache.store(claimsOf(investor), 0, cache.stamp(investor.id));
    await blockUser(service, user, investor.id);
    expect(cache.get(claimsOf(owner))).toBeUndefined();
    expect(cache.get(claimsOf(investor))).toBe(0);

    cache.store(claimsOf(owner), 0, cache.stamp(owner.id));
    await unblockUser(service, user, investor.id);
    expect(cache.get(claimsOf(owner))).toBeUndefined();
  });
});

// A second server process on the same database has its own cache, fed by the blocks table's
// notifications (migrations/0011).
describe('the unread count cached by another server process', () => {
  let other: FastifyInstance;

  beforeAll(async () => {
    other = await buildApp({ config: ctx.config, database: ctx.database, logger: false });
    await other.ready();
  });
  afterAll(() => other?.close());

  const poll = async (app: FastifyInstance, user: TestUser) => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/messages/unread-count',
      headers: user.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ unreadCount: number }>().unreadCount;
  };

  it('follows a block and an unblock made on the first server', async () => {
    const { investor, owner } = await conversationPair();
    expect(await poll(other, owner)).toBe(1);
    expect(other.unreadCounts.get(claimsOf(owner))).toBe(1);

    expect((await block(owner, investor.id)).statusCode).toBe(200);
    await vi.waitFor(() => expect(poll(other, owner)).resolves.toBe(0));
    expect(other.unreadCounts.get(claimsOf(owner))).toBe(0);

    expect((await unblock(owner, investor.id)).statusCode).toBe(204);
    await vi.waitFor(() => expect(poll(other, owner)).resolves.toBe(1));
  });

  it('follows a block written straight to the database', async () => {
    const { investor, owner } = await conversationPair();
    expect(await poll(other, owner)).toBe(1);
    expect(other.unreadCounts.get(claimsOf(owner))).toBe(1);
    await ctx.app.db.insert(blocks).values({ blockerId: owner.id, blockedId: investor.id });
    await vi.waitFor(() => expect(poll(other, owner)).resolves.toBe(0));
    await ctx.app.db.execute(sql`truncate blocks`);
    await vi.waitFor(() => expect(poll(other, owner)).resolves.toBe(1));
  });
});
