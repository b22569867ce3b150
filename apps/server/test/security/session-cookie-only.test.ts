import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../src/plugins/app/auth';
import { createTestApp, type TestContext } from '../helpers/app';
import { landAdFields } from '../helpers/land-ads';
import { multipart } from '../helpers/multipart';
import type { TestUser } from '../helpers/users';
import { validForm } from '../business-ads/fixtures';
import {
  changed,
  createWorld,
  injectOperation,
  operations,
  snapshot,
  type Operation,
  type World,
} from './support';

/**
 * DESIGN "Rendering and the session": the session cookie never authorizes an API request. Every
 * operation that requires a sign-in, sent with a live session cookie and no bearer header (as a
 * cross-site form or a forged request would be), answers exactly as it does with no credentials:
 * 401, the same body, nothing stored. Operations where a token is optional answer a cookie as they
 * answer an anonymous caller.
 */

let ctx: TestContext;
let world: World;
/** The `session` cookie each signed-in user got from a real login. */
const cookies = new Map<TestUser, string>();
beforeAll(async () => {
  ctx = await createTestApp();
  world = await createWorld(ctx);
  for (const user of [world.landOwner, world.businessOwner, world.investor]) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(response.statusCode, response.body).toBe(200);
    const header = [response.headers['set-cookie'] ?? []].flat();
    const line = header.find((value) => value.startsWith(`${SESSION_COOKIE}=`));
    if (!line) throw new Error('login set no session cookie');
    cookies.set(user, line.split(';')[0]!);
  }
});
afterAll(() => ctx.close());

const UNAUTHORIZED = { message: 'Niste prijavljeni ili je sesija istekla.' };

/** A path of the operation naming the world's objects, the ones the cookie's users act on. */
function pathOf(operation: Operation): string {
  const values: Record<string, string | number> = {
    id: operation.path.startsWith('/api/business-ads')
      ? world.businessAd.id
      : operation.path.startsWith('/api/messages')
        ? world.conversationId
        : operation.path.startsWith('/api/saved-searches')
          ? 1
          : world.landAd.id,
    imageId: world.landAd.imageId,
    adType: 'land',
    userId: world.landOwner.id,
  };
  return operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`no value for {${name}} in ${operation.path}`);
    return String(values[name]);
  });
}

/** A body of the operation's declared type, as a form posted from another site could carry. */
function bodyOf(operation: Operation): Pick<InjectOptions, 'payload' | 'headers'> {
  if (operation.bodies.has('application/json')) {
    return { payload: {}, headers: { 'content-type': 'application/json' } };
  }
  if (operation.bodies.has('multipart/form-data')) {
    const form = multipart(
      operation.path.startsWith('/api/business-ads') ? validForm() : landAdFields(),
    );
    return { payload: form.payload, headers: form.headers };
  }
  return { headers: {} };
}

const request = (
  operation: Operation,
  headers: Record<string, string>,
): Promise<LightMyRequestResponse> => {
  const body = bodyOf(operation);
  return injectOperation(ctx.app, operation, {
    method: operation.method,
    url: pathOf(operation),
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  } as InjectOptions);
};

const required = operations().filter((operation) => operation.auth === 'required');

describe('a session cookie without the bearer header signs nothing in', () => {
  it('covers every operation that requires a sign-in, GET /api/auth/me and every write among them', () => {
    const names = required.map((operation) => `${operation.method} ${operation.path}`);
    expect(names).toContain('GET /api/auth/me');
    expect(names).toContain('POST /api/auth/change-password');
    expect(names).toContain('DELETE /api/ads/{id}');
    expect(names).toContain('POST /api/messages/conversations/{id}/messages');
    const writes = operations().filter((operation) => operation.method !== 'GET');
    // Every write of the API needs the bearer header, except those a stranger may make (sign-in,
    // registration, links from emails), which take no token at all.
    for (const operation of writes) {
      if (operation.auth !== 'required') expect(operation.auth).toBe('none');
    }
  });

  it('the cookies carry live tokens: sent as the bearer header they sign in', async () => {
    for (const [user, cookie] of cookies) {
      const token = cookie.slice(`${SESSION_COOKIE}=`.length);
      const me = await ctx.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.statusCode).toBe(200);
      expect((me.json() as { id: number }).id).toBe(user.id);
    }
  });

  it.each(required.map((operation) => [`${operation.method} ${operation.path}`, operation]))(
    '%s answers a cookie alone with 401, exactly as no credentials, and stores nothing',
    async (_name, operation) => {
      const before = await snapshot(ctx);
      const anonymous = await request(operation, {});
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual(UNAUTHORIZED);
      for (const cookie of cookies.values()) {
        const withCookie = await request(operation, { cookie: `theme=light; ${cookie}` });
        expect(withCookie.statusCode).toBe(401);
        expect(withCookie.body).toBe(anonymous.body);
      }
      expect(changed(before, await snapshot(ctx))).toEqual([]);
    },
  );
});

describe('where a token is optional, a cookie reads as anonymous', () => {
  it('a business description stays hidden from an investor whose cookie alone is sent', async () => {
    const url = `/api/business-ads/${world.businessAd.id}`;
    const cookie = cookies.get(world.investor)!;
    const anonymous = await ctx.app.inject({ method: 'GET', url });
    const withCookie = await ctx.app.inject({ method: 'GET', url, headers: { cookie } });
    const withBearer = await ctx.app.inject({
      method: 'GET',
      url,
      headers: world.investor.headers,
    });
    expect(withBearer.json()).toHaveProperty('description');
    expect(anonymous.json()).not.toHaveProperty('description');
    expect(withCookie.statusCode).toBe(200);
    expect(withCookie.json()).toEqual(anonymous.json());
  });

  it("a deleted land ad stays hidden from its author's cookie", async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/ads',
      ...(() => {
        const form = multipart(landAdFields());
        return { payload: form.payload, headers: { ...form.headers, ...world.landOwner.headers } };
      })(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const url = `/api/ads/${(created.json() as { id: number }).id}`;
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url,
      headers: world.landOwner.headers,
    });
    expect(deleted.statusCode).toBe(204);
    const cookie = cookies.get(world.landOwner)!;
    expect(
      (await ctx.app.inject({ method: 'GET', url, headers: world.landOwner.headers })).statusCode,
    ).toBe(200);
    const anonymous = await ctx.app.inject({ method: 'GET', url });
    const withCookie = await ctx.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(anonymous.statusCode).toBe(404);
    expect(withCookie.statusCode).toBe(404);
    expect(withCookie.body).toBe(anonymous.body);
  });
});
