import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app';
import { createUser } from '../helpers/users';
import { post, secondApp, uniqueEmail } from './support';

// AUTH_RATE_LIMIT=3: the fourth limited request from one address within a minute is refused.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: '3' });
});
afterAll(() => ctx.close());

/** Moves the clock to the start of the next one-minute window. */
function nextWindow() {
  const now = ctx.clock.now.getTime();
  ctx.clock.advance(60_000 - (now % 60_000));
}

const forgot = () => post(ctx, '/api/auth/forgot-password', { email: uniqueEmail() });

describe('per-IP rate limit on the auth endpoints', () => {
  it('answers 429 with Retry-After and a Serbian message after the limit', async () => {
    nextWindow();
    ctx.clock.advance(15_000);
    for (let i = 0; i < 3; i += 1) expect((await forgot()).statusCode).toBe(200);
    const refused = await forgot();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('45');
    expect(refused.json()).toEqual({ message: 'Previše zahteva. Pokušajte ponovo za minut.' });
  });

  it('shares one budget across login, register, verify, resend, forgot and reset', async () => {
    nextWindow();
    const email = uniqueEmail();
    const requests = [
      () => post(ctx, '/api/auth/login', { email, password: 'nesto-123' }),
      () => post(ctx, '/api/auth/verify-email', { token: 'nepostojeci' }),
      () => post(ctx, '/api/auth/resend-verification', { email }),
      () => post(ctx, '/api/auth/reset-password', { token: 'x', newPassword: 'nesto-1234' }),
      () =>
        post(ctx, '/api/auth/register', {
          full_name: 'Ivan Ivić',
          email,
          password: 'nesto-1234',
          user_type: 'investor',
        }),
    ];
    const statuses = [];
    for (const request of requests) statuses.push((await request()).statusCode);
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses.slice(3)).toEqual([429, 429]);
  });

  it('opens again in the next window', async () => {
    nextWindow();
    for (let i = 0; i < 4; i += 1) await forgot();
    expect((await forgot()).statusCode).toBe(429);
    nextWindow();
    expect((await forgot()).statusCode).toBe(200);
  });

  it('does not limit me, logout or change-password', async () => {
    nextWindow();
    for (let i = 0; i < 4; i += 1) await forgot();
    const user = await createUser(ctx, 'investor');
    for (let i = 0; i < 5; i += 1) {
      const me = await ctx.app.inject({ url: '/api/auth/me', headers: user.headers });
      expect(me.statusCode).toBe(200);
    }
    const change = await post(
      ctx,
      '/api/auth/change-password',
      { oldPassword: 'pogresna', newPassword: 'nova-lozinka-42' },
      user.headers,
    );
    expect(change.statusCode).toBe(400);
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: user.headers,
    });
    expect(logout.statusCode).toBe(204);
  });

  it('counts in the database, so every server process shares the budget', async () => {
    nextWindow();
    const other = await secondApp(ctx);
    try {
      expect((await forgot()).statusCode).toBe(200);
      expect((await forgot()).statusCode).toBe(200);
      const third = await other.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: uniqueEmail() },
      });
      expect(third.statusCode).toBe(200);
      const fourth = await other.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: uniqueEmail() },
      });
      expect(fourth.statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});
