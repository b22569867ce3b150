import { count } from 'drizzle-orm';
import sharp from 'sharp';
import type { components } from '@marketplace/api-client/schema';
import { isParcelNumber, UTILITY_OPTIONS } from '@marketplace/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessAds, conversations, landAdImages, landAds, users } from '../src/db/schema';
import { seedDemoData } from '../src/seed/demo';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/seed/demo-content';
import { createTestApp, type TestContext } from './helpers/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoData(ctx.app);
}, 180_000);
afterAll(() => ctx.close());

type CountedTable =
  typeof users | typeof landAds | typeof landAdImages | typeof businessAds | typeof conversations;
const total = async (table: CountedTable) =>
  (await ctx.app.db.select({ n: count() }).from(table))[0]?.n ?? 0;

describe('demo data on first start', () => {
  it('creates one verified account per role that can log in', async () => {
    for (const role of ['land_owner', 'business_owner', 'investor']) {
      const account = DEMO_ACCOUNTS.find((candidate) => candidate.userType === role)!;
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password: DEMO_PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().user.user_type).toBe(role);
    }
  });

  it('creates a moderator and an admin, and open reports for the console', async () => {
    for (const role of ['moderator', 'admin'] as const) {
      const account = DEMO_ACCOUNTS.find((candidate) => candidate.staffRole === role)!;
      const login = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password: DEMO_PASSWORD },
      });
      const me = await ctx.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${login.json().token}` },
      });
      expect(me.json()).toMatchObject({ staff_role: role });
      const reports = await ctx.app.inject({
        method: 'GET',
        url: '/api/admin/reports',
        headers: { authorization: `Bearer ${login.json().token}` },
      });
      expect(reports.json()).toHaveLength(2);
    }
  });

  it('creates a few dozen ads with processed images, and conversations', async () => {
    expect(await total(landAds)).toBeGreaterThanOrEqual(20);
    expect(await total(businessAds)).toBeGreaterThanOrEqual(15);
    expect(await total(landAdImages)).toBeGreaterThanOrEqual(await total(landAds));
    expect(await total(conversations)).toBeGreaterThanOrEqual(3);
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/ads' })).json();
    const image = await ctx.app.inject({
      method: 'GET',
      url: `/api/ads/uploads/${list[0].images[0].filename}`,
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('fills the land facts of every land ad, with a few ads reserved and one sold', async () => {
    const ads: Array<components['schemas']['LandAd']> = (
      await ctx.app.inject({ method: 'GET', url: '/api/ads' })
    ).json();
    expect(ads.length).toBeGreaterThanOrEqual(20);
    const utilities = UTILITY_OPTIONS.map((option) => option.value as string);
    for (const ad of ads) {
      expect(ad.cadastral_municipality).toEqual(expect.stringMatching(/\S/));
      expect(isParcelNumber(ad.parcel_number ?? '')).toBe(true);
      expect(ad.utilities.every((utility) => utilities.includes(utility))).toBe(true);
      expect(ad.price_per_m2).toBeCloseTo(ad.price / ad.area, 2);
      expect(typeof ad.price_negotiable).toBe('boolean');
    }
    // Realistic mixes, not one value everywhere.
    expect(new Set(ads.map((ad) => ad.cadastral_municipality)).size).toBeGreaterThan(10);
    expect(ads.some((ad) => ad.parcel_number?.includes('/'))).toBe(true);
    expect(ads.some((ad) => !ad.parcel_number?.includes('/'))).toBe(true);
    expect(new Set(ads.map((ad) => ad.utilities.join())).size).toBeGreaterThan(3);
    expect(ads.filter((ad) => ad.zoning !== null).length).toBeGreaterThan(ads.length / 2);
    expect(new Set(ads.map((ad) => ad.ownership_registered))).toEqual(new Set([true, false, null]));
    expect(new Set(ads.map((ad) => ad.price_negotiable))).toEqual(new Set([true, false]));
    const statuses = ads.map((ad) => ad.status);
    expect(statuses.filter((status) => status === 'reserved').length).toBeGreaterThanOrEqual(2);
    expect(statuses.filter((status) => status === 'sold').length).toBeGreaterThanOrEqual(1);
    expect(statuses.filter((status) => status === 'active').length).toBeGreaterThan(ads.length / 2);
  });

  it('fills business financials consistent with revenue, seen by the investor', async () => {
    const investor = DEMO_ACCOUNTS.find((account) => account.userType === 'investor')!;
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: investor.email, password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${login.json().token}` };
    const ads: Array<components['schemas']['BusinessAd']> = (
      await ctx.app.inject({ method: 'GET', url: '/api/business-ads', headers })
    ).json();
    expect(ads.length).toBeGreaterThanOrEqual(15);
    for (const ad of ads) {
      if (ad.annual_profit != null) {
        expect(ad.annual_revenue).not.toBeNull();
        expect(ad.annual_profit).toBeLessThan(ad.annual_revenue! * 0.3);
      }
      expect(['owned', 'leased', 'none']).toContain(ad.premises);
    }
    const profits = ads.filter((ad) => ad.annual_profit != null);
    expect(profits.length).toBeGreaterThan(ads.length / 2);
    expect(profits.some((ad) => ad.annual_profit! < 0)).toBe(true); // one runs at a loss
    expect(ads.filter((ad) => ad.reason_for_sale).length).toBeGreaterThan(ads.length / 2);
    expect(new Set(ads.map((ad) => ad.seller_financing))).toEqual(new Set([true, false, null]));
    expect(new Set(ads.map((ad) => ad.premises)).size).toBeGreaterThan(1);
    expect(ads.some((ad) => ad.status === 'reserved')).toBe(true);
    expect(ads.some((ad) => ad.status === 'sold')).toBe(true);
  });

  it('stores every demo image with its 1600 px copy and size', async () => {
    const ads: Array<components['schemas']['LandAd']> = (
      await ctx.app.inject({ method: 'GET', url: '/api/ads' })
    ).json();
    const images = ads.flatMap((ad) => ad.images);
    expect(images.length).toBeGreaterThanOrEqual(ads.length);
    for (const image of images) {
      expect(image).toMatchObject({
        large_filename: image.filename.replace('.webp', '-1600.webp'),
        width: 960,
        height: 640,
      });
    }
    const large = await ctx.app.inject({
      method: 'GET',
      url: `/api/ads/uploads/${images[0]!.large_filename}`,
    });
    expect(large.statusCode).toBe(200);
    expect((await sharp(large.rawPayload).metadata()).width).toBe(960); // never enlarged
  });

  it('does nothing when the database already has users', async () => {
    const before = await total(landAds);
    await seedDemoData(ctx.app);
    expect(await total(landAds)).toBe(before);
    expect(await total(users)).toBe(DEMO_ACCOUNTS.length);
  });
});
