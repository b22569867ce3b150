import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BUSINESS_AD_SORTS,
  BUSINESS_TYPES,
  canSeeBusinessDescription,
  foldSearchText,
  getCity,
  getCountry,
  LAND_AD_SORTS,
  LAND_TYPES,
  searchBusinessAds,
  searchLandAds,
  type BusinessAdSearch,
  type LandAdSearch,
  type SearchableBusinessAd,
  type SearchableLandAd,
} from '@marketplace/domain';
import { businessAds, landAds } from '../../src/db/schema';
import { createTestApp, type TestContext } from '../helpers/app';
import { createUser, type TestUser } from '../helpers/users';
import { searchAll, type BusinessAdSearchPage, type LandAdSearchPage } from './fixtures';

// The search's property: for random ads and random filters, walking every page of the search
// gives exactly the ads domain searchLandAds / searchBusinessAds select from the active ads, in
// their order (sold ones only with include_sold). One database per property; each run replaces all ads.
const RUNS = Number(process.env.SEARCH_PROPERTY_RUNS ?? 50);
const MAX_ADS = 60;
const TIMEOUT_MS = 240_000;

// Text is drawn from ASCII (with LIKE's own %, _ and \), Serbian Latin and Serbian Cyrillic,
// mostly as words that exist in both scripts, so queries find something.
const ASCII = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,-%_\\';
const SERBIAN_LATIN = 'čćžšđČĆŽŠĐ';
const SERBIAN_CYRILLIC = 'абвгдђежзијклљмнњопрстћуфхцчџшАБВГДЂЕЖЗИЈКЛЉМНЊОПРСТЋУФХЦЧЏШ';
const ALPHABET = [...ASCII, ...SERBIAN_LATIN, ...SERBIAN_CYRILLIC];
const WORDS = [
  'plac',
  'Плац',
  'Čačak',
  'ЧАЧАК',
  'cacak',
  'njiva',
  'Њива',
  'džep',
  'Џеп',
  'Ljig',
  'Љиг',
  'šuma',
  'ШУМА',
  'Đurđevo',
  'Ђурђево',
  'voćnjak',
  'воћњак',
  '50%',
  'a_b',
  'Novi Sad',
  'Нови Сад',
  'novi',
  'Srbija',
];

const randomText = (maxLength: number) =>
  fc.array(fc.constantFrom(...ALPHABET), { maxLength }).map((letters) => letters.join(''));
const phrase = fc
  .array(fc.oneof(fc.constantFrom(...WORDS), randomText(6)), { maxLength: 4 })
  .map((parts) => parts.join(' '));

const LATIN_TO_CYRILLIC: Record<string, string> = Object.fromEntries(
  [...'abvgdđežzijklmnoprstćufhcčš'].map((letter, i) => [
    letter,
    'абвгдђежзијклмнопрстћуфхцчш'[i]!,
  ]),
);
const transforms: Record<string, (text: string) => string> = {
  same: (text) => text,
  upper: (text) => text.toUpperCase(),
  lower: (text) => text.toLowerCase(),
  folded: foldSearchText,
  cyrillic: (text) =>
    [...foldSearchText(text)].map((letter) => LATIN_TO_CYRILLIC[letter] ?? letter).join(''),
  padded: (text) => `  ${text} `,
};

/**
 * A query: a word, random letters, or a piece of some ad's text or of the name of its city or
 * country, written another way.
 */
const queryArb = fc.oneof(
  { arbitrary: fc.constant({ kind: 'none' as const }), weight: 4 },
  {
    arbitrary: fc.constantFrom(...WORDS).map((word) => ({ kind: 'text' as const, word })),
    weight: 2,
  },
  { arbitrary: randomText(3).map((word) => ({ kind: 'text' as const, word })), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('slice' as const),
      ad: fc.nat(),
      field: fc.constantFrom('title', 'description', 'city', 'country') as fc.Arbitrary<
        'title' | 'description' | 'city' | 'country'
      >,
      start: fc.nat(),
      length: fc.integer({ min: 1, max: 6 }),
      transform: fc.constantFrom(...Object.keys(transforms)),
    }),
    weight: 4,
  },
);
type QuerySpec = typeof queryArb extends fc.Arbitrary<infer T> ? T : never;

function resolveQuery(
  spec: QuerySpec,
  ads: readonly { title: string; description: string; location: readonly [number, number] }[],
): string | undefined {
  if (spec.kind === 'none') return undefined;
  if (spec.kind === 'text') return spec.word;
  const ad = ads[spec.ad % Math.max(ads.length, 1)];
  const text = !ad
    ? 'plac'
    : spec.field === 'city'
      ? getCity(ad.location[1])!.name
      : spec.field === 'country'
        ? getCountry(ad.location[0])!.name
        : ad[spec.field];
  const start = text.length ? spec.start % text.length : 0;
  return transforms[spec.transform]!(text.slice(start, start + spec.length));
}

// Amounts in cents, often from a small pool so that sort keys tie and the id decides.
const amount = fc.oneof(
  fc.constantFrom(1000, 2500.5, 99_999.99, 0.01, 12_345.67),
  fc.integer({ min: 1, max: 100_000_000 }).map((cents) => cents / 100),
);
const START = Date.parse('2025-03-01T08:00:00.000Z');
// Milliseconds, as the API shows them; few distinct instants, so creation times tie too.
const createdAt = fc.integer({ min: 0, max: 40 }).map((step) => new Date(START + step * 1000));
// Novi Sad (102), Novi Pazar (109) and Herceg Novi (403) share a word; Čačak (108) has diacritics.
const location = fc.constantFrom(
  [1, 101] as const,
  [1, 102] as const,
  [1, 108] as const,
  [1, 109] as const,
  [2, 201] as const,
  [4, 403] as const,
);
/** Set in about one run of four: with all criteria set at once, nothing would match. */
const maybe = <T>(arbitrary: fc.Arbitrary<T>) =>
  fc.oneof(
    { arbitrary: fc.constant(undefined), weight: 3 },
    { arbitrary: arbitrary as fc.Arbitrary<T | undefined>, weight: 1 },
  );
const bound = maybe(amount);

const commonAd = {
  title: phrase.filter((title) => title.trim() !== ''),
  description: phrase,
  price: amount,
  location,
  createdAt,
  deleted: fc.integer({ min: 0, max: 9 }).map((n) => n < 2),
  // Sold ads are left out unless include_sold; reserved ones stay in.
  status: fc.constantFrom('active', 'active', 'reserved', 'sold'),
};
const commonFilters = {
  query: queryArb,
  country_id: maybe(fc.constantFrom(1, 2)),
  city_id: maybe(fc.constantFrom(101, 102, 201, 301)),
  price_min: bound,
  price_max: bound,
  include_sold: fc.constantFrom(undefined, false, true),
  // Small pages mostly, so a run walks several of them.
  limit: fc.oneof(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 4, max: 12 })),
};

/** Drops undefined values, so URLs and domain filters carry only the set criteria. */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

let ctx: TestContext;
let landOwner: TestUser;
let investor: TestUser;
let businessOwners: TestUser[];
beforeAll(async () => {
  ctx = await createTestApp();
  landOwner = await createUser(ctx, 'land_owner');
  investor = await createUser(ctx, 'investor');
  businessOwners = [
    await createUser(ctx, 'business_owner'),
    await createUser(ctx, 'business_owner'),
  ];
});
afterAll(() => ctx.close());

describe('search selects and orders exactly what the domain filter does', () => {
  it(
    'land ads',
    async () => {
      const adArb = fc.record({
        ...commonAd,
        area: amount,
        landType: fc.constantFrom(...LAND_TYPES),
      });
      const filtersArb = fc.record({
        ...commonFilters,
        land_type: maybe(fc.subarray([...LAND_TYPES], { minLength: 1 })),
        area_min: bound,
        area_max: bound,
        sort: fc.constantFrom(undefined, ...LAND_AD_SORTS),
      });
      await fc.assert(
        fc.asyncProperty(
          fc.array(adArb, { maxLength: MAX_ADS, size: 'max' }),
          filtersArb,
          async (ads, { query, limit, ...filters }) => {
            await ctx.app.db.delete(landAds);
            const ids = ads.length
              ? await ctx.app.db
                  .insert(landAds)
                  .values(
                    ads.map((ad) => ({
                      userId: landOwner.id,
                      title: ad.title,
                      description: ad.description,
                      price: ad.price,
                      area: ad.area,
                      countryId: ad.location[0],
                      cityId: ad.location[1],
                      landType: ad.landType,
                      status: ad.status,
                      createdAt: ad.createdAt,
                      deleted: ad.deleted,
                    })),
                  )
                  .returning({ id: landAds.id })
              : [];
            const active: SearchableLandAd[] = ads.flatMap((ad, i) =>
              ad.deleted
                ? []
                : [
                    {
                      id: ids[i]!.id,
                      title: ad.title,
                      description: ad.description,
                      price: ad.price,
                      area: ad.area,
                      country_id: ad.location[0],
                      city_id: ad.location[1],
                      land_type: ad.landType,
                      status: ad.status,
                      created_at: ad.createdAt.toISOString(),
                    },
                  ],
            );
            const search: LandAdSearch = defined({ ...filters, q: resolveQuery(query, ads) });
            const expected = searchLandAds(active, search).map((ad) => ad.id);

            const found = await searchAll<LandAdSearchPage>(ctx, '/api/ads/search', {
              ...search,
              limit,
            });
            expect(found.items.map((ad) => ad.id)).toEqual(expected);
            expect(new Set(found.totals)).toEqual(new Set([expected.length]));
          },
        ),
        { numRuns: RUNS },
      );
    },
    TIMEOUT_MS,
  );

  it(
    'business ads, as each kind of viewer sees them',
    async () => {
      const adArb = fc.record({
        ...commonAd,
        author: fc.nat({ max: 1 }),
        revenue: fc.option(amount, { nil: null }),
        businessType: fc.constantFrom(...BUSINESS_TYPES),
      });
      const filtersArb = fc.record({
        ...commonFilters,
        business_type: maybe(fc.subarray([...BUSINESS_TYPES], { minLength: 1 })),
        revenue_min: bound,
        revenue_max: bound,
        sort: fc.constantFrom(undefined, ...BUSINESS_AD_SORTS),
      });
      const viewerArb = fc.constantFrom('guest', 'investor', 'owner 0', 'owner 1', 'land owner');
      await fc.assert(
        fc.asyncProperty(
          fc.array(adArb, { maxLength: MAX_ADS, size: 'max' }),
          filtersArb,
          viewerArb,
          async (ads, { query, limit, ...filters }, viewerName) => {
            const viewer = {
              guest: null,
              investor,
              'owner 0': businessOwners[0]!,
              'owner 1': businessOwners[1]!,
              'land owner': landOwner,
            }[viewerName];
            await ctx.app.db.delete(businessAds);
            const ids = ads.length
              ? await ctx.app.db
                  .insert(businessAds)
                  .values(
                    ads.map((ad) => ({
                      authorId: businessOwners[ad.author]!.id,
                      title: ad.title,
                      description: ad.description,
                      price: ad.price,
                      businessType: ad.businessType,
                      countryId: ad.location[0],
                      cityId: ad.location[1],
                      annualRevenue: ad.revenue,
                      status: ad.status,
                      createdAt: ad.createdAt,
                      deleted: ad.deleted,
                    })),
                  )
                  .returning({ id: businessAds.id })
              : [];
            // What the viewer's list shows: the description only where they may read it.
            const visible: SearchableBusinessAd[] = ads.flatMap((ad, i) => {
              if (ad.deleted) return [];
              const authorId = businessOwners[ad.author]!.id;
              return [
                {
                  id: ids[i]!.id,
                  title: ad.title,
                  ...(canSeeBusinessDescription(viewer, { author_id: authorId })
                    ? { description: ad.description }
                    : {}),
                  price: ad.price,
                  country_id: ad.location[0],
                  city_id: ad.location[1],
                  business_type: ad.businessType,
                  annual_revenue: ad.revenue,
                  status: ad.status,
                  created_at: ad.createdAt.toISOString(),
                },
              ];
            });
            const search: BusinessAdSearch = defined({ ...filters, q: resolveQuery(query, ads) });
            const expected = searchBusinessAds(visible, search).map((ad) => ad.id);

            const found = await searchAll<BusinessAdSearchPage>(
              ctx,
              '/api/business-ads/search',
              { ...search, limit },
              viewer?.headers ?? {},
            );
            expect(found.items.map((ad) => ad.id)).toEqual(expected);
            expect(new Set(found.totals)).toEqual(new Set([expected.length]));
          },
        ),
        { numRuns: RUNS },
      );
    },
    TIMEOUT_MS,
  );
});
