import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { landAdImages } from '../../src/db/schema';
import { createTestApp, type TestContext } from '../helpers/app';
import {
  GPS_MARKER,
  HTML_BYTES,
  imagePart,
  makeHugePng,
  makePngBomb,
  makeJpegWithGps,
  makeRotatedJpeg,
  oversizedJpegLike,
} from '../helpers/images';
import { createLandAd, sendLandAd, storedFiles } from '../helpers/land-ads';
import { createUser, type TestUser } from '../helpers/users';

let ctx: TestContext;
let owner: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx, 'land_owner');
});
afterAll(() => ctx.close());

let filesBefore: string[];
beforeEach(() => {
  filesBefore = storedFiles(ctx);
});
const expectNoNewFiles = () => expect(storedFiles(ctx)).toEqual(filesBefore);

const adCount = async () => {
  const result = await ctx.app.db.execute<{ n: number }>(
    sql`select count(*)::int as n from land_ads`,
  );
  return result.rows[0]?.n;
};

const fetchImage = async (url: string) => {
  const response = await ctx.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
};

describe('ASVS 5.2.1, 5.2.6: upload limits', () => {
  it('refuses a 6 MB file with 413 and a Serbian message, storing nothing', async () => {
    const ads = await adCount();
    const response = await sendLandAd(ctx, owner, {
      images: [{ data: oversizedJpegLike(6 * 1024 * 1024), filename: 'velika.jpg' }],
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(
      'Zahtev je prevelik. Najveća dozvoljena veličina slike je 5 MB.',
    );
    expectNoNewFiles();
    expect(await adCount()).toBe(ads);
  });

  it('refuses 11 images in one request and stores none of them', async () => {
    const image = await imagePart();
    const response = await sendLandAd(ctx, owner, { images: Array(11).fill(image) });
    // @fastify/multipart stops reading at the 11th file part (limits.files), before any decoding.
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Možete dodati maksimalno 10 slika');
    expectNoNewFiles();
  });

  it('refuses an 11th image on update (10 existing + 1 new) and stores nothing', async () => {
    const image = await imagePart();
    const ad = await createLandAd(ctx, owner, { images: Array(10).fill(image) });
    expect(ad.images).toHaveLength(10);
    filesBefore = storedFiles(ctx);
    const response = await sendLandAd(ctx, owner, { method: 'PUT', id: ad.id, images: [image] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Možete dodati maksimalno 10 slika');
    expectNoNewFiles();
  });

  it('refuses a 10000×10000 PNG (100 megapixels) with 413, before decoding it', async () => {
    const png = await makeHugePng();
    expect(png.length).toBeLessThan(5 * 1024 * 1024);
    const response = await sendLandAd(ctx, owner, {
      images: [{ data: png, filename: 'bomba.png', contentType: 'image/png' }],
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(
      'Slika je prevelika: dozvoljeno je najviše 40 megapiksela.',
    );
    expectNoNewFiles();
  });

  it.each([
    [100_000, 100_000],
    [65_535, 65_535],
    [1_000_000, 100],
  ])(
    'refuses a %i×%i PNG decompression bomb (a few hundred bytes) with 413, before decoding it',
    async (width, height) => {
      const bomb = makePngBomb(width, height);
      expect(bomb.length).toBeLessThan(2048);
      const response = await sendLandAd(ctx, owner, {
        images: [{ data: bomb, filename: 'bomba.png', contentType: 'image/png' }],
      });
      expect(response.statusCode).toBe(413);
      expect(response.json().message).toBe(
        'Slika je prevelika: dozvoljeno je najviše 40 megapiksela.',
      );
      expectNoNewFiles();
    },
  );
});

describe('ASVS 5.2.2: upload types are judged by their bytes', () => {
  it('refuses HTML named photo.jpg with image/jpeg as 415', async () => {
    const response = await sendLandAd(ctx, owner, {
      images: [{ data: HTML_BYTES, filename: 'photo.jpg', contentType: 'image/jpeg' }],
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('Dozvoljene su samo JPEG, PNG i WebP slike.');
    expectNoNewFiles();
  });

  it('refuses a GIF even when it claims to be a PNG', async () => {
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const response = await sendLandAd(ctx, owner, {
      images: [{ data: gif, filename: 'slika.png', contentType: 'image/png' }],
    });
    expect(response.statusCode).toBe(415);
  });

  it('refuses a truncated JPEG (valid signature, broken data) as 415', async () => {
    const jpeg = (await imagePart('jpeg', 400, 300)).data;
    const response = await sendLandAd(ctx, owner, {
      images: [{ data: jpeg.subarray(0, 40), filename: 'pola.jpg' }],
    });
    expect(response.statusCode).toBe(415);
    expectNoNewFiles();
  });

  it('refuses the whole ad when one of several images is bad, keeping none of the good ones', async () => {
    const ads = await adCount();
    const response = await sendLandAd(ctx, owner, {
      images: [await imagePart('png'), { data: HTML_BYTES, filename: 'x.jpg' }],
    });
    expect(response.statusCode).toBe(415);
    expectNoNewFiles();
    expect(await adCount()).toBe(ads);
  });

  it('accepts PNG and WebP sent with a wrong content type, because the bytes are right', async () => {
    const png = (await imagePart('png')).data;
    const response = await sendLandAd(ctx, owner, {
      images: [{ data: png, filename: 'slika.txt', contentType: 'application/octet-stream' }],
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('ASVS 14.2.8, 5.3.2: stored copies are re-encoded and named by the server', () => {
  it('strips EXIF and GPS from the served full image and thumbnail', async () => {
    const original = await makeJpegWithGps();
    const originalMeta = await sharp(original).metadata();
    expect(originalMeta.exif?.includes(GPS_MARKER)).toBe(true);

    const ad = await createLandAd(ctx, owner, {
      images: [{ data: original, filename: 'gps.jpg' }],
    });
    const [image] = ad.images;
    const full = await fetchImage(`/api/ads/uploads/${image!.filename}`);
    const thumbnail = await fetchImage(`/api/ads/uploads/thumbnails/${image!.thumbnail_filename}`);
    for (const served of [full, thumbnail]) {
      const meta = await sharp(served).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(served.includes(GPS_MARKER)).toBe(false);
    }
  });

  it('applies the EXIF orientation before dropping it', async () => {
    const ad = await createLandAd(ctx, owner, {
      images: [{ data: await makeRotatedJpeg(), filename: 'okrenuta.jpg' }],
    });
    const meta = await sharp(
      await fetchImage(`/api/ads/uploads/${ad.images[0]!.filename}`),
    ).metadata();
    expect([meta.width, meta.height]).toEqual([48, 64]);
  });

  it('makes a 400 px wide thumbnail of a large image', async () => {
    const ad = await createLandAd(ctx, owner, { images: [await imagePart('png', 1200, 900)] });
    const image = ad.images[0]!;
    const full = await sharp(await fetchImage(`/api/ads/uploads/${image.filename}`)).metadata();
    const thumb = await sharp(
      await fetchImage(`/api/ads/uploads/thumbnails/${image.thumbnail_filename}`),
    ).metadata();
    expect([full.width, full.height]).toEqual([1200, 900]);
    expect([thumb.width, thumb.height]).toEqual([400, 300]);
  });

  it('names files itself, ignoring the client file name', async () => {
    const ad = await createLandAd(ctx, owner, {
      images: [{ data: (await imagePart()).data, filename: '../../etc/passwd.jpg' }],
    });
    expect(ad.images[0]!.filename).toMatch(/^[a-f0-9]{32}\.webp$/);
    expect(
      storedFiles(ctx).every((file) =>
        /^(thumbnails\/[a-f0-9]{32}-thumb|[a-f0-9]{32}(-1600|-800)?)\.webp$/.test(file),
      ),
    ).toBe(true);
  });

  it('stores four files per upload: full image, 1600 and 800 px copies and 400 px thumbnail', async () => {
    const ad = await createLandAd(ctx, owner, { images: [await imagePart('png', 2000, 1500)] });
    const image = ad.images[0]!;
    const id = image.filename.replace(/\.webp$/, '');
    expect(storedFiles(ctx).filter((file) => file.includes(id))).toEqual(
      [`${id}.webp`, `${id}-1600.webp`, `${id}-800.webp`, `thumbnails/${id}-thumb.webp`].sort(),
    );
    const widths = [];
    for (const url of [
      `/api/ads/uploads/${image.filename}`,
      `/api/ads/uploads/${id}-1600.webp`,
      `/api/ads/uploads/${id}-800.webp`,
      `/api/ads/uploads/thumbnails/${image.thumbnail_filename}`,
    ]) {
      const meta = await sharp(await fetchImage(url)).metadata();
      widths.push([meta.width, meta.height]);
    }
    expect(widths).toEqual([
      [2000, 1500],
      [1600, 1200],
      [800, 600],
      [400, 300],
    ]);
  });
});

describe('a failing database write', () => {
  it('removes the files it had already written', async () => {
    // A trigger makes the image insert fail after the files are on disk.
    await ctx.app.db.execute(sql`
      create function refuse_image() returns trigger language plpgsql as $$
      begin raise exception 'refused for the test'; end $$`);
    await ctx.app.db.execute(
      sql`create trigger refuse_image before insert on ${landAdImages} for each row execute function refuse_image()`,
    );
    try {
      const ads = await adCount();
      const response = await sendLandAd(ctx, owner, {
        images: [await imagePart(), await imagePart('png')],
      });
      expect(response.statusCode).toBe(500);
      expect(response.json().message).not.toMatch(/refused|trigger/);
      expectNoNewFiles();
      expect(await adCount()).toBe(ads);
    } finally {
      await ctx.app.db.execute(sql`drop trigger refuse_image on ${landAdImages}`);
    }
  });
});
