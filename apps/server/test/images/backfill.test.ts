import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { TestClock } from 'pg-boss';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { businessAdImages, businessAds, landAdImages, landAds } from '../../src/db/schema';
import { createLocalImageStorage } from '../../src/services/image-storage';
import {
  createImageBackfill,
  enqueueImageBackfill,
  IMAGE_VARIANTS_BATCH,
  IMAGE_VARIANTS_QUEUE,
} from '../../src/services/image-backfill';
import { createTestApp, type TestContext } from '../helpers/app';
import { makeImage } from '../helpers/images';
import { createUser } from '../helpers/users';

// Images stored before 1600 px copies existed: rows without large_filename, files without a copy.
let ctx: TestContext;
let landAdId: number;
let businessAdId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  const owner = await createUser(ctx, 'land_owner');
  const seller = await createUser(ctx, 'business_owner');
  const [land] = await ctx.app.db
    .insert(landAds)
    .values({
      userId: owner.id,
      title: 'Njiva',
      price: 10_000,
      area: 5_000,
      countryId: 1,
      cityId: 102,
      landType: 'agricultural',
    })
    .returning({ id: landAds.id });
  const [business] = await ctx.app.db
    .insert(businessAds)
    .values({
      authorId: seller.id,
      title: 'Pekara',
      price: 50_000,
      businessType: 'manufacturing',
      countryId: 1,
      cityId: 102,
    })
    .returning({ id: businessAds.id });
  landAdId = land!.id;
  businessAdId = business!.id;
});
afterAll(() => ctx.close());

const storage = () => createLocalImageStorage(ctx.dataDir);
const largePath = (name: string) => path.join(ctx.dataDir, 'uploads', name);

/** Stores an image as the service did before copies: full image and thumbnail only. */
async function oldImage(width = 2000, height = 1000) {
  const stored = await ctx.app.images.store(await makeImage('png', width, height));
  await storage().delete('full', stored.largeFilename!);
  return { filename: stored.filename, thumbnailFilename: stored.thumbnailFilename, stored };
}

async function oldLandImage(orderIndex = 0, width = 2000, height = 1000) {
  const { stored, ...names } = await oldImage(width, height);
  const [row] = await ctx.app.db
    .insert(landAdImages)
    .values({ adId: landAdId, orderIndex, ...names })
    .returning({ id: landAdImages.id });
  return { id: row!.id, stored };
}

const landRow = async (id: number) =>
  (await ctx.app.db.select().from(landAdImages).where(eq(landAdImages.id, id)))[0];

const pendingJobs = async () =>
  (
    await ctx.app.db.execute<{ payload: unknown }>(
      sql`select data as payload from pgboss.job where name = ${IMAGE_VARIANTS_QUEUE}
        and state in ('created', 'retry', 'active')`,
    )
  ).rows;

const backfill = () =>
  createImageBackfill({
    db: ctx.app.db,
    jobs: ctx.app.jobs,
    images: ctx.app.images,
    log: { warn: () => undefined, error: () => undefined },
  });

describe('1600 px copies for images stored before them', () => {
  it('a job makes the copy and fills large_filename, width and height', async () => {
    const { id, stored } = await oldLandImage();
    expect(await landRow(id)).toMatchObject({ largeFilename: null, width: null, height: null });
    expect(existsSync(largePath(stored.largeFilename!))).toBe(false);

    expect(await enqueueImageBackfill(ctx.app)).toEqual(['land']);
    await ctx.app.jobs.drain();

    expect(await landRow(id)).toMatchObject({
      largeFilename: stored.largeFilename,
      width: 2000,
      height: 1000,
    });
    const copy = await sharp(largePath(stored.largeFilename!)).metadata();
    expect([copy.format, copy.width, copy.height]).toEqual(['webp', 1600, 800]);
    expect(await pendingJobs()).toEqual([]);
    // The copy is served by the full-image route.
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/ads/uploads/${stored.largeFilename}`,
    });
    expect(response.statusCode).toBe(200);
  });

  it('is idempotent: a job run again changes nothing and fails nothing', async () => {
    const { id, stored } = await oldLandImage(1);
    const run = backfill();
    const job = { id: '0', attempts: 1, payload: { table: 'land', afterId: 0 } };
    await run(job);
    const first = await landRow(id);
    expect(first?.largeFilename).toBe(stored.largeFilename);
    await run(job);
    expect(await landRow(id)).toEqual(first);
    // Nothing left to do: start-up enqueues no job.
    expect(await enqueueImageBackfill(ctx.app)).toEqual([]);
  });

  it('walks a table in batches, one job after another', async () => {
    const ids: number[] = [];
    for (let i = 0; i < IMAGE_VARIANTS_BATCH + 2; i++) {
      ids.push((await oldLandImage(10 + i, 500, 300)).id);
    }
    await backfill()({ id: '0', attempts: 1, payload: { table: 'land', afterId: 0 } });
    expect((await landRow(ids.at(-1)!))?.largeFilename).toBeNull();
    expect(await pendingJobs()).toEqual([
      { payload: { table: 'land', afterId: ids[IMAGE_VARIANTS_BATCH - 1] } },
    ]);
    await ctx.app.jobs.drain();
    for (const id of ids) expect((await landRow(id))?.width).toBe(500);
  });

  it('passes over an image whose file is missing, and goes on with the others', async () => {
    const missing = await oldLandImage(30);
    await storage().delete('full', missing.stored.filename);
    const present = await oldLandImage(31);
    await backfill()({ id: '0', attempts: 1, payload: { table: 'land', afterId: 0 } });
    expect((await landRow(missing.id))?.largeFilename).toBeNull();
    expect((await landRow(present.id))?.largeFilename).toBe(present.stored.largeFilename);
    await ctx.app.db.delete(landAdImages).where(eq(landAdImages.id, missing.id));
  });

  it('does not start a second chain while one is under way', async () => {
    await oldLandImage(40);
    await ctx.app.jobs.stop(); // this app's worker stops: the job stays pending, as after a crash
    expect(await enqueueImageBackfill(ctx.app)).toEqual(['land']);
    expect(await enqueueImageBackfill(ctx.app)).toEqual([]);
    expect(await pendingJobs()).toHaveLength(1);
  });

  it('survives a restart: a new server over the same database finishes the job', async () => {
    const [business] = await ctx.app.db
      .insert(businessAdImages)
      .values({ adId: businessAdId, orderIndex: 0, ...(await oldImage(1800, 1200)) })
      .returning({ id: businessAdImages.id });
    // A minute later: the stopped server's job queue wrote on the database's own clock.
    ctx.clock.now = new Date(Date.now() + 60_000);
    const restarted = await buildApp({
      config: ctx.config,
      database: ctx.database,
      logger: false,
      now: () => ctx.clock.now,
      jobClock: new TestClock(ctx.clock.now),
    });
    try {
      // Start-up finds the business image and the land job the stopped server left.
      await restarted.ready();
      await restarted.jobs.drain();
      expect(await pendingJobs()).toEqual([]);
      const [row] = await ctx.app.db
        .select()
        .from(businessAdImages)
        .where(eq(businessAdImages.id, business!.id));
      expect(row).toMatchObject({ largeFilename: expect.any(String), width: 1800, height: 1200 });
      const [nulls] = await ctx.app.db
        .select({ n: sql<number>`count(*)::int` })
        .from(landAdImages)
        .where(sql`${landAdImages.largeFilename} is null`);
      expect(nulls?.n).toBe(0);
      const served = await restarted.inject({
        method: 'GET',
        url: `/uploads/${row!.largeFilename}`,
      });
      expect(served.statusCode).toBe(200);
      expect((await sharp(served.rawPayload).metadata()).width).toBe(1600);
    } finally {
      await restarted.close();
    }
  });
});
