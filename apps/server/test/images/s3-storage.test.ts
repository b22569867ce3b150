import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createTestApp, type TestContext } from '../helpers/app';
import { imagePart } from '../helpers/images';
import { createLandAd, storedFiles } from '../helpers/land-ads';
import { createUser, type TestUser } from '../helpers/users';

// The images in a real S3 API server on 127.0.0.1 (s3rver, objects on its own disk): uploads, the
// 800 and 1600 px copies, serving, deletes and readiness all go through the bucket.
const BUCKET = 'marketplace-images';
let s3: S3rver;
let s3Dir: string;
let endpoint: string;
let ctx: TestContext;
let owner: TestUser;
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

const s3Env = (extra: Record<string, string> = {}) => ({
  S3_ENDPOINT: endpoint,
  S3_BUCKET: BUCKET,
  S3_ACCESS_KEY_ID: credentials.accessKeyId,
  S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
  ...extra,
});

beforeAll(async () => {
  s3Dir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-s3-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const address = (await s3.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${address.port}`;
  ctx = await createTestApp(s3Env());
  owner = await createUser(ctx, 'land_owner');
});
afterAll(async () => {
  await ctx.close();
  await s3.close();
  rmSync(s3Dir, { recursive: true, force: true });
});

/** The keys in the bucket. */
async function objects(): Promise<string[]> {
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
  const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (listed.Contents ?? []).map((object) => object.Key!).sort();
}

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('images in object storage', () => {
  it('stores an upload, its copies and its thumbnail in the bucket, and nothing on the disk', async () => {
    const ad = await createLandAd(ctx, owner, { images: [await imagePart('jpeg', 2000, 1000)] });
    const image = ad.images[0]!;
    const keys = await objects();
    expect(keys).toContain(`uploads/${image.filename}`);
    expect(keys).toContain(`uploads/thumbnails/${image.thumbnail_filename}`);
    // The full image, its 1600 and 800 px copies.
    expect(
      keys.filter((key) => key.startsWith(`uploads/${image.filename.slice(0, 32)}`)),
    ).toHaveLength(3);
    expect(storedFiles(ctx)).toEqual([]);
  });

  it('serves every image URL from the bucket with the same headers, and 404 for a missing one', async () => {
    const ad = await createLandAd(ctx, owner, { images: [await imagePart('png', 900, 600)] });
    const image = ad.images[0]!;
    for (const [url, width] of [
      [`/api/ads/uploads/${image.filename}`, 900],
      [`/api/ads/uploads/thumbnails/${image.thumbnail_filename}`, 400],
      [`/uploads/${image.filename}`, 900],
      [`/uploads/thumbnails/${image.thumbnail_filename}`, 400],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await sharp(response.rawPayload).metadata()).width).toBe(width);
    }
    const missing = await get(`/api/ads/uploads/${'0'.repeat(32)}.webp`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Slika nije pronađena.');
  });

  it('removes the objects of a deleted image', async () => {
    const ad = await createLandAd(ctx, owner, { images: [await imagePart()] });
    const image = ad.images[0]!;
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/ads/${ad.id}/images/${image.id}`,
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(204);
    await ctx.app.jobs.drain();
    const keys = await objects();
    expect(keys.some((key) => key.includes(image.filename.slice(0, 32)))).toBe(false);
    expect(keys).not.toContain(`uploads/thumbnails/${image.thumbnail_filename}`);
    expect((await get(`/api/ads/uploads/${image.filename}`)).statusCode).toBe(404);
  });

  it('is ready with the bucket, and not without it', async () => {
    expect((await get('/api/health/ready')).statusCode).toBe(200);
    const other = await createTestApp(s3Env({ S3_BUCKET: 'no-such-bucket' }));
    try {
      const ready = await other.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
    } finally {
      await other.close();
    }
  });

  it('redirects to S3_PUBLIC_URL when the bucket is public, and still 404s a missing image', async () => {
    const ad = await createLandAd(ctx, owner, { images: [await imagePart()] });
    const image = ad.images[0]!;
    const other = await createTestApp(s3Env({ S3_PUBLIC_URL: 'https://slike.example.test/' }));
    try {
      const response = await other.app.inject({
        method: 'GET',
        url: `/uploads/thumbnails/${image.thumbnail_filename}`,
      });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(
        `https://slike.example.test/uploads/thumbnails/${image.thumbnail_filename}`,
      );
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const missing = await other.app.inject({
        method: 'GET',
        url: `/uploads/${'0'.repeat(32)}.webp`,
      });
      expect(missing.statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });
});

describe('configuration', () => {
  it('refuses a partial S3 configuration', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:1' })).toThrow(
      /missing: S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
    );
    expect(loadConfig({}).s3).toBeUndefined();
  });
});
