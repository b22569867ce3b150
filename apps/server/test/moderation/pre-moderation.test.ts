import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { components } from '@marketplace/api-client/schema';
import { users } from '../../src/db/schema';
import { createTestApp, type TestContext } from '../helpers/app';
import { createUser, type TestUser } from '../helpers/users';
import { landAdFields, sendLandAd } from '../helpers/land-ads';
import { createBusinessAd } from '../business-ads/fixtures';

type LandAd = components['schemas']['LandAd'];
type ModeratedAd = components['schemas']['ModeratedAd'];

const DAY_MS = 24 * 60 * 60 * 1000;

let ctx: TestContext;
let moderator: TestUser;
let investor: TestUser;

beforeAll(async () => {
  ctx = await createTestApp({ MODERATION: 'pre', MODERATION_NEW_ACCOUNT_DAYS: '7' });
  moderator = await createUser(ctx, 'investor');
  await ctx.app.db.update(users).set({ staffRole: 'moderator' }).where(eq(users.id, moderator.id));
  investor = await createUser(ctx, 'investor');
});
afterAll(() => ctx?.close());

const get = (url: string, user: TestUser | null) =>
  ctx.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });

const queue = async () =>
  (await get('/api/admin/queue', moderator)).json<ModeratedAd[]>().map((ad) => [ad.ad_type, ad.id]);

async function ageAccount(user: TestUser, days: number) {
  await ctx.app.db
    .update(users)
    .set({ createdAt: new Date(ctx.clock.now.getTime() - days * DAY_MS) })
    .where(eq(users.id, user.id));
}

describe('MODERATION=pre', () => {
  it("a new account's ad waits for approval, unseen by others, 'pending' to its author", async () => {
    const owner = await createUser(ctx, 'land_owner');
    const created = await sendLandAd(ctx, owner);
    expect(created.statusCode).toBe(201);
    const ad = created.json<LandAd>();
    expect(ad.moderation).toEqual({ state: 'pending', statement: null, decision_id: null });
    expect((await get(`/api/ads/${ad.id}`, investor)).statusCode).toBe(404);
    expect((await get('/api/ads/my-ads', owner)).json<LandAd[]>()[0]?.moderation?.state).toBe(
      'pending',
    );
    expect(await queue()).toContainEqual(['land', ad.id]);

    const approved = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/decisions',
      headers: moderator.headers,
      payload: {
        target: { type: 'land_ad', id: ad.id },
        action: 'approve',
        reason_code: 'other',
        terms_clause: '1.1',
        statement: 'Oglas je u skladu sa uslovima.',
      },
    });
    expect(approved.statusCode).toBe(201);
    expect((await get(`/api/ads/${ad.id}`, investor)).statusCode).toBe(200);
    expect(await queue()).not.toContainEqual(['land', ad.id]);

    // An edit of the price goes back for approval; one of the description alone does not.
    const described = await sendLandAd(ctx, owner, {
      method: 'PUT',
      id: ad.id,
      fields: landAdFields({ description: 'Nov opis parcele.' }),
    });
    expect(described.json<LandAd>().moderation?.state).toBe('live');
    const repriced = await sendLandAd(ctx, owner, {
      method: 'PUT',
      id: ad.id,
      fields: landAdFields({ description: 'Nov opis parcele.', price: '39000' }),
    });
    expect(repriced.json<LandAd>().moderation?.state).toBe('pending');
    expect((await get(`/api/ads/${ad.id}`, investor)).statusCode).toBe(404);
  });

  it('an account older than the days posts straight away, business ads alike', async () => {
    const owner = await createUser(ctx, 'land_owner');
    await ageAccount(owner, 8);
    const ad = (await sendLandAd(ctx, owner)).json<LandAd>();
    expect(ad.moderation?.state).toBe('live');
    expect((await get(`/api/ads/${ad.id}`, investor)).statusCode).toBe(200);

    const seller = await createUser(ctx, 'business_owner');
    const young = await createBusinessAd(ctx, seller);
    expect((await get(`/api/business-ads/${young.id}`, investor)).statusCode).toBe(404);
    expect(await queue()).toContainEqual(['business', young.id]);
  });
});

describe('MODERATION=post (the default)', () => {
  it('a new account posts straight away', async () => {
    const post = await createTestApp();
    try {
      const owner = await createUser(post, 'land_owner');
      const created = await sendLandAd(post, owner);
      expect(created.json<LandAd>().moderation?.state).toBe('live');
    } finally {
      await post.close();
    }
  });
});
