import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { businessAds, landAds } from '../../src/db/schema';
import type { SearchResult } from '../../src/services/ad-search';
import { SearchPageCache } from '../../src/services/search-pages';
import { createTestApp, type TestContext } from '../helpers/app';
import { createLandAd, landAdFields } from '../helpers/land-ads';
import { createUser, type TestUser } from '../helpers/users';
import { searchPage, type LandAdSearchPage } from './fixtures';

let ctx: TestContext;
let owner: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx, 'land_owner');
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.app.db.delete(landAds);
  await ctx.app.db.delete(businessAds);
});

const insertBySql = (title: string, price: number) =>
  ctx.app.db.execute(sql`
    insert into land_ads (user_id, title, description, price, area, country_id, city_id, land_type)
    values (${owner.id}, ${title}, '', ${price}, 500, 1, 101, 'building')`);

describe('search pages between writes (through the HTTP stack)', () => {
  it('answers a repeated search with the same page, and the next request after a write with the write in it', async () => {
    await insertBySql('Plac prvi', 10_000);
    const first = await searchPage<LandAdSearchPage>(ctx, '/api/ads/search', { q: 'plac' });
    expect(first.items.map((ad) => ad.title)).toEqual(['Plac prvi']);
    // The same search, parameters in another order: the same page.
    expect(
      await searchPage<LandAdSearchPage>(ctx, '/api/ads/search', { sort: 'newest', q: 'plac' }),
    ).toEqual(await searchPage<LandAdSearchPage>(ctx, '/api/ads/search', { q: 'plac' }));

    // A bulk import by SQL: no application code knows of it.
    await insertBySql('Plac drugi', 20_000);
    const afterImport = await searchPage<LandAdSearchPage>(ctx, '/api/ads/search', { q: 'plac' });
    expect(afterImport.total).toBe(2);
    expect(afterImport.items.map((ad) => ad.title).sort()).toEqual(['Plac drugi', 'Plac prvi']);

    // A change through the API: the edited price is in the very next answer.
    const created = await createLandAd(ctx, owner, {
      fields: landAdFields({ title: 'Plac treći' }),
    });
    const withCreated = await searchPage<LandAdSearchPage>(ctx, '/api/ads/search', { q: 'plac' });
    expect(withCreated.items.map((ad) => ad.id)).toContain(created.id);
    await ctx.app.db.execute(sql`update land_ads set price = 99999 where id = ${created.id}`);
    const edited = await searchPage<LandAdSearchPage>(ctx, '/api/ads/search', { q: 'plac' });
    expect(edited.items.find((ad) => ad.id === created.id)?.price).toBe(99999);
    await ctx.app.db.execute(sql`update land_ads set deleted = true where id = ${created.id}`);
    const afterDelete = await searchPage<LandAdSearchPage>(ctx, '/api/ads/search', { q: 'plac' });
    expect(afterDelete.items.map((ad) => ad.id)).not.toContain(created.id);
  });
});

describe('SearchPageCache', () => {
  const page = (version: number | null, marker: string): SearchResult<string> => ({
    page: marker,
    version,
  });
  const currentLandVersion = async () =>
    (await new SearchPageCache(ctx.app.db).versions()).land_ads;

  it('reads a page once per data version, and again after any write', async () => {
    const cache = new SearchPageCache(ctx.app.db);
    let reads = 0;
    const read = async () => page(await currentLandVersion(), `read ${++reads}`);
    expect((await cache.page('land_ads', 'k', read)).page).toBe('read 1');
    expect((await cache.page('land_ads', 'k', read)).page).toBe('read 1');
    expect(reads).toBe(1);
    // Another search, and the same one of the other table, are pages of their own.
    expect((await cache.page('land_ads', 'other', read)).page).toBe('read 2');
    await insertBySql('Plac', 1);
    expect((await cache.page('land_ads', 'k', read)).page).toBe('read 3');
    expect((await cache.page('land_ads', 'k', read)).page).toBe('read 3');
    // A write to business ads leaves land pages in place.
    await ctx.app.db.execute(
      sql`update list_versions set version = version + 1 where name = 'business_ads'`,
    );
    expect((await cache.page('land_ads', 'k', read)).page).toBe('read 3');
    expect(reads).toBe(3);
  });

  it('keeps no page read at another version than the request saw, nor an empty one', async () => {
    const cache = new SearchPageCache(ctx.app.db);
    let reads = 0;
    const behind = async () => page((await currentLandVersion()) - 1, `read ${++reads}`);
    await cache.page('land_ads', 'k', behind);
    await cache.page('land_ads', 'k', behind);
    expect(reads).toBe(2);
    const empty = async () => page(null, `read ${++reads}`);
    await cache.page('land_ads', 'e', empty);
    await cache.page('land_ads', 'e', empty);
    expect(reads).toBe(4);
    expect(cache.size).toBe(0);
  });

  it('shares one version read among the requests of one turn, and starts a new one after it was sent', async () => {
    const cache = new SearchPageCache(ctx.app.db);
    const first = cache.versions();
    expect(cache.versions()).toBe(first);
    expect(cache.versions()).toBe(first);
    const before = (await first).land_ads;
    const later = cache.versions();
    expect(later).not.toBe(first);
    await later;
    // A write committed before the call is seen by its read.
    await insertBySql('Plac', 1);
    expect((await cache.versions()).land_ads).toBeGreaterThan(before);
  });

  it('lets requests for a page being read at their version wait for that read', async () => {
    const cache = new SearchPageCache(ctx.app.db);
    const version = await currentLandVersion();
    let reads = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = async () => {
      reads += 1;
      await gate;
      return page(version, `read ${reads}`);
    };
    const burst = Array.from({ length: 20 }, () => cache.page('land_ads', 'k', slow));
    // Every request has passed the version read before the first read ends.
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    const pages = await Promise.all(burst);
    expect(reads).toBe(1);
    expect(new Set(pages.map((result) => result.page))).toEqual(new Set(['read 1']));

    // A failed read fails its waiters and is not kept: the next request reads again.
    const failing = async () => {
      reads += 1;
      throw new Error('database gone');
    };
    await expect(
      Promise.all([cache.page('land_ads', 'f', failing), cache.page('land_ads', 'f', failing)]),
    ).rejects.toThrow('database gone');
    const before = reads;
    await expect(cache.page('land_ads', 'f', failing)).rejects.toThrow('database gone');
    expect(reads).toBe(before + 1);
  });

  it('drops the least recently used page beyond its capacity, and pages of older versions', async () => {
    const cache = new SearchPageCache(ctx.app.db, 2);
    const version = await currentLandVersion();
    let reads = 0;
    const read = async () => page(version, `read ${++reads}`);
    await cache.page('land_ads', 'a', read);
    await cache.page('land_ads', 'b', read);
    await cache.page('land_ads', 'a', read); // a is now the most recent
    await cache.page('land_ads', 'c', read); // b goes
    expect(reads).toBe(3);
    expect(cache.size).toBe(2);
    await cache.page('land_ads', 'a', read);
    expect(reads).toBe(3);
    await cache.page('land_ads', 'b', read);
    expect(reads).toBe(4);

    await insertBySql('Plac', 1);
    const newer = async () => page(await currentLandVersion(), `read ${++reads}`);
    await cache.page('land_ads', 'd', newer);
    expect(cache.size).toBe(1);
  });
});
