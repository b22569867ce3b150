import { createHmac, generateKeyPairSync } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app';
import { createUser, type TestUser } from '../helpers/users';
import { createWorld, freshToken, signToken, type JsonObject, type World } from './support';

/**
 * Forged, broken and no-longer-valid bearer tokens: every one is answered 401 with the Serbian
 * message on authenticated routes (never 500), and on routes where the token is optional it makes
 * the request exactly an anonymous one.
 */

const UNAUTHORIZED = { message: 'Niste prijavljeni ili je sesija istekla.' };

let ctx: TestContext;
let world: World;
let user: TestUser;

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

/** Valid claims for `user`, as the server would issue them. */
function claims(overrides: JsonObject = {}): JsonObject {
  return {
    sub: String(user.id),
    ver: 0,
    jti: 'b0f7a3c2-0d1e-4c5f-9a8b-7c6d5e4f3a2b',
    iat: now(),
    exp: now() + 3600,
    ...overrides,
  };
}

function without(key: string): JsonObject {
  const copy = claims();
  delete copy[key];
  return copy;
}

/** Each case: a name and how to build the Authorization header value. */
const CASES: [string, () => Promise<string>][] = [
  [
    'alg none, no signature',
    async () => `Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims())}.`,
  ],
  [
    'HS256 signed with another key',
    async () =>
      `Bearer ${await new SignJWT(claims())
        .setProtectedHeader({ alg: 'HS256' })
        .sign(new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256'))}`,
  ],
  [
    'payload swapped (another user) under the original signature',
    async () => {
      const [header, , signature] = (await signToken(ctx, claims())).split('.');
      return `Bearer ${header}.${b64(claims({ sub: String(world.landOwner.id) }))}.${signature}`;
    },
  ],
  [
    'HS512 with the real key (algorithm not accepted)',
    async () => `Bearer ${await signToken(ctx, claims(), { alg: 'HS512' })}`,
  ],
  [
    'RS256 header, HMAC signature made with the real key as if it were a public key',
    async () => {
      const head = `${b64({ alg: 'RS256', typ: 'JWT' })}.${b64(claims())}`;
      const signature = createHmac('sha256', ctx.config.jwtSecret!)
        .update(head)
        .digest('base64url');
      return `Bearer ${head}.${signature}`;
    },
  ],
  [
    'RS256 signed with an attacker key pair',
    async () => {
      const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      return `Bearer ${await new SignJWT(claims()).setProtectedHeader({ alg: 'RS256' }).sign(privateKey)}`;
    },
  ],
  [
    'expired',
    async () => `Bearer ${await signToken(ctx, claims({ iat: now() - 7200, exp: now() - 60 }))}`,
  ],
  [
    'sub overflows int4 (99999999999)',
    async () => `Bearer ${await signToken(ctx, claims({ sub: '99999999999' }))}`,
  ],
  ['sub is 2^31', async () => `Bearer ${await signToken(ctx, claims({ sub: '2147483648' }))}`],
  ['sub is 1e309', async () => `Bearer ${await signToken(ctx, claims({ sub: '1e309' }))}`],
  ['sub is not numeric', async () => `Bearer ${await signToken(ctx, claims({ sub: 'admin' }))}`],
  [
    'sub is a number, not a string',
    async () => `Bearer ${await signToken(ctx, claims({ sub: user.id }))}`,
  ],
  ['sub is 0', async () => `Bearer ${await signToken(ctx, claims({ sub: '0' }))}`],
  ['sub is negative', async () => `Bearer ${await signToken(ctx, claims({ sub: '-1' }))}`],
  [
    'sub has a fraction',
    async () => `Bearer ${await signToken(ctx, claims({ sub: `${user.id}.5` }))}`,
  ],
  [
    'sub holds NUL',
    async () => `Bearer ${await signToken(ctx, claims({ sub: `${user.id}\u0000` }))}`,
  ],
  ['sub missing', async () => `Bearer ${await signToken(ctx, without('sub'))}`],
  ['ver overflows int4', async () => `Bearer ${await signToken(ctx, claims({ ver: 2147483648 }))}`],
  ['ver is 1e300', async () => `Bearer ${await signToken(ctx, claims({ ver: 1e300 }))}`],
  ['ver is negative', async () => `Bearer ${await signToken(ctx, claims({ ver: -1 }))}`],
  ['ver is a string', async () => `Bearer ${await signToken(ctx, claims({ ver: '0' }))}`],
  ['ver has a fraction', async () => `Bearer ${await signToken(ctx, claims({ ver: 0.5 }))}`],
  ['ver missing', async () => `Bearer ${await signToken(ctx, without('ver'))}`],
  ['jti missing', async () => `Bearer ${await signToken(ctx, without('jti'))}`],
  ['jti is a number', async () => `Bearer ${await signToken(ctx, claims({ jti: 42 }))}`],
  ['jti holds NUL', async () => `Bearer ${await signToken(ctx, claims({ jti: 'a\u0000b' }))}`],
  [
    'jti is 10 000 characters',
    async () => `Bearer ${await signToken(ctx, claims({ jti: 'a'.repeat(10_000) }))}`,
  ],
  ['exp missing', async () => `Bearer ${await signToken(ctx, without('exp'))}`],
  ['garbage', async () => 'Bearer not-a-token'],
  ['three garbage segments', async () => 'Bearer a.b.c'],
  ['empty bearer', async () => 'Bearer '],
  ['another scheme', async () => `Basic ${Buffer.from('admin:admin').toString('base64')}`],
  ['oversized header (64 KiB)', async () => `Bearer ${'A'.repeat(64 * 1024)}`],
];

beforeAll(async () => {
  ctx = await createTestApp();
  world = await createWorld(ctx);
  user = await createUser(ctx, 'investor');
});
afterAll(() => ctx?.close());

async function get(url: string, authorization?: string) {
  return ctx.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });
}

describe('ASVS 9.1.1/9.1.2/9.2.1: forged and invalid tokens are refused', () => {
  it('ASVS 9.1.1: the valid token of the same user is accepted (the cases below differ only in the token)', async () => {
    const valid = `Bearer ${await signToken(ctx, claims())}`;
    expect((await get('/api/auth/me', valid)).statusCode).toBe(200);
    expect((await get('/api/messages/unread-count', valid)).statusCode).toBe(200);
  });

  it.each(CASES)(
    'ASVS 9.1.1/9.1.2/9.2.1/16.5.1 %s → 401 on authenticated routes, anonymous on optional ones',
    async (_name, header) => {
      const authorization = await header();
      for (const url of [
        '/api/auth/me',
        '/api/messages/unread-count',
        '/api/messages/conversations',
      ]) {
        const response = await get(url, authorization);
        expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(401);
        expect(response.json()).toEqual(UNAUTHORIZED);
      }
      const logout = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { authorization },
      });
      expect(logout.statusCode).toBe(401);

      // Optional-auth routes: exactly what an anonymous visitor gets (no description for business ads).
      for (const url of [
        `/api/ads/${world.landAd.id}`,
        '/api/business-ads',
        `/api/business-ads/${world.businessAd.id}`,
      ]) {
        const anonymous = await get(url);
        const forged = await get(url, authorization);
        expect(forged.statusCode, url).toBe(anonymous.statusCode);
        expect(forged.json(), url).toEqual(anonymous.json());
      }
    },
  );
});

describe('ASVS 7.4.1/9.2.1: tokens that were valid stop working', () => {
  it('ASVS 7.4.1: a token revoked by logout is refused (401), never 500', async () => {
    const owner = await createUser(ctx, 'land_owner');
    expect((await get('/api/auth/me', owner.headers.authorization)).statusCode).toBe(200);
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: owner.headers,
    });
    expect(logout.statusCode).toBe(204);
    for (const url of ['/api/auth/me', '/api/messages/unread-count']) {
      const response = await get(url, owner.headers.authorization);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(UNAUTHORIZED);
    }
  });

  it('ASVS 7.4.3: a token superseded by a password change is refused; the new one works', async () => {
    const owner = await createUser(ctx, 'business_owner');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: owner.headers,
      payload: { oldPassword: owner.password, newPassword: 'sasvim-Nova-Lozinka-77' },
    });
    expect(response.statusCode).toBe(200);
    for (const url of ['/api/auth/me', '/api/messages/unread-count']) {
      const old = await get(url, owner.headers.authorization);
      expect(old.statusCode).toBe(401);
      expect(old.json()).toEqual(UNAUTHORIZED);
    }
    const renewed = `Bearer ${response.json<{ token: string }>().token}`;
    expect((await get('/api/auth/me', renewed)).statusCode).toBe(200);
    // A token with the old version but a fresh signature is still superseded.
    const stale = await signToken(ctx, {
      sub: String(owner.id),
      ver: 0,
      jti: 'stale-jti',
      exp: now() + 3600,
    });
    expect((await get('/api/auth/me', `Bearer ${stale}`)).statusCode).toBe(401);
    expect((await freshToken(ctx, owner)).length).toBeGreaterThan(0);
  });
});
