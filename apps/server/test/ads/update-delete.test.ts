import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../helpers/app';
import { imagePart } from '../helpers/images';
import { createLandAd, landAdFields, sendLandAd, storedFiles } from '../helpers/land-ads';
import { createUser, type TestUser } from '../helpers/users';

let ctx: TestContext;
let author: TestUser;
let otherOwner: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  author = await createUser(ctx, 'land_owner');
  otherOwner = await createUser(ctx, 'land_owner');
});
afterAll(() => ctx.close());

const NOT_AUTHOR = 'Nemate dozvolu da uređujete ovaj oglas';
const NOT_FOUND = 'Oglas nije pronađen';

/** The jobs that remove the files of an image. */
const removalJobs = async (filename: string) =>
  (
    await ctx.app.db.execute<{ state: string; output: unknown }>(
      sql`select state, output from pgboss.job where name = 'image-removal'
        and data->>'filename' = ${filename}`,
    )
  ).rows;

const remove = (url: string, user: TestUser | null) =>
  ctx.app.inject({ method: 'DELETE', url, headers: user?.headers ?? {} });
const getAd = (id: number, user: TestUser) =>
  ctx.app.inject({ method: 'GET', url: `/api/ads/${id}`, headers: user.headers });

describe('PUT /api/ads/{id}', () => {
  it('replaces the fields and appends new images after the existing ones', async () => {
    const ad = await createLandAd(ctx, author, { images: [await imagePart(), await imagePart()] });
    const response = await sendLandAd(ctx, author, {
      method: 'PUT',
      id: ad.id,
      fields: landAdFields({
        title: 'Novi naslov',
        description: 'Novi opis',
        price: '99.99',
        area: '321.5',
        country_id: '3',
        city_id: '330',
        land_type: 'recreational',
      }),
      images: [await imagePart('webp')],
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json();
    expect(updated).toMatchObject({
      id: ad.id,
      title: 'Novi naslov',
      description: 'Novi opis',
      price: 99.99,
      area: 321.5,
      country_id: 3,
      city_id: 330,
      land_type: 'recreational',
    });
    expect(updated.images.map((image: { order_index: number }) => image.order_index)).toEqual([
      0, 1, 2,
    ]);
    expect(updated.images.slice(0, 2)).toEqual(ad.images);
    // The detail adds the seller panel and, for a signed-in viewer, whether they saved the ad.
    expect((await getAd(ad.id, author)).json()).toEqual({
      ...updated,
      seller: expect.objectContaining({ id: author.id }),
      is_favorite: false,
    });
  });

  it('answers 403 with the spec text to another land owner, changing nothing', async () => {
    const ad = await createLandAd(ctx, author);
    const response = await sendLandAd(ctx, otherOwner, {
      method: 'PUT',
      id: ad.id,
      fields: landAdFields({ title: 'Preotet' }),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: NOT_AUTHOR });
    expect((await getAd(ad.id, author)).json().title).not.toBe('Preotet');
  });

  it('answers 404 for a missing or deleted ad and 401 without a token', async () => {
    expect((await sendLandAd(ctx, author, { method: 'PUT', id: 999_999 })).statusCode).toBe(404);
    const ad = await createLandAd(ctx, author);
    expect((await remove(`/api/ads/${ad.id}`, author)).statusCode).toBe(204);
    const response = await sendLandAd(ctx, author, { method: 'PUT', id: ad.id });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: NOT_FOUND });
    expect((await sendLandAd(ctx, null, { method: 'PUT', id: ad.id })).statusCode).toBe(401);
  });

  it('validates like create (city of another country → 400)', async () => {
    const ad = await createLandAd(ctx, author);
    const response = await sendLandAd(ctx, author, {
      method: 'PUT',
      id: ad.id,
      fields: landAdFields({ country_id: '5', city_id: '101' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Molimo izaberite državu i grad iz liste. (ID mora biti broj)',
    );
  });

  it('accepts up to 10 images counting the existing ones', async () => {
    const image = await imagePart();
    const ad = await createLandAd(ctx, author, { images: Array(7).fill(image) });
    const ok = await sendLandAd(ctx, author, {
      method: 'PUT',
      id: ad.id,
      images: Array(3).fill(image),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().images).toHaveLength(10);
  });
});

describe('DELETE /api/ads/{id}', () => {
  it('soft-deletes: 204, gone from lists, still there for the author with deleted: true', async () => {
    const ad = await createLandAd(ctx, author, { images: [await imagePart()] });
    const response = await remove(`/api/ads/${ad.id}`, author);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/ads' })).json();
    expect(list.map((item: { id: number }) => item.id)).not.toContain(ad.id);
    const mine = (
      await ctx.app.inject({ method: 'GET', url: '/api/ads/my-ads', headers: author.headers })
    ).json();
    expect(mine.map((item: { id: number }) => item.id)).not.toContain(ad.id);
    const detail = await getAd(ad.id, author);
    expect(detail.json()).toMatchObject({ id: ad.id, deleted: true });
    // The images stay for those who may still see the deleted ad.
    expect(storedFiles(ctx)).toContain(ad.images[0]!.filename);
  });

  it('answers 403 to a non-author, 404 for a second delete, 401 without a token', async () => {
    const ad = await createLandAd(ctx, author);
    const denied = await remove(`/api/ads/${ad.id}`, otherOwner);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ message: NOT_AUTHOR });
    expect((await remove(`/api/ads/${ad.id}`, null)).statusCode).toBe(401);
    expect((await remove(`/api/ads/${ad.id}`, author)).statusCode).toBe(204);
    const again = await remove(`/api/ads/${ad.id}`, author);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: NOT_FOUND });
  });
});

describe('DELETE /api/ads/{id}/images/{imageId}', () => {
  it('removes the image row and both files; the next image becomes the thumbnail', async () => {
    const ad = await createLandAd(ctx, author, {
      images: [await imagePart(), await imagePart('png')],
    });
    const [first, second] = ad.images;
    const response = await remove(`/api/ads/${ad.id}/images/${first!.id}`, author);
    expect(response.statusCode).toBe(204);
    await ctx.app.jobs.drain();
    const files = storedFiles(ctx);
    expect(files).not.toContain(first!.filename);
    expect(files).not.toContain(`thumbnails/${first!.thumbnail_filename}`);
    expect(files).toContain(second!.filename);
    const detail = (await getAd(ad.id, author)).json();
    expect(detail.images.map((image: { id: number }) => image.id)).toEqual([second!.id]);
    expect(detail.thumbnail).toBe(second!.thumbnail_filename);
    const served = await ctx.app.inject({
      method: 'GET',
      url: `/api/ads/uploads/${first!.filename}`,
    });
    expect(served.statusCode).toBe(404);
  });

  it('ASVS 16.5.3: answers 204 on a disk that refuses removals, and removes the files once it can', async () => {
    const ad = await createLandAd(ctx, author, { images: [await imagePart()] });
    const image = ad.images[0]!;
    const images = ctx.app.images;
    const realRemove = images.remove;
    images.remove = async () => {
      throw Object.assign(new Error('EROFS: read-only file system'), { code: 'EROFS' });
    };
    try {
      const response = await remove(`/api/ads/${ad.id}/images/${image.id}`, author);
      expect(response.statusCode).toBe(204);
      await ctx.app.jobs.drain();
      expect((await getAd(ad.id, author)).json().images).toEqual([]);
      // The files are still there, and so is the job that will remove them.
      expect(storedFiles(ctx)).toContain(image.filename);
      const [job] = await removalJobs(image.filename);
      expect(job).toMatchObject({
        state: 'retry',
        output: { message: expect.stringContaining('EROFS') },
      });
    } finally {
      images.remove = realRemove;
    }
    ctx.clock.advance(60_000);
    await ctx.app.jobs.drain();
    expect(storedFiles(ctx)).not.toContain(image.filename);
    expect(storedFiles(ctx)).not.toContain(`thumbnails/${image.thumbnail_filename}`);
    expect(await removalJobs(image.filename)).toEqual([]);
  });

  it('answers 403 to a non-author and keeps the files', async () => {
    const ad = await createLandAd(ctx, author, { images: [await imagePart()] });
    const image = ad.images[0]!;
    const response = await remove(`/api/ads/${ad.id}/images/${image.id}`, otherOwner);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: NOT_AUTHOR });
    expect(storedFiles(ctx)).toContain(image.filename);
  });

  it("answers 404 for an image of another ad, leaving that ad's image alone", async () => {
    const mine = await createLandAd(ctx, author);
    const theirs = await createLandAd(ctx, otherOwner, { images: [await imagePart()] });
    const image = theirs.images[0]!;
    const response = await remove(`/api/ads/${mine.id}/images/${image.id}`, author);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Slika nije pronađena.' });
    expect(storedFiles(ctx)).toContain(image.filename);
  });

  it('answers 404 for a missing ad and 401 without a token', async () => {
    expect((await remove('/api/ads/999999/images/1', author)).statusCode).toBe(404);
    expect((await remove('/api/ads/1/images/1', null)).statusCode).toBe(401);
  });
});
