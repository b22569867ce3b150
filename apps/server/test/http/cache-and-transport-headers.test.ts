import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app';
import { imagePart } from '../helpers/images';
import { createLandAd } from '../helpers/land-ads';
import { createUser, type TestUser } from '../helpers/users';

let ctx: TestContext;
let owner: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx, 'land_owner');
});
afterAll(() => ctx.close());

describe('ASVS 14.3.2, 14.2.2: no cache keeps personal answers or tokens', () => {
  it.each([
    ['the signed-in user', '/api/auth/me'],
    ['my ads', '/api/ads/my-ads'],
    ['conversations', '/api/messages/conversations'],
    ['the unread count', '/api/messages/unread-count'],
  ])('answers %s with Cache-Control: no-store', async (_name, url) => {
    const response = await ctx.app.inject({ url, headers: owner.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers a login (its body carries a token) and errors with no-store', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.email, password: owner.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const denied = await ctx.app.inject({ url: '/api/auth/me' });
    expect(denied.statusCode).toBe(401);
    expect(denied.headers['cache-control']).toBe('no-store');
  });

  it('keeps revalidation for the public list and long caching for immutable images', async () => {
    const ad = await createLandAd(ctx, owner, { images: [await imagePart()] });
    const list = await ctx.app.inject({ url: '/api/ads' });
    expect(list.headers['cache-control']).toBe('no-cache');
    expect(list.headers.etag).toBeDefined();
    const image = await ctx.app.inject({ url: `/api/ads/uploads/${ad.images[0]!.filename}` });
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('ASVS 3.4.1: HSTS for deployments behind TLS', () => {
  it('sends no Strict-Transport-Security by default (the server speaks plain HTTP)', async () => {
    const response = await ctx.app.inject({ url: '/api/health' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends it on every answer when HSTS_MAX_AGE is set', async () => {
    const behindTls = await createTestApp({ HSTS_MAX_AGE: '31536000' });
    try {
      for (const url of ['/api/health', '/api/ads', '/nepostojeca-stranica']) {
        const response = await behindTls.app.inject({ url });
        expect(response.headers['strict-transport-security']).toBe(
          'max-age=31536000; includeSubDomains',
        );
      }
    } finally {
      await behindTls.close();
    }
  });
});
