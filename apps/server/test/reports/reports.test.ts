import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { components } from '@marketplace/api-client/schema';
import { serverTexts } from '@marketplace/domain';
import { reports } from '../../src/db/schema';
import { createTestApp, type TestContext } from '../helpers/app';
import { createUser, type TestUser } from '../helpers/users';
import { contractViolation, operations } from '../security/support';
import { insertBusinessAd, insertLandAd, markLandAd } from '../favorites/fixtures';

type Report = components['schemas']['Report'];

let ctx: TestContext;
let owner: TestUser;
let businessOwner: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx, 'land_owner');
  businessOwner = await createUser(ctx, 'business_owner');
});
afterAll(() => ctx?.close());

const createReportOp = operations().find((op) => op.id === 'createReport')!;

async function report(user: TestUser | null, payload: unknown) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/reports',
    headers: user?.headers ?? {},
    payload: payload as object,
  });
  expect(contractViolation(createReportOp, response)).toBeNull();
  return response;
}

describe('reports of ads', () => {
  it('are for signed-in users only (401)', async () => {
    const ad = await insertLandAd(ctx, owner);
    const response = await report(null, { ad_type: 'land', ad_id: ad.id, reason: 'fraud' });
    expect(response.statusCode).toBe(401);
    expect(await ctx.app.db.select().from(reports).where(eq(reports.landAdId, ad.id))).toEqual([]);
  });

  it('stores a report (201) with its note trimmed, an empty note as null', async () => {
    const investor = await createUser(ctx, 'investor');
    const land = await insertLandAd(ctx, owner);
    const business = await insertBusinessAd(ctx, businessOwner);
    const created = await report(investor, {
      ad_type: 'land',
      ad_id: land.id,
      reason: 'wrong_category',
      note: '  Ovo je stan, ne zemljište.  ',
    });
    expect(created.statusCode).toBe(201);
    const body = created.json<Report>();
    expect(body).toEqual({
      id: expect.any(Number),
      ad_type: 'land',
      ad_id: land.id,
      reason: 'wrong_category',
      note: 'Ovo je stan, ne zemljište.',
      created_at: ctx.clock.now.toISOString(),
    });
    const [row] = await ctx.app.db.select().from(reports).where(eq(reports.id, body.id));
    expect(row).toMatchObject({
      userId: investor.id,
      landAdId: land.id,
      businessAdId: null,
      reason: 'wrong_category',
    });

    const blank = await report(investor, {
      ad_type: 'business',
      ad_id: business.id,
      reason: 'sold',
      note: '   ',
    });
    expect(blank.statusCode).toBe(201);
    expect(blank.json<Report>()).toMatchObject({ ad_type: 'business', note: null });
    const none = await report(await createUser(ctx, 'investor'), {
      ad_type: 'business',
      ad_id: business.id,
      reason: 'other',
    });
    expect(none.json<Report>().note).toBeNull();
  });

  it('takes one report per user and ad (409 in Serbian); others still report it', async () => {
    const investor = await createUser(ctx, 'investor');
    const ad = await insertLandAd(ctx, owner);
    const first = await report(investor, { ad_type: 'land', ad_id: ad.id, reason: 'fraud' });
    expect(first.statusCode).toBe(201);
    const second = await report(investor, { ad_type: 'land', ad_id: ad.id, reason: 'other' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: serverTexts.apiReports.alreadyReported });
    expect(second.json<{ message: string }>().message).toBe('Već ste prijavili ovaj oglas.');
    const other = await createUser(ctx, 'business_owner');
    expect(
      (await report(other, { ad_type: 'land', ad_id: ad.id, reason: 'fraud' })).statusCode,
    ).toBe(201);
    const rows = await ctx.app.db.select().from(reports).where(eq(reports.landAdId, ad.id));
    expect(rows.map((row) => row.reason).sort()).toEqual(['fraud', 'fraud']);
  });

  it('stores exactly one of concurrent reports by the same user', async () => {
    const investor = await createUser(ctx, 'investor');
    const ad = await insertBusinessAd(ctx, businessOwner);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        report(investor, { ad_type: 'business', ad_id: ad.id, reason: 'fraud' }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    const rows = await ctx.app.db.select().from(reports).where(eq(reports.businessAdId, ad.id));
    expect(rows).toHaveLength(1);
  });

  it('answers 404 for an unknown or deleted ad and 403 for the reporter’s own ad', async () => {
    const investor = await createUser(ctx, 'investor');
    const deleted = await insertLandAd(ctx, owner);
    await markLandAd(ctx, deleted.id, { deleted: true });
    const unknown = await report(investor, {
      ad_type: 'business',
      ad_id: 2_000_000_000,
      reason: 'fraud',
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await report(investor, { ad_type: 'land', ad_id: deleted.id, reason: 'fraud' })).statusCode,
    ).toBe(404);
    const mine = await insertLandAd(ctx, owner);
    const own = await report(owner, { ad_type: 'land', ad_id: mine.id, reason: 'sold' });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ message: serverTexts.apiReports.ownAd });
  });

  it.each([
    ['a note over 1000 characters', { note: 'a'.repeat(1001) }],
    ['a note with NUL', { note: 'prevara\u0000' }],
    ['an unknown reason', { reason: 'spam' }],
    ['an unknown kind of ad', { ad_type: 'house' }],
    ['an extra field', { severity: 'high' }],
    ['no reason', { reason: undefined }],
  ])('refuses %s (400) and stores nothing', async (_, change) => {
    const investor = await createUser(ctx, 'investor');
    const ad = await insertLandAd(ctx, owner);
    const response = await report(investor, {
      ad_type: 'land',
      ad_id: ad.id,
      reason: 'fraud',
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(await ctx.app.db.select().from(reports).where(eq(reports.landAdId, ad.id))).toEqual([]);
  });

  it('accepts a note of exactly 1000 characters', async () => {
    const investor = await createUser(ctx, 'investor');
    const ad = await insertLandAd(ctx, owner);
    const response = await report(investor, {
      ad_type: 'land',
      ad_id: ad.id,
      reason: 'other',
      note: 'ž'.repeat(1000),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<Report>().note).toHaveLength(1000);
  });
});

describe('the report limit per user', () => {
  it('takes 20 reports an hour, then answers 429 with Retry-After until the hour is over', async () => {
    const investor = await createUser(ctx, 'investor');
    const other = await createUser(ctx, 'investor');
    const ads = [];
    for (let i = 0; i < 22; i++) ads.push(await insertLandAd(ctx, owner));
    const reportAd = (user: TestUser, id: number) =>
      report(user, { ad_type: 'land', ad_id: id, reason: 'fraud' });
    for (const ad of ads.slice(0, 20))
      expect((await reportAd(investor, ad.id)).statusCode).toBe(201);

    const refused = await reportAd(investor, ads[20]!.id);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60 * 60);
    expect(refused.json()).toEqual({
      message: `Previše prijava oglasa. Pokušajte ponovo za ${Math.ceil(retryAfter / 60)} min.`,
    });
    expect(
      await ctx.app.db.select().from(reports).where(eq(reports.landAdId, ads[20]!.id)),
    ).toEqual([]);
    // The limit is the user's own: someone else still reports.
    expect((await reportAd(other, ads[20]!.id)).statusCode).toBe(201);

    ctx.clock.advance(retryAfter * 1000);
    expect((await reportAd(investor, ads[20]!.id)).statusCode).toBe(201);
    expect((await reportAd(investor, ads[21]!.id)).statusCode).toBe(201);
  });
});
