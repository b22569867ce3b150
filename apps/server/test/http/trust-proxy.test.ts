import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createTestApp, type TestContext } from '../helpers/app';

// Behind a balancer every request comes from the balancer's address: TRUST_PROXY names the
// proxies whose X-Forwarded-For is believed, so a limit per address counts each visitor.
let ctx: TestContext | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

const login = (forwardedFor: string) =>
  ctx!.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email: 'niko@example.test', password: 'pogresna-lozinka' },
  });

describe('TRUST_PROXY', () => {
  it('reads true, a number of hops, or a list of addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    const hops = loadConfig({ TRUST_PROXY: '2' }).trustProxy as (a: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => hops('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toBe(
      '127.0.0.1,10.0.0.0/8',
    );
  });

  it('counts the auth limit per forwarded address behind a trusted balancer', async () => {
    ctx = await createTestApp({ AUTH_RATE_LIMIT: '2', TRUST_PROXY: '127.0.0.1' });
    expect((await login('203.0.113.5')).statusCode).toBe(401);
    expect((await login('203.0.113.5')).statusCode).toBe(401);
    expect((await login('203.0.113.5')).statusCode).toBe(429);
    expect((await login('198.51.100.7')).statusCode).toBe(401);
  });

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    ctx = await createTestApp({ AUTH_RATE_LIMIT: '2' });
    expect((await login('203.0.113.5')).statusCode).toBe(401);
    expect((await login('203.0.113.6')).statusCode).toBe(401);
    expect((await login('203.0.113.7')).statusCode).toBe(429);
  });
});
