import { writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app';
import { imagePart } from '../helpers/images';
import { createLandAd } from '../helpers/land-ads';
import { createUser } from '../helpers/users';

let ctx: TestContext;
let filename: string;
let thumbnailFilename: string;
beforeAll(async () => {
  ctx = await createTestApp();
  const owner = await createUser(ctx, 'land_owner');
  const ad = await createLandAd(ctx, owner, { images: [await imagePart('jpeg', 800, 600)] });
  filename = ad.images[0]!.filename;
  thumbnailFilename = ad.images[0]!.thumbnail_filename;
  // A file an attacker would like to reach, next to the uploads folder.
  writeFileSync(path.join(ctx.dataDir, 'secret.txt'), 'tajna');
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('serving stored images', () => {
  const routes = [
    ['land full size', () => `/api/ads/uploads/${filename}`, 800],
    ['land thumbnail', () => `/api/ads/uploads/thumbnails/${thumbnailFilename}`, 400],
    ['business full size', () => `/uploads/${filename}`, 800],
    ['business thumbnail', () => `/uploads/thumbnails/${thumbnailFilename}`, 400],
  ] as const;

  it.each(routes)('serves the %s without a token, with safe headers', async (_name, url, width) => {
    const response = await get(url());
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(width);
  });

  it('answers 404 for a well-formed name that was never stored', async () => {
    const response = await get(`/api/ads/uploads/${'0'.repeat(32)}.webp`);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Slika nije pronađena.');
  });

  it('does not serve a thumbnail name from the full-size path or the other way round', async () => {
    expect((await get(`/api/ads/uploads/${thumbnailFilename}`)).statusCode).toBe(404);
    expect((await get(`/api/ads/uploads/thumbnails/${filename}`)).statusCode).toBe(404);
  });
});

describe('path traversal never reaches the disk', () => {
  const attempts = [
    '/api/ads/uploads/../secret.txt',
    '/api/ads/uploads/..%2Fsecret.txt',
    '/api/ads/uploads/%2e%2e%2fsecret.txt',
    '/api/ads/uploads/thumbnails/..%2F..%2Fsecret.txt',
    '/api/ads/uploads/thumbnails/../../secret.txt',
    '/uploads/..%2Fsecret.txt',
    '/uploads/thumbnails/..%2F..%2Fsecret.txt',
    '/uploads/%2e%2e%5csecret.txt',
    '/api/ads/uploads/.secret.txt',
    '/api/ads/uploads/thumbnails',
  ];

  it.each(attempts)('%s is not served', async (url) => {
    const response = await get(url);
    expect([400, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain('tajna');
    expect(response.json().message).toEqual(expect.any(String));
  });

  it('refuses a stored-looking name with another extension or case', async () => {
    const base = filename.replace(/\.webp$/, '');
    for (const name of [`${base}.html`, `${base.toUpperCase()}.webp`, `${base}.webp.txt`]) {
      const response = await get(`/api/ads/uploads/${name}`);
      expect(response.statusCode).toBe(404);
    }
  });
});
