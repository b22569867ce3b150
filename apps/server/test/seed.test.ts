import { count } from 'drizzle-orm';
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

  it('does nothing when the database already has users', async () => {
    const before = await total(landAds);
    await seedDemoData(ctx.app);
    expect(await total(landAds)).toBe(before);
    expect(await total(users)).toBe(DEMO_ACCOUNTS.length);
  });
});
