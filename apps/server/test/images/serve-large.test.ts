import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredImage } from '../../src/services/images';
import { createTestApp, type TestContext } from '../helpers/app';
import { makeImage } from '../helpers/images';

// The 1600 px copy is served by the full-image routes, with their headers (responsive
// images). The image is stored through the service the upload routes use.
let ctx: TestContext;
let stored: StoredImage;
let id: string;
beforeAll(async () => {
  ctx = await createTestApp();
  stored = await ctx.app.images.store(await makeImage('jpeg', 2400, 1600));
  id = stored.filename.replace(/\.webp$/, '');
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('serving the 1600 px copy', () => {
  it.each([
    ['land', (name: string) => `/api/ads/uploads/${name}`],
    ['business', (name: string) => `/uploads/${name}`],
  ])('serves it from the %s full-image path with the same headers', async (_kind, url) => {
    expect(stored.largeFilename).toBe(`${id}-1600.webp`);
    const response = await get(url(stored.largeFilename!));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1600, 1067]);
  });

  it('does not serve the copy from the thumbnail paths', async () => {
    expect((await get(`/api/ads/uploads/thumbnails/${stored.largeFilename}`)).statusCode).toBe(404);
    expect((await get(`/uploads/thumbnails/${stored.largeFilename}`)).statusCode).toBe(404);
  });

  it.each<[string, (id: string) => string]>([
    ['0…0-1600.webp', () => `${'0'.repeat(32)}-1600.webp`], // well formed, never stored
    ['<id>-1601.webp', (id) => `${id}-1601.webp`],
    ['<id>-400.webp', (id) => `${id}-400.webp`],
    ['<id>-1600-thumb.webp', (id) => `${id}-1600-thumb.webp`],
    ['<id>-1600.webp.txt', (id) => `${id}-1600.webp.txt`],
    ['<ID>-1600.webp', (id) => `${id.toUpperCase()}-1600.webp`],
    ['<id>-1600-1600.webp', (id) => `${id}-1600-1600.webp`],
  ])('answers 404 for %s', async (_label, nameOf) => {
    const name = nameOf(id);
    for (const url of [`/api/ads/uploads/${name}`, `/uploads/${name}`]) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });
});
