import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { pricePerSquareMetre, searchBusinessAds, searchLandAds } from '@marketplace/domain';
import { businessAds, landAds } from '../../src/db/schema';
import type { BusinessAdView } from '../../src/services/business-ads';
import type { LandAd } from '../../src/services/land-ads';
import { encodeCursor } from '../../src/services/ad-search';
import { createTestApp, type TestContext } from '../helpers/app';
import { imagePart } from '../helpers/images';
import { createLandAd, landAdFields } from '../helpers/land-ads';
import { createUser, type TestUser } from '../helpers/users';
import { createBusinessAd } from '../business-ads/fixtures';
import {
  searchAll,
  searchPage,
  searchUrl,
  type BusinessAdSearchPage,
  type LandAdSearchPage,
} from './fixtures';

let ctx: TestContext;
let owner: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx, 'land_owner');
});
afterAll(() => ctx.close());

const clearAds = async () => {
  await ctx.app.db.delete(landAds);
  await ctx.app.db.delete(businessAds);
};

const land = (params: Record<string, string | number | readonly string[] | undefined>) =>
  searchPage<LandAdSearchPage>(ctx, '/api/ads/search', params);

describe('text search', () => {
  beforeEach(clearAds);

  it('finds ads inserted by plain SQL, whatever their script, case and diacritics', async () => {
    // A bulk import: no API, no application code; the database keeps the search columns.
    await ctx.app.db.execute(sql`
      insert into land_ads (user_id, title, description, price, area, country_id, city_id, land_type)
      values (${owner.id}, 'Plac u Čačku', '', 10000, 500, 1, 101, 'building'),
             (${owner.id}, 'ПЛАЦ У ЧАЧКУ', 'Струја и вода', 20000, 600, 1, 101, 'building'),
             (${owner.id}, 'Njiva', 'plac u cacku, blizu puta', 30000, 700, 1, 101, 'agricultural'),
             (${owner.id}, 'Šuma na Zlatiboru', 'Четинари', 40000, 800, 1, 102, 'forest')`);
    for (const q of ['cacku', 'Čačku', 'Чачку', 'ČAČKU', '  plac u cacku ']) {
      const page = await land({ q });
      expect(page.total, q).toBe(3);
      expect(page.items.map((ad) => ad.price).sort()).toEqual([10000, 20000, 30000]);
    }
    // Cyrillic digraph letters match their Latin spelling, and the other way round.
    expect((await land({ q: 'četinari' })).total).toBe(1);
    expect((await land({ q: 'Струја' })).total).toBe(1);
    expect((await land({ q: 'suma' })).total).toBe(1);
    expect((await land({ q: 'vršac' })).total).toBe(0);
  });

  it('folds љ, њ, џ to lj, nj, dž and finds them from Latin', async () => {
    await ctx.app.db.insert(landAds).values([
      { ...row(), title: 'Љубовија, Њива, Џеп' },
      { ...row(), title: 'Ljubovija njiva džep' },
    ]);
    for (const q of ['ljubovija', 'Љубовија', 'NJIVA', 'dzep', 'džep', 'џеп']) {
      expect((await land({ q })).total, q).toBe(2);
    }
  });

  it('reads %, _ and \\ in a query as themselves', async () => {
    await ctx.app.db.insert(landAds).values([
      { ...row(), title: 'Popust 50% odmah' },
      { ...row(), title: 'Popust 50 posto' },
      { ...row(), title: 'parcela_7 a\\b' },
      { ...row(), title: 'parcela 7 ab' },
    ]);
    expect((await land({ q: '50%' })).total).toBe(1);
    expect((await land({ q: 'a_7' })).total).toBe(1);
    expect((await land({ q: 'a\\b' })).total).toBe(1);
    expect((await land({ q: '%' })).total).toBe(1);
  });

  it('never matches across the title and the description', async () => {
    await ctx.app.db.insert(landAds).values({ ...row(), title: 'Plac', description: 'Kod reke' });
    expect((await land({ q: 'plac kod' })).total).toBe(0);
    expect((await land({ q: 'plackod' })).total).toBe(0);
    expect((await land({ q: 'kod reke' })).total).toBe(1);
  });

  it('finds the same ads when a text matches so many that the sort index is walked', async () => {
    // 35 of 48 ads match: more than √((limit + 1) · active / 4), so the page is read by walking the
    // date index and testing each ad (strpos) instead of fetching the matches (LIKE, trigrams).
    const texts = ['Plac_1 kod reke', 'Njiva', 'Vikendica', 'Šuma; ПЛАЦ_1 у опису', 'plac_1', 'x'];
    const rows = Array.from({ length: 48 }, (_, i) =>
      row({
        title: texts[i % 3 === 0 ? 0 : i % 4 === 1 ? 1 : i % 2 === 0 ? 4 : 5]!,
        description: i % 5 === 0 ? texts[3]! : '',
        price: 1000 + (i % 7),
        createdAt: new Date(Date.parse('2025-01-01T00:00:00Z') + (i % 9) * 1000),
      }),
    );
    await ctx.app.db.insert(landAds).values(rows);
    const client = (
      ctx.app.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }
    ).$client;
    const query = client.query;
    const statements: string[] = [];
    client.query = function (this: unknown, ...args: unknown[]) {
      const [text] = args as [string | { text: string }];
      statements.push(typeof text === 'string' ? text : text.text);
      return query.apply(this, args);
    };
    try {
      for (const sort of ['newest', 'price_asc'] as const) {
        const all = await searchAll<LandAdSearchPage>(ctx, '/api/ads/search', {
          q: 'PLAC_1',
          sort,
          limit: 2,
        });
        const listed = (await ctx.app.inject({ method: 'GET', url: '/api/ads' })).json<LandAd[]>();
        const expected = searchLandAds(listed, { q: 'PLAC_1', sort }).map((ad) => ad.id);
        expect(expected.length).toBeGreaterThan(Math.sqrt((3 * 48) / 4));
        expect(all.items.map((ad) => ad.id)).toEqual(expected);
        expect(new Set(all.totals)).toEqual(new Set([expected.length]));
      }
    } finally {
      client.query = query;
    }
    expect(statements.some((text) => text.includes('strpos('))).toBe(true);
  });

  it('finds ads by the name of their city or country, whatever its script, case and diacritics', async () => {
    await ctx.app.db.insert(landAds).values([
      row({ title: 'Plac', cityId: 102 }), // Novi Sad
      row({ title: 'Njiva', cityId: 108 }), // Čačak
      row({ title: 'Vinograd', countryId: 2, cityId: 201 }),
      row({ title: 'Plac kod Novog Sada', cityId: 101 }),
    ]);
    const titles = async (q: string) =>
      (await searchAll<LandAdSearchPage>(ctx, '/api/ads/search', { q })).items
        .map((ad) => ad.title)
        .sort();
    for (const q of ['Novi Sad', 'novi sad', 'Нови Сад', ' NOVI SAD ']) {
      expect(await titles(q), q).toEqual(['Plac']);
    }
    for (const q of ['cacak', 'Čačak', 'Чачак']) expect(await titles(q), q).toEqual(['Njiva']);
    expect(await titles('Srbija')).toEqual(['Njiva', 'Plac', 'Plac kod Novog Sada']);
    expect(await titles('hrvatska')).toEqual(['Vinograd']);
    // The place and the text together: 'plac' is in two titles and no place's name.
    expect(await titles('plac')).toEqual(['Plac', 'Plac kod Novog Sada']);
    expect((await land({ q: 'Novi Sad', country_id: 2 })).total).toBe(0);
    const business = await createUser(ctx, 'business_owner');
    await createBusinessAd(ctx, business, { title: 'Pekara', country_id: '1', city_id: '108' });
    const found = await searchPage<BusinessAdSearchPage>(ctx, '/api/business-ads/search', {
      q: 'Чачак',
    });
    expect(found.items.map((ad) => ad.title)).toEqual(['Pekara']);
  });

  it('treats a blank query as no text filter', async () => {
    await ctx.app.db.insert(landAds).values([row(), row()]);
    expect((await land({ q: '   ' })).total).toBe(2);
    expect((await land({ q: '' })).total).toBe(2);
  });
});

let sequence = 0;
/** A land ad row of `owner`; tests override fields. */
function row(overrides: Partial<typeof landAds.$inferInsert> = {}) {
  sequence += 1;
  return {
    userId: owner.id,
    title: `Parcela ${sequence}`,
    description: '',
    price: 1000,
    area: 100,
    countryId: 1,
    cityId: 101,
    landType: 'agricultural',
    ...overrides,
  } satisfies typeof landAds.$inferInsert;
}

describe('items', () => {
  beforeAll(clearAds);

  it('are the land list items, images included', async () => {
    const images = [await imagePart('jpeg'), await imagePart('png')];
    await createLandAd(ctx, owner, { images });
    await createLandAd(ctx, owner, { fields: landAdFields({ title: 'Vikendica', price: '9000' }) });
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/ads' })).json<LandAd[]>();
    const page = await land({});
    expect(page.items).toEqual(list);
    expect(page.items[1]!.images).toHaveLength(2);
    expect(page.total).toBe(2);
    expect(page.next_cursor).toBeNull();
  });

  it('are the business list items, the description shown only to whom the list shows it', async () => {
    const author = await createUser(ctx, 'business_owner');
    const viewers = [
      null,
      author,
      await createUser(ctx, 'investor'),
      await createUser(ctx, 'business_owner'),
    ];
    await createBusinessAd(ctx, author, { description: 'Tajni opis', annual_revenue: '' });
    await createBusinessAd(ctx, author, { title: 'Pekara', description: 'Drugi opis' });
    for (const viewer of viewers) {
      const headers = viewer?.headers ?? {};
      const list = (
        await ctx.app.inject({ method: 'GET', url: '/api/business-ads', headers })
      ).json<BusinessAdView[]>();
      const page = await searchPage<BusinessAdSearchPage>(
        ctx,
        '/api/business-ads/search',
        {},
        headers,
      );
      expect(page.items).toEqual(list);
    }
  });
});

describe('business text search', () => {
  let author: TestUser;
  beforeAll(async () => {
    await clearAds();
    author = await createUser(ctx, 'business_owner');
    await createBusinessAd(ctx, author, { title: 'Restoran', description: 'Skrivena bašta' });
    await createBusinessAd(ctx, author, { title: 'Bašta i kafić', description: 'Otvoreno leti' });
  });

  // DESIGN (business ads): descriptions are for investors and the author; a search finds what its
  // result shows, so nobody else learns what a hidden description says.
  it.each([
    ['a guest', () => ({}), 1],
    ['another business owner', async () => (await createUser(ctx, 'business_owner')).headers, 1],
    ['a land owner', async () => (await createUser(ctx, 'land_owner')).headers, 1],
    ['an investor', async () => (await createUser(ctx, 'investor')).headers, 2],
    ['the author', () => author.headers, 2],
  ])('searches descriptions only where %s may read them', async (_who, headersOf, expected) => {
    const headers = await headersOf();
    const page = await searchPage<BusinessAdSearchPage>(
      ctx,
      '/api/business-ads/search',
      { q: 'basta' },
      headers,
    );
    expect(page.total).toBe(expected);
    expect(page.items).toHaveLength(expected);
  });
});

describe('business text search over many matches', () => {
  beforeAll(clearAds);

  it('finds what each viewer sees, also when the sort index is walked', async () => {
    const authors = [
      await createUser(ctx, 'business_owner'),
      await createUser(ctx, 'business_owner'),
    ];
    await ctx.app.db.insert(businessAds).values(
      Array.from({ length: 40 }, (_, i) => ({
        authorId: authors[i % 2]!.id,
        title: i % 3 === 0 ? `Bašta ${i}` : `Radnja ${i}`,
        description: i % 4 === 0 ? 'Велика башта' : 'Opis',
        price: 1000 + (i % 5),
        businessType: 'retail',
        countryId: 1,
        cityId: 101,
        annualRevenue: i % 6 === 0 ? null : 10_000 + i,
        createdAt: new Date(Date.parse('2025-01-01T00:00:00Z') + (i % 4) * 1000),
      })),
    );
    const viewers = [null, authors[0]!, await createUser(ctx, 'investor')];
    for (const viewer of viewers) {
      const headers = viewer?.headers ?? {};
      for (const limit of [1, 30]) {
        const search = { q: 'basta', sort: 'revenue_desc' } as const;
        const listed = (
          await ctx.app.inject({ method: 'GET', url: '/api/business-ads', headers })
        ).json<BusinessAdView[]>();
        const expected = searchBusinessAds(listed, search).map((ad) => ad.id);
        const all = await searchAll<BusinessAdSearchPage>(
          ctx,
          '/api/business-ads/search',
          { ...search, limit },
          headers,
        );
        expect(all.items.map((ad) => ad.id)).toEqual(expected);
        expect(new Set(all.totals)).toEqual(new Set([expected.length]));
      }
    }
  });
});

describe('total', () => {
  beforeEach(clearAds);

  const counted = async () => {
    const result = await ctx.app.db.execute<{ land: number; business: number }>(sql`
      select (select count(*)::int from land_ads where not deleted) as land,
             (select count(*)::int from business_ads where not deleted) as business`);
    return result.rows[0]!;
  };
  const totals = async () => ({
    land: (await land({})).total,
    business: (
      await searchPage<BusinessAdSearchPage>(ctx, '/api/business-ads/search', { limit: 1 })
    ).total,
  });

  it('of an unfiltered search follows every kind of write, SQL ones included', async () => {
    const business = await createUser(ctx, 'business_owner');
    await ctx.app.db.insert(landAds).values(Array.from({ length: 30 }, () => row()));
    await ctx.app.db.insert(landAds).values([row({ deleted: true }), row({ deleted: true })]);
    await createBusinessAd(ctx, business);
    await createBusinessAd(ctx, business);
    expect(await totals()).toEqual({ land: 30, business: 2 });
    expect(await totals()).toEqual(await counted());

    await ctx.app.db.execute(sql`update land_ads set deleted = true where id in
      (select id from land_ads where not deleted order by id limit 5)`);
    await ctx.app.db.execute(sql`update land_ads set deleted = false where deleted and id in
      (select id from land_ads where deleted order by id limit 1)`);
    await ctx.app.db.execute(sql`update land_ads set title = 'Nov naslov'`);
    await ctx.app.db.execute(sql`delete from land_ads where id in
      (select id from land_ads order by id desc limit 3)`);
    await ctx.app.db.execute(sql`update business_ads set deleted = true where id in
      (select id from business_ads limit 1)`);
    expect(await totals()).toEqual(await counted());

    const [first] = await ctx.app.db.select({ id: landAds.id }).from(landAds).limit(1);
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/ads/${first!.id}`,
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(204);
    expect(await totals()).toEqual(await counted());

    await ctx.app.db.execute(sql`truncate land_ads cascade`);
    expect((await totals()).land).toBe(0);
    await ctx.app.db.insert(landAds).values(row());
    expect(await totals()).toEqual(await counted());
  });

  it('counts every matching ad on every page', async () => {
    await ctx.app.db
      .insert(landAds)
      .values(
        Array.from({ length: 25 }, (_, i) => row({ price: 1000 + i, cityId: 101 + (i % 2) })),
      );
    const all = await searchAll<LandAdSearchPage>(ctx, '/api/ads/search', {
      city_id: 101,
      country_id: 1,
      limit: 4,
    });
    expect(all.items).toHaveLength(13);
    expect(all.pages).toBe(4);
    expect(new Set(all.totals)).toEqual(new Set([13]));
  });

  it('of a filtered search follows writes made between its pages, by SQL too', async () => {
    await ctx.app.db.insert(landAds).values(Array.from({ length: 10 }, () => row({ cityId: 105 })));
    const first = await land({ city_id: 105, limit: 3 });
    expect(first.total).toBe(10);
    // The same search again (its total is now remembered), and after each kind of write.
    expect((await land({ city_id: 105, limit: 3, cursor: first.next_cursor! })).total).toBe(10);
    await ctx.app.db.execute(sql`
      insert into land_ads (user_id, title, price, area, country_id, city_id, land_type)
      values (${owner.id}, 'Uvoz', 1, 1, 1, 105, 'forest')`);
    expect((await land({ city_id: 105, limit: 3, cursor: first.next_cursor! })).total).toBe(11);
    await ctx.app.db.execute(sql`update land_ads set deleted = true where id in
      (select id from land_ads where city_id = 105 order by id limit 2)`);
    expect((await land({ city_id: 105, limit: 3 })).total).toBe(9);
  });

  it('of a business text search depends on which descriptions the viewer may read', async () => {
    const author = await createUser(ctx, 'business_owner');
    const investor = await createUser(ctx, 'investor');
    for (let i = 0; i < 4; i++) {
      await createBusinessAd(ctx, author, { title: `Firma ${i}`, description: 'Sa baštom' });
    }
    await createBusinessAd(ctx, author, { title: 'Bašta', description: 'Kafić' });
    const totalFor = async (headers: Record<string, string>) =>
      (
        await searchPage<BusinessAdSearchPage>(
          ctx,
          '/api/business-ads/search',
          { q: 'bašt', limit: 1 },
          headers,
        )
      ).total;
    expect(await totalFor(investor.headers)).toBe(5);
    expect(await totalFor({})).toBe(1);
    expect(await totalFor(author.headers)).toBe(5);
    expect(await totalFor((await createUser(ctx, 'business_owner')).headers)).toBe(1);
  });
});

describe('price per m²', () => {
  beforeAll(clearAds);

  it('is kept by the database to cents, rounding halves up, as domain pricePerSquareMetre', async () => {
    const cases = [
      { price: 1.15, area: 2 },
      { price: 1000, area: 3 },
      { price: 2000, area: 3 },
      { price: 0.01, area: 999_999_999_999.99 },
      { price: 999_999_999_999.99, area: 0.01 },
      { price: 12_345.67, area: 89.01 },
    ];
    const inserted = await ctx.app.db
      .insert(landAds)
      .values(cases.map((amounts) => row(amounts)))
      .returning({ price: landAds.price, area: landAds.area, perM2: landAds.pricePerM2 });
    for (const ad of inserted) expect(ad.perM2, JSON.stringify(ad)).toBe(pricePerSquareMetre(ad));
    const page = await land({ sort: 'price_per_m2_asc' });
    const ads = page.items;
    expect(ads.map((ad) => ad.id)).toEqual(
      searchLandAds(ads, { sort: 'price_per_m2_asc' }).map((ad) => ad.id),
    );
  });
});

describe('keyset paging', () => {
  beforeEach(clearAds);

  const sorts = ['newest', 'price_asc', 'price_desc', 'price_per_m2_asc', 'area_desc'] as const;

  it.each(sorts)(
    'sorted by %s, never repeats or skips an ad while ads are added between pages',
    async (sort) => {
      const base = Date.parse('2025-06-01T12:00:00.000Z');
      // Few distinct keys, so many ads share one and the id decides.
      const make = (i: number) =>
        row({
          price: 1000 * (1 + (i % 4)),
          area: 100 * (1 + (i % 3)),
          createdAt: new Date(base + (i % 5) * 1000),
        });
      const initial = await ctx.app.db
        .insert(landAds)
        .values(Array.from({ length: 30 }, (_, i) => make(i)))
        .returning({ id: landAds.id });
      const initialIds = new Set(initial.map((ad) => ad.id));
      const expectedOrder = (await searchAll<LandAdSearchPage>(ctx, '/api/ads/search', { sort }))
        .items;

      const seen: number[] = [];
      let cursor: string | undefined;
      let added = 0;
      do {
        const page = await land({ sort, limit: 7, cursor });
        seen.push(...page.items.map((ad) => ad.id));
        cursor = page.next_cursor ?? undefined;
        // Ads with the same keys as the ones already seen and as those still to come.
        await ctx.app.db
          .insert(landAds)
          .values(Array.from({ length: 6 }, (_, i) => make(added + i)));
        added += 6;
      } while (cursor);

      expect(new Set(seen).size).toBe(seen.length);
      expect(seen.filter((id) => initialIds.has(id))).toEqual(expectedOrder.map((ad) => ad.id));
    },
  );
});

describe('invalid parameters', () => {
  beforeAll(async () => {
    await clearAds();
    await ctx.app.db.insert(landAds).values(Array.from({ length: 3 }, () => row()));
  });

  const landCursor = async (sort: string) => (await land({ sort, limit: 1 })).next_cursor!;
  const raw = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const cursorMessage = 'Neispravan zahtev: polje "cursor" nije ispravno.';

  it.each([
    ['not base64url JSON', () => 'bm90IGpzb24'],
    ['an array of the wrong length', () => raw(['land', 'newest', 'x'])],
    ['of another sort', async () => landCursor('price_asc')],
    [
      'of the business search',
      () => encodeCursor('business', 'newest', { key: '2025-01-01T00:00:00.000000Z', id: 1 }),
    ],
    ['with a key that is no number', () => raw(['land', 'price_asc', '12;drop', 1])],
    ['with a key that is no time', () => raw(['land', 'newest', '2025-02-31T00:00:00.000000Z', 1])],
    ['with an id of 0', () => raw(['land', 'newest', '2025-01-01T00:00:00.000000Z', 0])],
    ['with an id too large', () => raw(['land', 'newest', '2025-01-01T00:00:00.000000Z', 2 ** 31])],
    ['with a fractional id', () => raw(['land', 'price_asc', '1.00', 1.5])],
  ])('refuses a cursor %s with a Serbian 400', async (_case, cursorOf) => {
    const cursor = await cursorOf();
    const response = await ctx.app.inject({
      method: 'GET',
      url: searchUrl('/api/ads/search', { cursor, sort: 'newest' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: cursorMessage });
  });

  it('accepts its own cursor', async () => {
    const cursor = await landCursor('area_desc');
    expect((await land({ sort: 'area_desc', cursor })).items).toHaveLength(2);
  });

  it.each([
    ['/api/ads/search', { limit: 0 }, 'limit'],
    ['/api/ads/search', { limit: 101 }, 'limit'],
    ['/api/ads/search', { limit: 2.5 }, 'limit'],
    ['/api/ads/search', { sort: 'revenue_desc' }, 'sort'],
    ['/api/ads/search', { land_type: ['forest', 'castle'] }, 'land_type'],
    ['/api/ads/search', { price_min: -1 }, 'price_min'],
    ['/api/ads/search', { area_max: 'puno' }, 'area_max'],
    ['/api/ads/search', { price_max: 1e13 }, 'price_max'],
    ['/api/ads/search', { country_id: 0 }, 'country_id'],
    ['/api/ads/search', { q: 'a\u0001b' }, 'q'],
    ['/api/ads/search', { q: 'plac\u001fkod' }, 'q'],
    ['/api/ads/search', { q: 'x'.repeat(201) }, 'q'],
    ['/api/ads/search', { cursor: 'a+b' }, 'cursor'],
    ['/api/business-ads/search', { sort: 'area_desc' }, 'sort'],
    ['/api/business-ads/search', { revenue_min: -5 }, 'revenue_min'],
    ['/api/business-ads/search', { business_type: 'castle' }, 'business_type'],
  ])('%s refuses %j with a Serbian 400', async (path, params, field) => {
    const response = await ctx.app.inject({ method: 'GET', url: searchUrl(path, params) });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(
      new RegExp(`^Neispravan zahtev: polje "${field}(\\.\\d+)?" nije ispravno\\.$`),
    );
  });

  it('accepts bounds that select nothing (no stricter rules than the contract)', async () => {
    const page = await land({ price_min: 5000, price_max: 10, country_id: 1, city_id: 501 });
    expect(page).toEqual({ items: [], total: 0, total_is_lower_bound: false, next_cursor: null });
  });
});

describe('ETag', () => {
  beforeAll(async () => {
    await clearAds();
    await ctx.app.db.insert(landAds).values(Array.from({ length: 3 }, () => row()));
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });

  it('names the data version: 304 for the same page until the next write', async () => {
    const first = await get('/api/ads/search?limit=2');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"search-land-\d+"$/);
    expect((await get('/api/ads/search?limit=2', { 'if-none-match': etag })).statusCode).toBe(304);
    await ctx.app.db.execute(sql`update land_ads set price = price + 1`);
    const changed = await get('/api/ads/search?limit=2', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('differs between viewers who see different business descriptions', async () => {
    const author = await createUser(ctx, 'business_owner');
    await createBusinessAd(ctx, author);
    const etagFor = async (headers: Record<string, string>) =>
      (await get('/api/business-ads/search', headers)).headers.etag;
    const tags = [
      await etagFor({}),
      await etagFor(author.headers),
      await etagFor((await createUser(ctx, 'investor')).headers),
      await etagFor((await createUser(ctx, 'business_owner')).headers),
    ];
    expect(new Set(tags).size).toBe(4);
    expect(await etagFor((await createUser(ctx, 'investor')).headers)).toBe(tags[2]);
  });
});
