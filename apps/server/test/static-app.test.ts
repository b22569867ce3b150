import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/app';

const appDir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-app-'));
mkdirSync(path.join(appDir, 'assets'));
writeFileSync(path.join(appDir, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(path.join(appDir, 'assets', 'index-abc123.js'), 'console.log(1)');
writeFileSync(path.join(appDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ APP_DIR: appDir });
});
afterAll(async () => {
  await ctx.close();
  rmSync(appDir, { recursive: true, force: true });
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('serving the built app at /', () => {
  it.each(['/', '/ads/12', '/messages?adId=1&receiverId=2&sendInitial=1', '/edit-business-ad/3'])(
    'answers the client route %s with index.html',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves hashed assets with long-lived caching and the right type', async () => {
    const response = await get('/assets/index-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toContain('immutable');
    expect((await get('/favicon.svg')).headers['content-type']).toContain('image/svg+xml');
  });

  it('sends the security headers with the page', async () => {
    const response = await get('/login');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('does not answer missing files or unknown API paths with the page', async () => {
    expect((await get('/assets/missing.js')).statusCode).toBe(404);
    const api = await get('/api/unknown');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Traženi resurs nije pronađen.' });
    const traversal = await get('/assets/../../../../etc/passwd');
    expect(traversal.body).not.toContain('root:');
  });
});
