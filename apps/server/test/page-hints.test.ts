import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AD_PAGE_PHOTO_SIZES } from '@marketplace/domain';
import { createTestApp, type TestContext } from './helpers/app';
import { imagePart } from './helpers/images';
import { createLandAd } from './helpers/land-ads';
import { createUser } from './helpers/users';
import { postBusinessAd, validForm } from './business-ads/fixtures';
import { multipart } from './helpers/multipart';
import { PAGE_MODULES } from '../src/services/page-hints';

// The ad pages and the business list name their first photo in the page's head, for a browser
// whose app marked a stored session (the hint cookie), so the photo loads beside the script.
const appDir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-hints-'));
writeFileSync(
  path.join(appDir, 'index.html'),
  '<!doctype html><html><head><title>Nekretnine</title></head><body><div id="root"><!--boot-screen--></div></body></html>',
);
// A build manifest as Vite writes it: the entry preloads the shared chunk itself.
mkdirSync(path.join(appDir, '.vite'));
writeFileSync(
  path.join(appDir, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared-1.js'] },
    '_shared-1.js': { file: 'assets/shared-1.js' },
    '_dialog-1.js': { file: 'assets/dialog-1.js', imports: ['_shared-1.js'] },
    '_get-land-ad-1.js': { file: 'assets/get-land-ad-1.js', imports: ['_shared-1.js'] },
    'src/features/land-ads/routes/land-ad.tsx': {
      file: 'assets/land-ad-1.js',
      isDynamicEntry: true,
      imports: ['_shared-1.js', '_dialog-1.js', '_get-land-ad-1.js'],
    },
  }),
);

let ctx: TestContext;
let landAd: { id: number; images: { filename: string; thumbnail_filename: string }[] };
let businessAdId: number;
let businessThumbnail: string;

beforeAll(async () => {
  ctx = await createTestApp({ APP_DIR: appDir });
  const owner = await createUser(ctx, 'land_owner');
  landAd = await createLandAd(ctx, owner, {
    images: [await imagePart('jpeg', 2000, 1200), await imagePart('png', 300, 200)],
  });
  const businessOwner = await createUser(ctx, 'business_owner');
  // An older ad without pictures: the list's first card is the newest ad, the one below.
  expect((await postBusinessAd(ctx, businessOwner, validForm())).statusCode).toBe(201);
  const body = multipart({ ...validForm(), images: [await imagePart('jpeg', 1000, 700)] });
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/business-ads',
    payload: body.payload,
    headers: { ...businessOwner.headers, ...body.headers },
  });
  expect(created.statusCode, created.body).toBe(201);
  businessAdId = created.json<{ id: number }>().id;
  businessThumbnail = created.json<{ thumbnail: string }>().thumbnail;
}, 60_000);
afterAll(async () => {
  await ctx.close();
  rmSync(appDir, { recursive: true, force: true });
});

/** The modulepreload links of a page's head. */
const modulePreloads = (html: string) =>
  [
    ...html
      .slice(0, html.indexOf('</head>'))
      .matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g),
  ].map((match) => match[1]);

const page = (url: string, signedIn = true) =>
  ctx.app.inject({
    method: 'GET',
    url,
    headers: signedIn ? { cookie: 'theme=light; signed_in=1' } : {},
  });

/** The preload links of a page's head, as attribute maps. */
function preloads(html: string): Record<string, string>[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<link rel="preload"([^>]*)>/g)].map((match) =>
    Object.fromEntries(
      [...(match[1] ?? '').matchAll(/([a-z]+)="([^"]*)"/g)].map(([, name, value]) => [
        name!,
        value!.replaceAll('&amp;', '&'),
      ]),
    ),
  );
}

describe('first photos named in the page', () => {
  it("a land ad page preloads its main photo with the gallery's candidates and sizes", async () => {
    const response = await page(`/ads/${landAd.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers.vary).toContain('Cookie');
    const ad = (await ctx.app.inject({ url: `/api/ads/${landAd.id}` })).json<{
      images: {
        order_index: number;
        thumbnail_filename: string;
        medium_filename: string;
        large_filename: string;
        filename: string;
      }[];
    }>();
    const main = [...ad.images].sort((a, b) => a.order_index - b.order_index)[0]!;
    const [hint, ...others] = preloads(response.body);
    expect(others).toEqual([]);
    expect(hint).toMatchObject({
      as: 'image',
      fetchpriority: 'high',
      href: `/api/ads/uploads/${main.large_filename}`,
      imagesizes: AD_PAGE_PHOTO_SIZES.land,
    });
    expect(hint!.imagesrcset!.split(', ')).toEqual([
      `/api/ads/uploads/thumbnails/${main.thumbnail_filename} 400w`,
      `/api/ads/uploads/${main.medium_filename} 800w`,
      `/api/ads/uploads/${main.large_filename} 1600w`,
      `/api/ads/uploads/${main.filename} 2000w`,
    ]);
    // Every candidate is served.
    for (const candidate of hint!.imagesrcset!.split(', ')) {
      const url = candidate.split(' ')[0]!;
      expect((await ctx.app.inject({ url })).statusCode, url).toBe(200);
    }
  });

  it("a land ad page preloads its route's scripts that the page does not name already", async () => {
    expect(modulePreloads((await page(`/ads/${landAd.id}`)).body)).toEqual([
      '/assets/land-ad-1.js',
      '/assets/dialog-1.js',
      '/assets/get-land-ad-1.js',
    ]);
    expect(modulePreloads((await page(`/ads/${landAd.id}`, false)).body)).toEqual([]);
    expect(modulePreloads((await page('/login')).body)).toEqual([]);
    // The business list's route modules are left to the app (PAGE_MODULES).
    expect(modulePreloads((await page('/business')).body)).toEqual([]);
  });

  it('follows a new build of the app under the running server', async () => {
    const manifestFile = path.join(appDir, '.vite', 'manifest.json');
    const indexFile = path.join(appDir, 'index.html');
    const [manifest, index] = [readFileSync(manifestFile, 'utf8'), readFileSync(indexFile, 'utf8')];
    try {
      writeFileSync(manifestFile, manifest.replaceAll('land-ad-1.js', 'land-ad-2.js'));
      writeFileSync(indexFile, index.replace('<title>Nekretnine</title>', '<title>Nova</title>'));
      const response = await page(`/ads/${landAd.id}`);
      expect(modulePreloads(response.body)).toContain('/assets/land-ad-2.js');
      expect(response.body).toContain('<title>Nova</title>');
    } finally {
      writeFileSync(manifestFile, manifest);
      writeFileSync(indexFile, index);
    }
    expect(modulePreloads((await page(`/ads/${landAd.id}`)).body)).toContain(
      '/assets/land-ad-1.js',
    );
  });

  it("names modules of the app's own sources", () => {
    const appRoot = path.resolve(import.meta.dirname, '../../marketplace');
    for (const { modules } of PAGE_MODULES) {
      for (const module of modules)
        expect(existsSync(path.join(appRoot, module)), module).toBe(true);
    }
  });

  it('a business ad page preloads its main photo; the list preloads its first card', async () => {
    const [detail] = preloads((await page(`/business/${businessAdId}`)).body);
    expect(detail).toMatchObject({ imagesizes: AD_PAGE_PHOTO_SIZES.business });
    expect(detail!.href).toMatch(/^\/uploads\/[^/]+$/);
    expect(detail!.imagesrcset).toContain(`/uploads/thumbnails/${businessThumbnail} 400w`);

    const first = (await ctx.app.inject({ url: '/api/business-ads/search?sort=newest' })).json<{
      items: { thumbnail: string | null }[];
    }>().items[0];
    expect(first?.thumbnail).toBe(businessThumbnail);
    expect(preloads((await page('/business')).body)).toEqual([
      { as: 'image', href: `/uploads/thumbnails/${businessThumbnail}`, fetchpriority: 'high' },
    ]);
  });

  it('names nothing without a stored session, for other pages, or for ads nobody may see', async () => {
    const owner = await createUser(ctx, 'land_owner');
    const deleted = await createLandAd(ctx, owner, { images: [await imagePart()] });
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/ads/${deleted.id}`,
      headers: owner.headers,
    });
    for (const [url, signedIn] of [
      [`/ads/${landAd.id}`, false],
      ['/business', false],
      ['/', true],
      ['/business?q=restoran', true],
      [`/ads/${deleted.id}`, true],
      ['/ads/999999', true],
      ['/ads/99999999999999', true],
      ['/ads/abc', true],
      [`/ads/${landAd.id}/extra`, true],
      [`/edit-ad/${landAd.id}`, true],
    ] as const) {
      const response = await page(url, signedIn);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root">');
      expect(preloads(response.body), url).toEqual([]);
    }
  });
});

/** The attributes of the boot photos in a page's body, as maps. */
function bootPhotos(html: string): Record<string, string>[] {
  const body = html.slice(html.indexOf('<body>'));
  return [...body.matchAll(/<img class="boot-photo"([^>]*)>/g)].map((match) =>
    Object.fromEntries(
      [...(match[1] ?? '').matchAll(/([a-z-]+)="([^"]*)"/g)].map(([, name, value]) => [
        name!,
        value!.replaceAll('&amp;', '&'),
      ]),
    ),
  );
}

describe("an ad page's main photo in the page's boot markup", () => {
  it("is the land ad page's main photo: the preload's copy, the gallery's sizes, its proportions", async () => {
    const body = (await page(`/ads/${landAd.id}`)).body;
    const [photo, ...others] = bootPhotos(body);
    expect(others).toEqual([]);
    const [hint] = preloads(body);
    expect(photo).toEqual({
      'data-kind': 'land',
      src: hint!.href,
      srcset: hint!.imagesrcset,
      sizes: AD_PAGE_PHOTO_SIZES.land,
      // The main photo is the first one sent: a 2000 × 1200 JPEG.
      width: '2000',
      height: '1200',
      alt: '',
      fetchpriority: 'high',
    });
    // The mark index.html keeps for it is gone.
    expect(body).not.toContain('<!--boot-screen-->');
  });

  it("is the business ad page's main photo", async () => {
    const [photo] = bootPhotos((await page(`/business/${businessAdId}`)).body);
    expect(photo).toMatchObject({
      'data-kind': 'business',
      sizes: AD_PAGE_PHOTO_SIZES.business,
      width: '1000',
      height: '700',
    });
  });

  it('is left out for a signed-out browser and on pages without a main photo', async () => {
    for (const [url, signedIn] of [
      [`/ads/${landAd.id}`, false],
      ['/business', true],
      ['/login', true],
      ['/ads/999999', true],
    ] as const) {
      const body = (await page(url, signedIn)).body;
      expect(bootPhotos(body), url).toEqual([]);
      expect(body, url).not.toContain('<!--boot-screen-->');
    }
  });
});
