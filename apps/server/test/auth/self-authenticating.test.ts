import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app';
import { createUser } from '../helpers/users';
import { VerifiedTokenCache } from '../../src/plugins/app/verified-token-cache';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const unread = (authorization?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/messages/unread-count',
    headers: authorization ? { authorization } : {},
  });

// GET /api/messages/unread-count checks the token inside its own query: the same rules apply.
describe('the unread count checks its token in its own query', () => {
  it('answers a valid token', async () => {
    const user = await createUser(ctx, 'investor');
    const response = await unread(user.headers.authorization);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ unreadCount: 0 });
  });

  it('refuses no token, a forged token and a logged-out token', async () => {
    expect((await unread()).statusCode).toBe(401);
    const user = await createUser(ctx, 'land_owner');
    const [header, payload] = user.token.split('.');
    expect((await unread(`Bearer ${header}.${payload}.forged`)).statusCode).toBe(401);
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: user.headers,
    });
    expect(logout.statusCode).toBe(204);
    const response = await unread(user.headers.authorization);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Niste prijavljeni ili je sesija istekla.' });
  });
});

describe('VerifiedTokenCache', () => {
  it('forgets entries at their expiry and drops the oldest when full', () => {
    const cache = new VerifiedTokenCache<number>(2);
    cache.set('a', 1, 1_000);
    cache.set('b', 2, 5_000);
    expect(cache.get('a', 999)).toBe(1);
    expect(cache.get('a', 1_000)).toBeUndefined();
    cache.set('c', 3, 5_000);
    cache.set('d', 4, 5_000);
    expect(cache.get('b', 0)).toBeUndefined();
    expect(cache.get('c', 0)).toBe(3);
    expect(cache.size).toBe(2);
  });
});
