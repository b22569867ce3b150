import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SignJWT, decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  SESSION_COOKIE,
  TOKEN_LIFETIME_SECONDS,
  clearSessionCookie,
} from '../../src/plugins/app/auth';
import { createTestApp, type TestContext } from '../helpers/app';
import { createUser } from '../helpers/users';
import {
  bearer,
  credentials,
  linkToken,
  post,
  registerVerified,
  type Registration,
} from './support';

/**
 * DESIGN "Rendering and the session": the answers that hand out a token also set it as the
 * `session` cookie, for the server's page rendering only; what ends the token ends the cookie.
 */

/** What page rendering sees: a probe route that asks the auth service as a renderer would. */
function addProbe(app: FastifyInstance) {
  app.get('/test/session', async (request, reply) => {
    const session = await app.auth.sessionFromCookie(request);
    if (!session) {
      if (request.cookies[SESSION_COOKIE] !== undefined) clearSessionCookie(reply);
      return { session: null };
    }
    const { user, token } = session;
    return { session: { id: user.id, email: user.email, userType: user.userType, token } };
  });
}

let ctx: TestContext;
let secure: TestContext;
beforeAll(async () => {
  [ctx, secure] = await Promise.all([
    createTestApp({}, addProbe),
    createTestApp({ APP_URL: 'https://marketplace.test' }),
  ]);
});
afterAll(() => Promise.all([ctx.close(), secure.close()]));
afterEach(() => {
  vi.useRealTimers();
});

const UNAUTHORIZED = { message: 'Niste prijavljeni ili je sesija istekla.' };
const CLEARED =
  'session=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax';

/** The Set-Cookie lines of an answer. */
function setCookies(response: LightMyRequestResponse): string[] {
  const header = response.headers['set-cookie'];
  if (header === undefined) return [];
  return Array.isArray(header) ? header : [header];
}

/** The one `session` Set-Cookie line of an answer (there must be exactly one). */
function sessionSetCookie(response: LightMyRequestResponse): string {
  const lines = setCookies(response).filter((line) => line.startsWith(`${SESSION_COOKIE}=`));
  expect(lines).toHaveLength(1);
  return lines[0]!;
}

/** The attributes of a Set-Cookie line, names lower-cased, flags as true. */
function attributes(line: string): Record<string, string | true> {
  const [, ...parts] = line.split('; ');
  return Object.fromEntries(
    parts.map((part) => {
      const eq = part.indexOf('=');
      return eq === -1
        ? [part.toLowerCase(), true]
        : [part.slice(0, eq).toLowerCase(), part.slice(eq + 1)];
    }),
  );
}

const cookieHeader = (token: string) => ({ cookie: `theme=light; ${SESSION_COOKIE}=${token}` });

async function login(app: TestContext, account: Registration) {
  const response = await post(app, '/api/auth/login', credentials(account));
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

/** Signs in and returns the token of the body after checking the cookie carries the same one. */
async function signIn(app: TestContext, account: Registration): Promise<string> {
  const response = await login(app, account);
  const token = (response.json() as { token: string }).token;
  expect(sessionSetCookie(response).startsWith(`${SESSION_COOKIE}=${token};`)).toBe(true);
  return token;
}

/** What the probe (page rendering) reads from a cookie carrying `token`. */
async function probe(token: string | null) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/test/session',
    headers: token === null ? {} : cookieHeader(token),
  });
  expect(response.statusCode).toBe(200);
  return {
    session: (response.json() as { session: { id: number; token: string } | null }).session,
    setCookies: setCookies(response),
  };
}

/** The session is gone: the probe reads none and drops the cookie. */
async function expectDead(token: string) {
  const seen = await probe(token);
  expect(seen.session).toBeNull();
  expect(seen.setCookies).toEqual([CLEARED]);
}

const logout = (app: TestContext, headers: Record<string, string>) =>
  app.app.inject({ method: 'POST', url: '/api/auth/logout', headers });

/** Moves the real clock (which signs and checks token expiry) past the token's 12 hours. */
function pastTokenLifetime() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + (TOKEN_LIFETIME_SECONDS + 1) * 1000);
}

describe('login sets the session cookie beside the token', () => {
  it('carries the same token: HttpOnly, SameSite=Lax, Path=/, no Secure over http, Max-Age its remaining lifetime', async () => {
    const account = await registerVerified(ctx);
    const before = Math.floor(Date.now() / 1000);
    const response = await login(ctx, account);
    const { token } = response.json() as { token: string };
    const line = sessionSetCookie(response);
    expect(line).toMatch(
      new RegExp(
        `^session=${token.replace(/\./g, '\\.')}; Max-Age=\\d+; Path=/; HttpOnly; SameSite=Lax$`,
      ),
    );
    const attrs = attributes(line);
    expect(attrs).not.toHaveProperty('secure');
    expect(attrs).not.toHaveProperty('domain');
    const maxAge = Number(attrs['max-age']);
    const { exp } = decodeJwt(token);
    expect(maxAge).toBeLessThanOrEqual(exp! - before);
    expect(maxAge).toBeGreaterThanOrEqual(exp! - before - 2);
    expect(maxAge).toBeGreaterThan(TOKEN_LIFETIME_SECONDS - 3);
    expect(maxAge).toBeLessThanOrEqual(TOKEN_LIFETIME_SECONDS);
    // The cookie is page rendering's: the body and the bearer token stay as they were.
    expect(Object.keys(response.json() as object).sort()).toEqual(['token', 'user']);
  });

  it('is Secure when APP_URL is https, and cleared with the same attributes', async () => {
    const account = await registerVerified(secure);
    const response = await login(secure, account);
    const line = sessionSetCookie(response);
    expect(line).toMatch(/; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    const { token } = response.json() as { token: string };
    const out = await logout(secure, bearer(token));
    expect(out.statusCode).toBe(204);
    expect(sessionSetCookie(out)).toBe(
      'session=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Lax',
    );
  });

  it('is not set by a failed login', async () => {
    const account = await registerVerified(ctx);
    const wrong = await post(ctx, '/api/auth/login', { ...credentials(account), password: 'x-1' });
    expect(wrong.statusCode).toBe(401);
    expect(setCookies(wrong)).toEqual([]);
    const unverified = await createUser(ctx, 'investor', { verified: false });
    const refused = await post(ctx, '/api/auth/login', {
      email: unverified.email,
      password: unverified.password,
    });
    expect(refused.statusCode).toBe(403);
    expect(setCookies(refused)).toEqual([]);
  });
});

describe('logout clears the session cookie on every answer', () => {
  it('with a live token (204)', async () => {
    const token = await signIn(ctx, await registerVerified(ctx));
    const response = await logout(ctx, { ...bearer(token), ...cookieHeader(token) });
    expect(response.statusCode).toBe(204);
    expect(setCookies(response)).toEqual([CLEARED]);
    await expectDead(token);
  });

  it('with a revoked, an expired, a forged or no token (401)', async () => {
    const account = await registerVerified(ctx);
    const revoked = await signIn(ctx, account);
    expect((await logout(ctx, bearer(revoked))).statusCode).toBe(204);
    const expiring = await signIn(ctx, account);

    const answers = [
      await logout(ctx, { ...bearer(revoked), ...cookieHeader(revoked) }),
      await logout(ctx, { ...bearer(`${revoked.slice(0, -4)}AAAA`) }),
      await logout(ctx, cookieHeader(expiring)),
      await logout(ctx, {}),
    ];
    pastTokenLifetime();
    answers.push(await logout(ctx, { ...bearer(expiring), ...cookieHeader(expiring) }));
    for (const response of answers) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(UNAUTHORIZED);
      expect(setCookies(response)).toEqual([CLEARED]);
    }
  });
});

describe('change-password sets the new token as the cookie', () => {
  it('replaces the cookie; the old one no longer reads as a session', async () => {
    const account = await registerVerified(ctx);
    const old = await signIn(ctx, account);
    expect((await probe(old)).session?.token).toBe(old);

    const refused = await post(
      ctx,
      '/api/auth/change-password',
      { oldPassword: 'pogresna-1', newPassword: 'nova-lozinka-42' },
      { ...bearer(old), ...cookieHeader(old) },
    );
    expect(refused.statusCode).toBe(400);
    expect(setCookies(refused)).toEqual([]);

    const response = await post(
      ctx,
      '/api/auth/change-password',
      { oldPassword: account.password, newPassword: 'nova-lozinka-42' },
      { ...bearer(old), ...cookieHeader(old) },
    );
    expect(response.statusCode, response.body).toBe(200);
    const { token } = response.json() as { token: string };
    expect(token).not.toBe(old);
    const line = sessionSetCookie(response);
    expect(line).toMatch(
      new RegExp(
        `^session=${token.replace(/\./g, '\\.')}; Max-Age=\\d+; Path=/; HttpOnly; SameSite=Lax$`,
      ),
    );
    expect(Number(attributes(line)['max-age'])).toBeGreaterThan(TOKEN_LIFETIME_SECONDS - 3);

    await expectDead(old);
    const fresh = await probe(token);
    expect(fresh.session).toMatchObject({ email: account.email.toLowerCase(), token });
    expect(fresh.setCookies).toEqual([]);
  });
});

describe('sessionFromCookie: page rendering reads a cookie exactly as a bearer token', () => {
  it('returns the user and token of a live cookie, and nothing without one', async () => {
    const account = await registerVerified(ctx, { user_type: 'business_owner' });
    const token = await signIn(ctx, account);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    const seen = await probe(token);
    expect(seen.session).toEqual({
      id: (me.json() as { id: number }).id,
      email: account.email.toLowerCase(),
      userType: 'business_owner',
      token,
    });
    expect(seen.setCookies).toEqual([]);
    expect(await probe(null)).toEqual({ session: null, setCookies: [] });
  });

  it('returns null after logout', async () => {
    const token = await signIn(ctx, await registerVerified(ctx));
    expect((await probe(token)).session).not.toBeNull();
    expect((await logout(ctx, bearer(token))).statusCode).toBe(204);
    await expectDead(token);
  });

  it('returns null once the token expires', async () => {
    const token = await signIn(ctx, await registerVerified(ctx));
    // Read once, so the verified signature is remembered: expiry must still end it.
    expect((await probe(token)).session).not.toBeNull();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (TOKEN_LIFETIME_SECONDS - 5) * 1000);
    expect((await probe(token)).session).not.toBeNull();
    vi.setSystemTime(Date.now() + 6 * 1000);
    await expectDead(token);
  });

  it('returns null for a tampered, forged or malformed cookie', async () => {
    const token = await signIn(ctx, await registerVerified(ctx));
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = decodeJwt(token);
    const otherUser = Buffer.from(
      JSON.stringify({ ...claims, sub: String(Number(claims.sub) + 1) }),
    ).toString('base64url');
    const otherKey = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256'));
    const noneAlg = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    for (const forged of [
      `${header}.${payload}.${flipped}`,
      `${header}.${otherUser}.${signature}`,
      otherKey,
      noneAlg,
      'not-a-token',
      '%E0%A4%A',
    ]) {
      await expectDead(forged);
    }
    const empty = await ctx.app.inject({
      method: 'GET',
      url: '/test/session',
      headers: { cookie: `${SESSION_COOKIE}=` },
    });
    expect(empty.json()).toEqual({ session: null });
    // The genuine cookie still reads.
    expect((await probe(token)).session?.token).toBe(token);
  });
});

describe('reset-password drops the cookie its reset revoked', () => {
  const reset = async (account: Registration, headers: Record<string, string>) => {
    const forgot = await post(ctx, '/api/auth/forgot-password', { email: account.email });
    expect(forgot.statusCode).toBe(200);
    const token = await linkToken(ctx, account.email, 'reset-password');
    return post(
      ctx,
      '/api/auth/reset-password',
      { token, newPassword: `nova-lozinka-${Date.now()}` },
      headers,
    );
  };

  it("clears the user's own cookie, which no longer reads as a session", async () => {
    const account = await registerVerified(ctx);
    const token = await signIn(ctx, account);
    const response = await reset(account, cookieHeader(token));
    expect(response.statusCode, response.body).toBe(200);
    expect(setCookies(response)).toEqual([CLEARED]);
    await expectDead(token);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) }))
        .statusCode,
    ).toBe(401);
  });

  it("keeps another user's live cookie, sets none without one, and none on a refused link", async () => {
    const [mine, theirs] = [await registerVerified(ctx), await registerVerified(ctx)];
    const theirToken = await signIn(ctx, theirs);
    const kept = await reset(mine, cookieHeader(theirToken));
    expect(kept.statusCode).toBe(200);
    expect(setCookies(kept)).toEqual([]);
    expect((await probe(theirToken)).session?.token).toBe(theirToken);

    const without = await reset(mine, {});
    expect(without.statusCode).toBe(200);
    expect(setCookies(without)).toEqual([]);

    const refused = await post(
      ctx,
      '/api/auth/reset-password',
      { token: 'nepostojeci-link-0000000000000000000000000000', newPassword: 'nova-lozinka-42' },
      cookieHeader(theirToken),
    );
    expect(refused.statusCode).toBe(400);
    expect(setCookies(refused)).toEqual([]);
  });
});
