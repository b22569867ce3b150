import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
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

describe("the page's own inline script", () => {
  const scriptedDir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-app-scripted-'));
  const page = (code: string) =>
    `<!doctype html><html><head><script>${code}</script></head><body><div id="root"></div></body></html>`;
  const hashOf = (code: string) =>
    `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
  let scripted: TestContext;
  beforeAll(async () => {
    writeFileSync(path.join(scriptedDir, 'index.html'), page('window.early = 1;'));
    scripted = await createTestApp({ APP_DIR: scriptedDir });
  });
  afterAll(async () => {
    await scripted.close();
    rmSync(scriptedDir, { recursive: true, force: true });
  });

  it('is allowed by its hash on the page, and no inline script anywhere else', async () => {
    const response = await scripted.app.inject({ method: 'GET', url: '/business' });
    expect(response.body).toContain('<script>window.early = 1;</script>');
    const policy = response.headers['content-security-policy'];
    expect(policy).toContain(`script-src 'self' ${hashOf('window.early = 1;')};`);
    expect(policy).toContain("frame-ancestors 'none'");
    const api = await scripted.app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers['content-security-policy']).toContain("script-src 'self';");
  });

  it('follows a new build of the page', async () => {
    writeFileSync(path.join(scriptedDir, 'index.html'), page('window.early = 2;'));
    // A later modification time, as a new build gives.
    const later = new Date(Date.now() + 5_000);
    utimesSync(path.join(scriptedDir, 'index.html'), later, later);
    const policy = (await scripted.app.inject({ method: 'GET', url: '/' })).headers[
      'content-security-policy'
    ];
    expect(policy).toContain(hashOf('window.early = 2;'));
    expect(policy).not.toContain(hashOf('window.early = 1;'));
  });
});
