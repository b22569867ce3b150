import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/app';
import { appBuild } from './helpers/app-build';
import { imagePart } from './helpers/images';
import { createLandAd } from './helpers/land-ads';
import { createUser, type TestUser } from './helpers/users';
import { createBusinessAd } from './business-ads/fixtures';

let ctx: TestContext;
let landOwner: TestUser;
let businessOwner: TestUser;
let investor: TestUser;
let landAd: { id: number };
let businessAd: { id: number };

beforeAll(async () => {
  ctx = await createTestApp({ APP_DIR: appBuild() });
  landOwner = await createUser(ctx, 'land_owner');
  businessOwner = await createUser(ctx, 'business_owner');
  investor = await createUser(ctx, 'investor');
  landAd = await createLandAd(ctx, landOwner, { images: [await imagePart('jpeg', 1200, 800)] });
  businessAd = await createBusinessAd(ctx, businessOwner, { title: 'Pekara u centru Čačka' });
}, 240_000);
afterAll(async () => {
  await ctx.close();
});

/** A page as a browser asks for it, with the session cookie of `user` when given. */
const page = (url: string, user?: TestUser) =>
  ctx.app.inject({
    method: 'GET',
    url,
    headers: user ? { cookie: `session=${user.token}` } : {},
  });

/** The page's HTML without its scripts: what shows before any script runs. */
const withoutScripts = (html: string) => html.replace(/<script\b[\s\S]*?<\/script>/g, '');

describe('pages rendered by the server', () => {
  it("/login holds the form's labels before any script runs", async () => {
    const response = await page('/login');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = withoutScripts(response.body);
    expect(html).toContain('<title>Prijava | Nekretnine</title>');
    expect(html).toMatch(/<label[^>]*>Email adresa/);
    expect(html).toMatch(/<label[^>]*>Lozinka/);
  });

  it('allows only the scripts that carry the response’s nonce, new on every answer', async () => {
    const first = await page('/login');
    const policy = String(first.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy).toMatch(/script-src 'self' 'nonce-[^']+';/);
    const scripts = [...first.body.matchAll(/<script\b([^>]*)>/g)].map(
      ([, attributes]) => attributes,
    );
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
    const second = await page('/login');
    expect(second.headers['content-security-policy']).not.toContain(nonce);
    const api = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers['content-security-policy']).toContain("script-src 'self';");
  });

  it('is private to its viewer', async () => {
    const response = await page('/business', businessOwner);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.vary).toContain('Cookie');
  });

  it("/business shows a signed-in viewer the first cards' titles", async () => {
    const html = withoutScripts((await page('/business', investor)).body);
    expect(html).toContain('Pekara u centru Čačka');
  });

  it("shows the viewer's saved ads as saved before any script runs", async () => {
    const hearts = (html: string) =>
      [...withoutScripts(html).matchAll(/<button[^>]*aria-pressed="(true|false)"[^>]*>/g)].map(
        (match) => match[1],
      );
    expect(hearts((await page('/business', investor)).body)).toEqual(['false']);
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/favorites/business/${businessAd.id}`,
      headers: { authorization: `Bearer ${investor.token}` },
    });
    expect(saved.statusCode, saved.body).toBeLessThan(300);
    try {
      expect(hearts((await page('/business', investor)).body)).toEqual(['true']);
      expect(hearts((await page(`/business/${businessAd.id}`, investor)).body)).toContain('true');
    } finally {
      await ctx.app.inject({
        method: 'DELETE',
        url: `/api/favorites/business/${businessAd.id}`,
        headers: { authorization: `Bearer ${investor.token}` },
      });
    }
  });

  it('/business shows a visitor the hero and the sign-in prompt, no ads', async () => {
    const html = withoutScripts((await page('/business')).body);
    expect(html).toContain('<h1');
    expect(html).not.toContain('Pekara u centru Čačka');
  });

  it("an ad page holds the ad's title and its main photo, sized for the screen", async () => {
    const response = await page(`/ads/${landAd.id}`, investor);
    expect(response.statusCode).toBe(200);
    const html = withoutScripts(response.body);
    expect(html).toContain('Poljoprivredno zemljište kod Novog Sada');
    const image = /<img[^>]*fetchPriority="high"[^>]*>/i.exec(html)?.[0] ?? '';
    expect(image).toMatch(/srcSet="[^"]*400w[^"]*800w/i);
    expect(image).toContain('sizes="');
  });

  it.each(['/ads/999999', '/ads/abc', '/business/999999'])(
    '%s is a full page saying the ad is not there, with a way back, and HTTP 404',
    async (url) => {
      const response = await page(url, investor);
      expect(response.statusCode).toBe(404);
      const html = withoutScripts(response.body);
      expect(html).toMatch(/Oglas nije pronađen|Oglas za biznis nije pronađen/);
      expect(html).toMatch(/href="\/(nekretnine|business)"[^>]*>Nazad na/);
      // The top bar stays.
      expect(html).toContain('Glavna navigacija');
    },
  );

  it('an address outside the app is the not-found page with HTTP 404', async () => {
    const response = await page('/nema-ove-stranice');
    expect(response.statusCode).toBe(404);
    expect(withoutScripts(response.body)).toContain('Stranica nije pronađena');
  });

  it('answers a wrong role with the access-denied page from the server', async () => {
    const html = withoutScripts((await page('/create-business-ad', investor)).body);
    expect(html).toContain('Pristup odbijen');
  });

  it('never sends a browser to /login itself: without a cookie it gets the page and the spinner', async () => {
    const response = await page('/profile');
    expect(response.statusCode).toBe(200);
    expect(response.headers.location).toBeUndefined();
    expect(withoutScripts(response.body)).not.toMatch(/<label[^>]*>Email adresa/);
  });

  it('renders for the cookie that signing in sets', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: investor.email, password: investor.password },
    });
    expect(login.statusCode).toBe(200);
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    const response = await ctx.app.inject({ method: 'GET', url: '/business', headers: { cookie } });
    expect(withoutScripts(response.body)).toContain('Pekara u centru Čačka');
  });

  it('renders for nobody a cookie whose session has ended, and drops it', async () => {
    const ended = await createUser(ctx, 'investor');
    await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: ended.headers });
    const response = await page('/business', ended);
    expect(withoutScripts(response.body)).not.toContain('Pekara u centru Čačka');
    expect(String(response.headers['set-cookie'])).toMatch(/^session=;.*Max-Age=0/i);
  });
});

describe("the build's files", () => {
  it('serves hashed assets with long-lived caching and the right type', async () => {
    const html = (await page('/login')).body;
    const asset = /href="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const response = await page(asset!);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toContain('immutable');
    expect((await page('/favicon.svg')).headers['content-type']).toContain('image/svg+xml');
  });

  it("sends the build's compressed copy of an asset as it is, as the browser accepts it", async () => {
    const html = (await page('/login')).body;
    const asset = /href="(\/assets\/framework-[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const file = path.join(appBuild(), 'client', asset!);
    for (const [accept, encoding, suffix] of [
      ['br, gzip', 'br', '.br'],
      ['gzip', 'gzip', '.gz'],
    ] as const) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: asset!,
        headers: { 'accept-encoding': accept },
      });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.rawPayload.equals(readFileSync(file + suffix))).toBe(true);
    }
    const plain = await ctx.app.inject({ method: 'GET', url: asset! });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(readFileSync(file))).toBe(true);
  });

  it('does not answer missing files or unknown API paths with a page', async () => {
    expect((await page('/assets/missing.js')).statusCode).toBe(404);
    const api = await page('/api/unknown');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Traženi resurs nije pronađen.' });
    const traversal = await page('/assets/../../../../etc/passwd');
    expect(traversal.body).not.toContain('root:');
  });
});
