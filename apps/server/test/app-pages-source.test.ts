import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/app';

// `npm run dev`: the same server renders the pages from the app's sources through Vite. The
// database does not matter here, so the file runs once (PGlite).
describe.skipIf(process.env.TEST_DB === 'postgres')('pages rendered from the sources', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      APP_SOURCE: path.resolve(import.meta.dirname, '../../marketplace'),
    });
  }, 180_000);
  afterAll(async () => {
    await ctx?.close();
  });

  it('renders /login with its labels and nonce-carrying scripts', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/login' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/<label[^>]*>Email adresa/);
    const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    const scripts = [...response.body.matchAll(/<script\b([^>]*)>/g)].map(([, attrs]) => attrs);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
  }, 120_000);

  it("serves the browser's modules from the sources", async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/src/entry.client.tsx' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.body).toContain('hydrateRoot');
  }, 120_000);
});
