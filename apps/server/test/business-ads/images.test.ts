import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app';
import { HTML_BYTES, imagePart } from '../helpers/images';
import { storedFiles } from '../helpers/land-ads';
import { createUser, type TestUser } from '../helpers/users';
import type { BusinessAdView } from '../../src/services/business-ads';
import { createBusinessAd, postBusinessAd, validForm } from './fixtures';

let ctx: TestContext;
let owner: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx, 'business_owner');
});
afterAll(() => ctx.close());

let filesBefore: string[];
beforeEach(() => {
  filesBefore = storedFiles(ctx);
});

const adCount = async () => {
  const result = await ctx.app.db.execute<{ n: number }>(
    sql`select count(*)::int as n from business_ads`,
  );
  return result.rows[0]?.n;
};

describe('business ad images', () => {
  it('stores repeated `images` in order; thumbnail is the first one’s; all four sizes are served', async () => {
    const ad = await createBusinessAd(ctx, owner, {
      images: [await imagePart('jpeg'), await imagePart('png'), await imagePart('webp')],
    });
    expect(ad.images).toHaveLength(3);
    expect(ad.images.map((image) => image.order_index)).toEqual([0, 1, 2]);
    expect(ad.thumbnail).toBe(ad.images[0]?.thumbnail_filename);
    // The full image, its 1600 and 800 px copies and its 400 px thumbnail.
    expect(storedFiles(ctx)).toHaveLength(filesBefore.length + 12);

    for (const image of ad.images) {
      const full = await ctx.app.inject({ method: 'GET', url: `/uploads/${image.filename}` });
      expect(full.statusCode).toBe(200);
      expect(full.headers['content-type']).toBe('image/webp');
      const thumbnail = await ctx.app.inject({
        method: 'GET',
        url: `/uploads/thumbnails/${image.thumbnail_filename}`,
      });
      expect(thumbnail.statusCode).toBe(200);
      const large = await ctx.app.inject({
        method: 'GET',
        url: `/uploads/${image.large_filename}`,
      });
      expect(large.statusCode).toBe(200);
      expect(large.headers['content-type']).toBe('image/webp');
      const medium = await ctx.app.inject({
        method: 'GET',
        url: `/uploads/${image.medium_filename}`,
      });
      expect(medium.statusCode).toBe(200);
    }
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/business-ads/${ad.id}` });
    expect(detail.json().images).toEqual(ad.images);
  });

  it('accepts a single image part (one Buffer, not an array)', async () => {
    const ad = await createBusinessAd(ctx, owner, { images: await imagePart() });
    expect(ad.images).toHaveLength(1);
    expect(ad.thumbnail).toMatch(/-thumb\.webp$/);
  });

  it('gives every listed ad its own images (fetched together, not per ad)', async () => {
    const withTwo = await createBusinessAd(ctx, owner, {
      images: [await imagePart(), await imagePart('png')],
    });
    const withNone = await createBusinessAd(ctx, owner);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/business-ads' });
    const byId = new Map(list.json<BusinessAdView[]>().map((ad) => [ad.id, ad]));
    expect(byId.get(withTwo.id)?.images).toEqual(withTwo.images);
    expect(byId.get(withTwo.id)?.thumbnail).toBe(withTwo.images[0]?.thumbnail_filename);
    expect(byId.get(withNone.id)).toMatchObject({ images: [], thumbnail: null });
  });

  it('refuses 11 images with 413 and creates nothing', async () => {
    const ads = await adCount();
    const image = await imagePart();
    const response = await postBusinessAd(ctx, owner, validForm({ images: Array(11).fill(image) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'Možete dodati maksimalno 10 slika' });
    expect(await adCount()).toBe(ads);
    expect(storedFiles(ctx)).toEqual(filesBefore);
  });

  it('refuses bytes that are not an image with 415, even behind a good one, storing nothing', async () => {
    const ads = await adCount();
    const response = await postBusinessAd(
      ctx,
      owner,
      validForm({
        images: [
          await imagePart(),
          { data: HTML_BYTES, filename: 'slika.jpg', contentType: 'image/jpeg' },
        ],
      }),
    );
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toEqual(expect.any(String));
    expect(await adCount()).toBe(ads);
    expect(storedFiles(ctx)).toEqual(filesBefore);
  });

  it('refuses a text field named images with 400', async () => {
    const response = await postBusinessAd(ctx, owner, validForm({ images: 'nije-datoteka' }));
    expect(response.statusCode).toBe(400);
    expect(storedFiles(ctx)).toEqual(filesBefore);
  });

  it('stores no image when the fields are invalid', async () => {
    const response = await postBusinessAd(
      ctx,
      owner,
      validForm({ country_id: '1', city_id: '301', images: await imagePart() }),
    );
    expect(response.statusCode).toBe(400);
    expect(storedFiles(ctx)).toEqual(filesBefore);
  });
});
