import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { texts } from '@marketplace/domain';
import type { components } from '@marketplace/api-client/schema';
import { adViews, landAds, listVersions } from '../../src/db/schema';
import { createTestApp, type TestContext } from '../helpers/app';
import { createLandAd, landAdFields, sendLandAd } from '../helpers/land-ads';
import { createUser, type TestUser } from '../helpers/users';
import { createBusinessAd } from '../business-ads/fixtures';

// The plot's facts, the ad's status and freshness, views
// of the ad page and the seller panel, through the real HTTP stack and database.

type LandAd = components['schemas']['LandAd'];
type SearchPage = components['schemas']['LandAdSearchPage'];

let ctx: TestContext;
let owner: TestUser;
let otherOwner: TestUser;
let investor: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx, 'land_owner', { fullName: 'Marko Petrović' });
  otherOwner = await createUser(ctx, 'land_owner');
  investor = await createUser(ctx, 'investor');
});
afterAll(() => ctx.close());

const FACTS = {
  cadastral_municipality: '  Veternik ',
  parcel_number: '1234/5',
  // Repeated multipart field, in no particular order.
  utilities: ['road_access', 'electricity', 'water'],
  zoning: 'Poljoprivredno zemljište',
  ownership_registered: 'true',
  price_negotiable: 'true',
};

const get = (url: string, user: TestUser | null, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers: { ...(user?.headers ?? {}), ...headers } });

const setStatus = (id: number, user: TestUser | null, payload: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/ads/${id}/status`,
    headers: user?.headers ?? {},
    payload: payload as object,
  });

async function listVersion(): Promise<number> {
  const [row] = await ctx.app.db
    .select({ version: listVersions.version })
    .from(listVersions)
    .where(eq(listVersions.name, 'land_ads'));
  return row!.version;
}

describe('land facts', () => {
  it('round-trip: create, detail, edit, list, my ads and search carry them', async () => {
    const created = await createLandAd(ctx, owner, {
      fields: landAdFields({ ...FACTS, price: '45000', area: '12500' }),
    });
    const expected = {
      cadastral_municipality: 'Veternik',
      parcel_number: '1234/5',
      utilities: ['electricity', 'water', 'road_access'],
      zoning: 'Poljoprivredno zemljište',
      ownership_registered: true,
      price_negotiable: true,
      // Computed by the database: 45000 / 12500.
      price_per_m2: 3.6,
      status: 'active',
    };
    expect(created).toMatchObject({ ...expected, view_count: 0 });

    const detail = (await get(`/api/ads/${created.id}`, investor)).json<LandAd>();
    expect(detail).toMatchObject(expected);
    expect(detail).not.toHaveProperty('view_count');

    const list = (await get('/api/ads', null)).json<LandAd[]>();
    const listed = list.find((ad) => ad.id === created.id)!;
    expect(listed).toMatchObject(expected);
    expect(listed).not.toHaveProperty('seller');
    expect(listed).not.toHaveProperty('view_count');

    const mine = (await get('/api/ads/my-ads', owner)).json<LandAd[]>();
    expect(mine.find((ad) => ad.id === created.id)).toMatchObject({ ...expected, view_count: 1 });

    const page = (await get('/api/ads/search?limit=50', null)).json<SearchPage>();
    expect(page.items.find((ad) => ad.id === created.id)).toMatchObject(expected);

    // Edit: every fact may be cleared; price per m² follows the new price and area.
    const edited = await sendLandAd(ctx, owner, {
      method: 'PUT',
      id: created.id,
      fields: landAdFields({
        price: '10000',
        area: '3000',
        cadastral_municipality: '',
        parcel_number: '',
        zoning: '',
        ownership_registered: 'false',
        price_negotiable: '',
      }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      cadastral_municipality: null,
      parcel_number: null,
      utilities: [],
      zoning: null,
      ownership_registered: false,
      price_negotiable: false,
      price_per_m2: 3.33,
    });
  });

  it('leaves every fact out when none is sent (all optional)', async () => {
    const ad = await createLandAd(ctx, owner);
    expect(ad).toMatchObject({
      cadastral_municipality: null,
      parcel_number: null,
      utilities: [],
      zoning: null,
      ownership_registered: null,
      price_negotiable: false,
      status: 'active',
    });
  });

  it.each([
    ['1234', true],
    ['1/1', true],
    ['123456/1234', true],
    ['1234/', false],
    ['/5', false],
    ['1234-5', false],
    ['1234567', false],
    ['12/34567', false],
    ['12 34', false],
  ])('parcel number %s accepted: %s', async (parcel, accepted) => {
    const response = await sendLandAd(ctx, owner, {
      fields: landAdFields({ parcel_number: parcel }),
    });
    if (accepted) {
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().parcel_number).toBe(parcel);
    } else {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: texts.landFacts.invalidParcelNumber });
    }
  });

  it.each([
    ['an unknown utility', { utilities: ['electricity', 'internet'] }, 'invalidUtilities'],
    ['a yes/no that is neither', { ownership_registered: 'mozda' }, 'invalidYesNo'],
    ['a negotiable that is neither', { price_negotiable: 'da' }, 'invalidYesNo'],
    [
      'a too long municipality',
      { cadastral_municipality: 'a'.repeat(101) },
      'cadastralMunicipalityTooLong',
    ],
    ['a too long zoning', { zoning: 'a'.repeat(201) }, 'zoningTooLong'],
  ] as const)(
    'refuses %s with the domain message, on create and edit',
    async (_name, fields, key) => {
      const message = texts.landFacts[key];
      const create = await sendLandAd(ctx, owner, { fields: landAdFields(fields) });
      expect(create.statusCode).toBe(400);
      expect(create.json()).toEqual({ message });
      const ad = await createLandAd(ctx, owner);
      const edit = await sendLandAd(ctx, owner, {
        method: 'PUT',
        id: ad.id,
        fields: landAdFields(fields),
      });
      expect(edit.statusCode).toBe(400);
      expect(edit.json()).toEqual({ message });
    },
  );

  it('the database refuses facts the domain would refuse (SQL writes too)', async () => {
    const ad = await createLandAd(ctx, owner);
    await expect(
      ctx.app.db.update(landAds).set({ parcelNumber: '12-3' }).where(eq(landAds.id, ad.id)),
    ).rejects.toThrow();
    await expect(
      ctx.app.db
        .update(landAds)
        .set({ utilities: ['internet'] })
        .where(eq(landAds.id, ad.id)),
    ).rejects.toThrow();
    await expect(
      ctx.app.db.update(landAds).set({ status: 'gone' }).where(eq(landAds.id, ad.id)),
    ).rejects.toThrow();
  });
});

describe('PUT /api/ads/{id}/status', () => {
  it('the author marks the ad reserved, sold and active again; updated_at moves', async () => {
    const ad = await createLandAd(ctx, owner);
    const before = (await get(`/api/ads/${ad.id}`, owner)).json<LandAd>();
    ctx.clock.advance(60_000);
    const reserved = await setStatus(ad.id, owner, { status: 'reserved' });
    expect(reserved.statusCode, reserved.body).toBe(200);
    expect(reserved.json()).toMatchObject({ id: ad.id, status: 'reserved', view_count: 0 });
    expect(Date.parse(reserved.json<LandAd>().updated_at)).toBe(
      Date.parse(before.updated_at) + 60_000,
    );
    expect(reserved.json()).not.toHaveProperty('seller');
    expect((await setStatus(ad.id, owner, { status: 'sold' })).json().status).toBe('sold');
    expect((await get(`/api/ads/${ad.id}`, null)).json().status).toBe('sold');
    expect((await setStatus(ad.id, owner, { status: 'active' })).json().status).toBe('active');
  });

  it('answers 401, 403 and 404 as the other author operations, changing nothing', async () => {
    const ad = await createLandAd(ctx, owner);
    expect((await setStatus(ad.id, null, { status: 'sold' })).statusCode).toBe(401);
    const other = await setStatus(ad.id, otherOwner, { status: 'sold' });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ message: texts.businessAdForm.notAuthor });
    expect((await setStatus(ad.id, investor, { status: 'sold' })).statusCode).toBe(403);
    expect((await setStatus(999_999, owner, { status: 'sold' })).statusCode).toBe(404);
    const deleted = await createLandAd(ctx, owner);
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/ads/${deleted.id}`,
      headers: owner.headers,
    });
    expect((await setStatus(deleted.id, owner, { status: 'sold' })).statusCode).toBe(404);
    expect((await get(`/api/ads/${ad.id}`, null)).json().status).toBe('active');
  });

  it.each([
    ['an unknown status', { status: 'gone' }],
    ['a missing status', {}],
    ['a status of the wrong type', { status: 1 }],
    ['a body that is not an object', ['sold']],
  ])('answers 400 with the Serbian message for %s', async (_name, payload) => {
    const ad = await createLandAd(ctx, owner);
    const response = await setStatus(ad.id, owner, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: texts.apiAds.invalidStatus });
  });
});

describe('sold ads and search', () => {
  it('are left out of search unless include_sold=true; reserved ones stay in', async () => {
    const title = 'Plac za prodaju u Kovilju';
    const [active, reserved, sold] = [
      await createLandAd(ctx, owner, { fields: landAdFields({ title }) }),
      await createLandAd(ctx, owner, { fields: landAdFields({ title }) }),
      await createLandAd(ctx, owner, { fields: landAdFields({ title }) }),
    ];
    await setStatus(reserved!.id, owner, { status: 'reserved' });
    await setStatus(sold!.id, owner, { status: 'sold' });
    const ids = async (query: string) => {
      const page = (await get(`/api/ads/search?${query}`, null)).json<SearchPage>();
      return { ids: page.items.map((ad) => ad.id).sort(), total: page.total };
    };
    expect(await ids('q=Kovilju')).toEqual({ ids: [active!.id, reserved!.id].sort(), total: 2 });
    expect(await ids('q=Kovilju&include_sold=false')).toEqual({
      ids: [active!.id, reserved!.id].sort(),
      total: 2,
    });
    expect(await ids('q=Kovilju&include_sold=true')).toEqual({
      ids: [active!.id, reserved!.id, sold!.id].sort(),
      total: 3,
    });

    // Unfiltered: the totals come from the counts the database keeps.
    const all = (await get('/api/ads/search?limit=1', null)).json<SearchPage>();
    const withSold = (
      await get('/api/ads/search?limit=1&include_sold=true', null)
    ).json<SearchPage>();
    const [counted] = await ctx.app.db
      .select({
        listed: sql<number>`count(*) filter (where ${landAds.status} <> 'sold')::integer`,
        all: sql<number>`count(*)::integer`,
      })
      .from(landAds)
      .where(eq(landAds.deleted, false));
    expect(all.total).toBe(counted!.listed);
    expect(withSold.total).toBe(counted!.all);
    expect(withSold.total).toBeGreaterThan(all.total);

    // The public list (spec §7) still lists every ad that is not deleted, sold ones included.
    const list = (await get('/api/ads', null)).json<LandAd[]>();
    expect(list.find((ad) => ad.id === sold!.id)?.status).toBe('sold');
  });
});

describe('updated_at', () => {
  it('moves on an SQL update of the content, not on one that changes nothing', async () => {
    const ad = await createLandAd(ctx, owner);
    const read = async () =>
      (
        await ctx.app.db
          .select({ at: landAds.updatedAt })
          .from(landAds)
          .where(eq(landAds.id, ad.id))
      )[0]!.at;
    const before = await read();
    await ctx.app.db
      .update(landAds)
      .set({ title: 'Plac za prodaju u Kovilju' })
      .where(eq(landAds.id, ad.id));
    await ctx.app.db
      .update(landAds)
      .set({ title: 'Plac za prodaju u Kovilju' })
      .where(eq(landAds.id, ad.id));
    const afterTitle = await read();
    expect(afterTitle.getTime()).toBeGreaterThanOrEqual(before.getTime());
    await ctx.app.db.execute(sql`update land_ads set zoning = 'Građevinsko' where id = ${ad.id}`);
    // A trigger set it: not the value the API wrote, and no earlier than before.
    expect((await read()).getTime()).toBeGreaterThanOrEqual(afterTitle.getTime());
    // An update that sets updated_at itself keeps that value.
    const chosen = new Date('2031-01-02T03:04:05.000Z');
    await ctx.app.db
      .update(landAds)
      .set({ zoning: 'Stambeno', updatedAt: chosen })
      .where(eq(landAds.id, ad.id));
    expect((await read()).toISOString()).toBe(chosen.toISOString());
    // Content changed without naming updated_at: it moves off the chosen value.
    await ctx.app.db.update(landAds).set({ zoning: 'Industrijsko' }).where(eq(landAds.id, ad.id));
    expect((await read()).getTime()).toBeGreaterThanOrEqual(chosen.getTime());
    const unchanged = await read();
    await ctx.app.db.update(landAds).set({ zoning: 'Industrijsko' }).where(eq(landAds.id, ad.id));
    expect((await read()).toISOString()).toBe(unchanged.toISOString());
  });
});

describe('views', () => {
  it('one per viewer per day, never the author; only the author sees the count', async () => {
    const ad = await createLandAd(ctx, owner);
    const url = `/api/ads/${ad.id}`;
    const count = async () => (await get(url, owner)).json<LandAd>().view_count;
    expect(await count()).toBe(0);
    await get(url, owner);
    expect(await count()).toBe(0);

    await get(url, investor);
    await get(url, investor);
    expect(await count()).toBe(1);
    const forInvestor = (await get(url, investor)).json<LandAd>();
    expect(forInvestor).not.toHaveProperty('view_count');

    // Anonymous visitors by address alone: another browser from it is the same visitor.
    const phone = { 'user-agent': 'Telefon/1.0' };
    await get(url, null, phone);
    await get(url, null, phone);
    expect(await count()).toBe(2);
    await get(url, null, { 'user-agent': 'Laptop/2.0' });
    expect(await count()).toBe(2);
    expect((await get(url, null, phone)).json()).not.toHaveProperty('view_count');

    // The next day (Belgrade) counts again.
    ctx.clock.advance(24 * 60 * 60 * 1000);
    await get(url, investor);
    expect(await count()).toBe(3);
  });

  it('stores no raw address and never writes to the ad (updated_at, list version)', async () => {
    const ad = await createLandAd(ctx, owner);
    const before = (await get(`/api/ads/${ad.id}`, owner)).json<LandAd>();
    const version = await listVersion();
    await ctx.app.inject({
      method: 'GET',
      url: `/api/ads/${ad.id}`,
      remoteAddress: '203.0.113.77',
      headers: { 'user-agent': 'Pregledac/3.0' },
    });
    await get(`/api/ads/${ad.id}`, investor);
    // The same browser from another address is another visitor; from the same one, the same.
    for (const remoteAddress of ['198.51.100.9', '203.0.113.77']) {
      await ctx.app.inject({
        method: 'GET',
        url: `/api/ads/${ad.id}`,
        remoteAddress,
        headers: { 'user-agent': 'Pregledac/3.0' },
      });
    }
    expect(await listVersion()).toBe(version);
    const after = (await get(`/api/ads/${ad.id}`, owner)).json<LandAd>();
    expect(after.updated_at).toBe(before.updated_at);
    expect(after.view_count).toBe(3);
    const rows = await ctx.app.db.select().from(adViews).where(eq(adViews.landAdId, ad.id));
    expect(rows.map((row) => row.viewer).sort()).toEqual([
      expect.stringMatching(/^anon:[A-Za-z0-9_-]{43}$/),
      expect.stringMatching(/^anon:[A-Za-z0-9_-]{43}$/),
      `user:${investor.id}`,
    ]);
    expect(JSON.stringify(rows)).not.toContain('203.0.113.77');
    expect(JSON.stringify(rows)).not.toContain('198.51.100.9');
    expect(JSON.stringify(rows)).not.toContain('Pregledac');
  });

  it('counts an address once a day however many browsers it claims, land and business ads alike', async () => {
    const land = await createLandAd(ctx, owner);
    const seller = await createUser(ctx, 'business_owner');
    const business = await createBusinessAd(ctx, seller);
    const cases = [
      { url: `/api/ads/${land.id}`, column: adViews.landAdId, id: land.id },
      { url: `/api/business-ads/${business.id}`, column: adViews.businessAdId, id: business.id },
    ];
    for (const { url, column, id } of cases) {
      const views = async () =>
        (await ctx.app.db.select().from(adViews).where(eq(column, id))).length;
      const visit = async (remoteAddress: string, userAgent: string) => {
        const response = await ctx.app.inject({
          method: 'GET',
          url,
          remoteAddress,
          headers: { 'user-agent': userAgent },
        });
        expect(response.statusCode).toBe(200);
      };
      for (let i = 0; i < 200; i++) await visit('203.0.113.50', `Pregledac/${i}`);
      expect(await views()).toBe(1);
      await visit('203.0.113.51', 'Pregledac/0');
      expect(await views()).toBe(2);
      ctx.clock.advance(24 * 60 * 60 * 1000);
      await visit('203.0.113.50', 'Pregledac/7');
      await visit('203.0.113.50', 'Pregledac/8');
      expect(await views()).toBe(3);
    }
  });

  it("forgets a view's viewer after two days and keeps the view", async () => {
    const ad = await createLandAd(ctx, owner);
    const url = `/api/ads/${ad.id}`;
    await get(url, investor);
    await ctx.app.inject({ method: 'GET', url, remoteAddress: '198.51.100.20' });
    const viewers = async () =>
      (await ctx.app.db.select().from(adViews).where(eq(adViews.landAdId, ad.id)))
        .map((row) => row.viewer)
        .sort();
    expect(await viewers()).toEqual([expect.stringMatching(/^anon:/), `user:${investor.id}`]);
    ctx.clock.advance(3 * 24 * 60 * 60 * 1000);
    // Any view of any ad sweeps older days' viewers.
    await get(`/api/ads/${(await createLandAd(ctx, otherOwner)).id}`, investor);
    expect(await viewers()).toEqual([null, null]);
    expect((await get(url, owner)).json<LandAd>().view_count).toBe(2);
    // A view today is counted as before.
    await get(url, investor);
    expect((await get(url, owner)).json<LandAd>().view_count).toBe(3);
  });

  it('does not count a view of a missing ad', async () => {
    expect((await get('/api/ads/999999', investor)).statusCode).toBe(404);
    const rows = await ctx.app.db.select().from(adViews).where(eq(adViews.landAdId, 999_999));
    expect(rows).toEqual([]);
  });
});

describe('seller', () => {
  it('is on the detail only: name, member since and ads on offer (not deleted, not sold)', async () => {
    const seller = await createUser(ctx, 'land_owner', { fullName: 'Milan Kovač' });
    const first = await createLandAd(ctx, seller);
    const sold = await createLandAd(ctx, seller);
    const deleted = await createLandAd(ctx, seller);
    await createLandAd(ctx, seller);
    await setStatus(sold.id, seller, { status: 'sold' });
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/ads/${deleted.id}`,
      headers: seller.headers,
    });
    const detail = (await get(`/api/ads/${first.id}`, null)).json<LandAd>();
    expect(detail.seller).toEqual({
      id: seller.id,
      full_name: 'Milan Kovač',
      member_since: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      active_ads: 2,
      company_verified: false,
    });
    // The sold ad's page still names its seller.
    expect((await get(`/api/ads/${sold.id}`, investor)).json<LandAd>().seller?.active_ads).toBe(2);
  });
});
