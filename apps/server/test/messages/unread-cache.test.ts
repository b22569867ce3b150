import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { messages, users } from '../../src/db/schema';
import type { TokenClaims } from '../../src/services/auth-types';
import { UnreadCountCache } from '../../src/services/unread-counts';
import { createTestApp, type TestContext } from '../helpers/app';
import { createUser, type TestUser } from '../helpers/users';
import { insertLandAd, startConversation } from './fixtures';

const claims = (userId: number, jti: string): TokenClaims => ({
  userId,
  jti,
  version: 0,
  exp: 2_000_000_000,
});

describe('UnreadCountCache', () => {
  const live = () => {
    const cache = new UnreadCountCache();
    cache.setLive(true);
    return cache;
  };

  it('answers a stored count for the same token and user only', () => {
    const cache = live();
    cache.store(claims(1, 'a'), 3, cache.stamp(1));
    expect(cache.get(claims(1, 'a'))).toBe(3);
    expect(cache.get(claims(1, 'b'))).toBeUndefined();
    expect(cache.get(claims(2, 'a'))).toBeUndefined();
  });

  it('caches nothing while notifications are not received', () => {
    const cache = new UnreadCountCache();
    cache.store(claims(1, 'a'), 3, cache.stamp(1));
    expect(cache.get(claims(1, 'a'))).toBeUndefined();
    cache.setLive(true);
    cache.store(claims(1, 'a'), 3, cache.stamp(1));
    cache.setLive(false);
    expect(cache.get(claims(1, 'a'))).toBeUndefined();
  });

  it.each([
    ['a change to the user', (cache: UnreadCountCache) => cache.handleNotification('u:1')],
    ['a revoked token', (cache: UnreadCountCache) => cache.handleNotification('t:a')],
    ['an unknown notification', (cache: UnreadCountCache) => cache.handleNotification('x')],
  ])('forgets the count on %s', (_, change) => {
    const cache = live();
    cache.store(claims(1, 'a'), 3, cache.stamp(1));
    cache.store(claims(2, 'b'), 5, cache.stamp(2));
    change(cache);
    expect(cache.get(claims(1, 'a'))).toBeUndefined();
  });

  it("keeps other users' counts when one user changes", () => {
    const cache = live();
    cache.store(claims(1, 'a'), 3, cache.stamp(1));
    cache.store(claims(2, 'b'), 5, cache.stamp(2));
    cache.invalidateUser(1);
    expect(cache.get(claims(2, 'b'))).toBe(5);
  });

  it('does not store an answer read before a change that came in meanwhile', () => {
    const cache = live();
    const beforeMessage = cache.stamp(1);
    cache.invalidateUser(1);
    cache.store(claims(1, 'a'), 3, beforeMessage);
    expect(cache.get(claims(1, 'a'))).toBeUndefined();

    const beforeLogout = cache.stamp(1);
    cache.invalidateToken('a');
    cache.store(claims(1, 'a'), 3, beforeLogout);
    expect(cache.get(claims(1, 'a'))).toBeUndefined();

    const beforeReconnect = cache.stamp(1);
    cache.setLive(true);
    cache.store(claims(1, 'a'), 3, beforeReconnect);
    expect(cache.get(claims(1, 'a'))).toBeUndefined();
  });

  it('drops the least recently asked count when full', () => {
    const cache = new UnreadCountCache(2);
    cache.setLive(true);
    cache.store(claims(1, 'a'), 1, cache.stamp(1));
    cache.store(claims(2, 'b'), 2, cache.stamp(2));
    expect(cache.get(claims(1, 'a'))).toBe(1);
    cache.store(claims(3, 'c'), 3, cache.stamp(3));
    expect(cache.size).toBe(2);
    expect(cache.get(claims(2, 'b'))).toBeUndefined();
    expect(cache.get(claims(1, 'a'))).toBe(1);
    expect(cache.get(claims(3, 'c'))).toBe(3);
    // The dropped count's user is forgotten too: invalidating it touches no other entry.
    cache.invalidateUser(2);
    expect(cache.size).toBe(2);
  });

  it('refuses a fill stamped before its user was forgotten for room', () => {
    const cache = new UnreadCountCache(1);
    cache.setLive(true);
    const stamp = cache.stamp(1);
    cache.invalidateUser(1); // generation 1 …
    cache.invalidateUser(2); // … forgotten for user 2's: user 1 reads as 0 again
    cache.store(claims(1, 'a'), 5, stamp);
    expect(cache.get(claims(1, 'a'))).toBeUndefined();
  });
});

// Through the real HTTP stack and database: the cached answer never outlives a change, whichever
// server process made it.
describe('the unread count of a polling tab', () => {
  let ctx: TestContext;
  let other: FastifyInstance;
  let investor: TestUser;
  let owner: TestUser;
  let conversationId: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    // A second server process on the same database (its own cache and notifications).
    other = await buildApp({ config: ctx.config, database: ctx.database, logger: false });
    await other.ready();
    investor = await createUser(ctx, 'investor');
    owner = await createUser(ctx, 'land_owner');
    const ad = await insertLandAd(ctx, owner);
    const started = await startConversation(ctx, investor, {
      adId: ad.id,
      receiverId: owner.id,
      message: 'Dobar dan, da li je parcela još dostupna?',
    });
    expect(started.statusCode).toBe(201);
    conversationId = started.json<{ id: number }>().id;
  });
  afterAll(async () => {
    await other.close();
    await ctx.close();
  });

  const poll = async (app: FastifyInstance, user: TestUser) => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/messages/unread-count',
      headers: user.headers,
    });
    return response.statusCode === 200
      ? response.json<{ unreadCount: number }>().unreadCount
      : response.statusCode;
  };
  const send = (app: FastifyInstance, user: TestUser, content: string) =>
    app.inject({
      method: 'POST',
      url: `/api/messages/conversations/${conversationId}/messages`,
      headers: user.headers,
      payload: { content },
    });

  it('is served from memory while nothing changes', async () => {
    expect(await poll(ctx.app, owner)).toBe(1);
    expect(ctx.app.unreadCounts.get(ownerClaims())).toBe(1);
    expect(await poll(ctx.app, owner)).toBe(1);
  });

  it('counts a message at once on the server that stored it', async () => {
    expect((await send(ctx.app, investor, 'Zanima me i cena.')).statusCode).toBe(201);
    expect(await poll(ctx.app, owner)).toBe(2);
  });

  it('counts a message stored by another server', async () => {
    expect(await poll(other, owner)).toBe(2);
    expect((await send(ctx.app, investor, 'Mogu doći u subotu.')).statusCode).toBe(201);
    await vi.waitFor(() => expect(poll(other, owner)).resolves.toBe(3));
  });

  it('drops to zero when the owner opens the conversation, on every server', async () => {
    expect(await poll(other, owner)).toBe(3);
    const opened = await ctx.app.inject({
      method: 'GET',
      url: `/api/messages/conversations/${conversationId}`,
      headers: owner.headers,
    });
    expect(opened.statusCode).toBe(200);
    expect(await poll(ctx.app, owner)).toBe(0);
    await vi.waitFor(() => expect(poll(other, owner)).resolves.toBe(0));
  });

  it('follows a change written straight to the database', async () => {
    expect(await poll(other, owner)).toBe(0);
    await ctx.app.db
      .update(messages)
      .set({ readAt: null })
      .where(eq(messages.conversationId, conversationId));
    await vi.waitFor(() => expect(poll(other, owner)).resolves.toBe(3));
  });

  it('refuses a token revoked by logging out on another server', async () => {
    expect(await poll(other, investor)).toBe(0);
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: investor.headers,
    });
    expect(logout.statusCode).toBe(204);
    expect(await poll(ctx.app, investor)).toBe(401);
    await vi.waitFor(() => expect(poll(other, investor)).resolves.toBe(401));
  });

  it("refuses the owner's earlier tokens once the token version changes", async () => {
    expect(await poll(other, owner)).toBe(3);
    await ctx.app.db.update(users).set({ tokenVersion: 7 }).where(eq(users.id, owner.id));
    await vi.waitFor(() => expect(poll(other, owner)).resolves.toBe(401));
  });

  function ownerClaims(): TokenClaims {
    const payload = JSON.parse(
      Buffer.from(owner.token.split('.')[1]!, 'base64url').toString(),
    ) as Record<string, unknown>;
    return claims(owner.id, String(payload.jti));
  }
});
