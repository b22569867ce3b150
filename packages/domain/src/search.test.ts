import { describe, expect, it } from 'vitest';
import {
  businessAdSearchMatcher,
  foldSearchText,
  landAdSearchMatcher,
  placesMatching,
  pricePerSquareMetre,
  searchBusinessAds,
  searchLandAds,
  searchQuery,
  type SearchableBusinessAd,
  type SearchableLandAd,
} from './search';

describe('foldSearchText', () => {
  it.each([
    ['Čačak', 'cacak'],
    ['cacak', 'cacak'],
    ['Чачак', 'cacak'],
    ['ЧАЧАК', 'cacak'],
    ['Đurđevo', 'durdevo'],
    ['Ђурђево', 'durdevo'],
    ['Љубовија', 'ljubovija'],
    ['Njiva', 'njiva'],
    ['Његош', 'njegos'],
    ['Џеп', 'dzep'],
    ['džep', 'dzep'],
    ['Šabac Žabalj Ćuprija', 'sabac zabalj cuprija'],
  ])('%s → %s', (text, folded) => {
    expect(foldSearchText(text)).toBe(folded);
  });
});

describe('searchQuery', () => {
  it('is undefined for a blank query and folded otherwise', () => {
    expect(searchQuery(undefined)).toBeUndefined();
    expect(searchQuery('   ')).toBeUndefined();
    expect(searchQuery('  Ниш ')).toBe('nis');
  });
});

const land = (overrides: Partial<SearchableLandAd> & { id: number }): SearchableLandAd => ({
  title: 'Njiva',
  description: '',
  price: 1000,
  area: 100,
  country_id: 1,
  city_id: 101,
  land_type: 'agricultural',
  created_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

describe('land ad search', () => {
  it('leaves sold ads out unless asked for, and keeps reserved ones', () => {
    const ads = [
      land({ id: 1, status: 'active' }),
      land({ id: 2, status: 'reserved' }),
      land({ id: 3, status: 'sold' }),
      land({ id: 4 }),
    ];
    expect(
      searchLandAds(ads, {})
        .map((ad) => ad.id)
        .sort(),
    ).toEqual([1, 2, 4]);
    expect(
      searchLandAds(ads, { include_sold: true })
        .map((ad) => ad.id)
        .sort(),
    ).toEqual([1, 2, 3, 4]);
    expect(businessAdSearchMatcher({})({ ...ads[2]!, business_type: 'other' })).toBe(false);
  });

  it('finds an ad whatever the script and diacritics of title or description', () => {
    const matches = landAdSearchMatcher({ q: 'cacak' });
    expect(matches(land({ id: 1, title: 'Plac u Čačku' }))).toBe(false);
    expect(matches(land({ id: 1, title: 'Plac, Čačak' }))).toBe(true);
    expect(matches(land({ id: 2, description: 'Близу Чачка, Чачак' }))).toBe(true);
    expect(matches(land({ id: 3, title: 'Kragujevac' }))).toBe(false);
  });

  it("finds an ad by its city or country name, whatever the query's script, case and diacritics", () => {
    const inNoviSad = land({ id: 1, country_id: 1, city_id: 102 });
    const inCacak = land({ id: 2, country_id: 1, city_id: 108 });
    const inZagreb = land({ id: 3, country_id: 2, city_id: 201 });
    const found = (q: string) =>
      searchLandAds([inNoviSad, inCacak, inZagreb], { q }).map((ad) => ad.id);
    expect(found('Novi Sad')).toEqual([1]);
    expect(found('novi sad')).toEqual([1]);
    expect(found('Нови Сад')).toEqual([1]);
    expect(found('cacak')).toEqual([2]);
    expect(found('ЧАЧАК')).toEqual([2]);
    expect(found('Srbija')).toEqual([2, 1]); // newest first: equal times, then the higher id
    expect(found('hrvatska')).toEqual([3]);
    expect(found('Kragujevac')).toEqual([]);
    expect(
      businessAdSearchMatcher({ q: 'novi sad' })({
        id: 4,
        title: 'Pekara',
        price: 1,
        country_id: 1,
        city_id: 102,
        business_type: 'other',
        created_at: '2026-01-01T00:00:00.000Z',
      }),
    ).toBe(true);
  });

  it('names the places a query is part of, a city only outside a matching country', () => {
    expect(placesMatching('novi')).toEqual({
      countryIds: [],
      cityIdsByCountry: new Map([
        [1, [102, 109]],
        [4, [403]],
      ]), // Novi Sad, Novi Pazar, Herceg Novi
    });
    expect(placesMatching('srbija')).toEqual({ countryIds: [1], cityIdsByCountry: new Map() });
    expect(placesMatching('zzz')).toEqual({ countryIds: [], cityIdsByCountry: new Map() });
  });

  it('applies inclusive bounds, exact location and any of the land types', () => {
    const matches = landAdSearchMatcher({
      country_id: 1,
      city_id: 101,
      land_type: ['agricultural', 'industrial'],
      price_min: 1000,
      price_max: 2000,
      area_min: 100,
      area_max: 100,
    });
    expect(matches(land({ id: 1 }))).toBe(true);
    expect(matches(land({ id: 2, price: 2000.01 }))).toBe(false);
    expect(matches(land({ id: 3, area: 99.99 }))).toBe(false);
    expect(matches(land({ id: 4, land_type: 'residential' }))).toBe(false);
    expect(matches(land({ id: 5, city_id: 102 }))).toBe(false);
    expect(matches(land({ id: 6, country_id: 2, city_id: 201 }))).toBe(false);
  });

  it('orders by the sort key, then by id in the same direction', () => {
    const ads = [
      land({ id: 1, price: 300, area: 10, created_at: '2026-01-02T00:00:00.000Z' }),
      land({ id: 2, price: 100, area: 50, created_at: '2026-01-03T00:00:00.000Z' }),
      land({ id: 3, price: 300, area: 100, created_at: '2026-01-01T00:00:00.000Z' }),
    ];
    const ids = (sort: Parameters<typeof searchLandAds>[1]['sort']) =>
      searchLandAds(ads, { sort }).map((ad) => ad.id);
    expect(ids(undefined)).toEqual([2, 1, 3]);
    expect(ids('price_asc')).toEqual([2, 1, 3]);
    expect(ids('price_desc')).toEqual([3, 1, 2]);
    expect(ids('price_per_m2_asc')).toEqual([2, 3, 1]);
    expect(ids('area_desc')).toEqual([3, 2, 1]);
  });

  it('keeps the price per m² to cents', () => {
    expect(pricePerSquareMetre({ price: 1000, area: 3 })).toBe(333.33);
    // A half cent rounds up, as PostgreSQL's round() does (0.575 is just below it in binary).
    expect(pricePerSquareMetre({ price: 1.15, area: 2 })).toBe(0.58);
    expect(pricePerSquareMetre({ price: 1000, area: 0 })).toBe(Number.POSITIVE_INFINITY);
  });
});

const business = (
  overrides: Partial<SearchableBusinessAd> & { id: number },
): SearchableBusinessAd => ({
  title: 'Restoran',
  description: null,
  price: 1000,
  country_id: 1,
  city_id: 101,
  business_type: 'restaurant_hospitality',
  annual_revenue: null,
  created_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

describe('business ad search', () => {
  it('leaves out ads without a revenue when a revenue bound is set', () => {
    const matches = businessAdSearchMatcher({ revenue_min: 0 });
    expect(matches(business({ id: 1 }))).toBe(false);
    expect(matches(business({ id: 2, annual_revenue: 0 }))).toBe(true);
    expect(businessAdSearchMatcher({})(business({ id: 3 }))).toBe(true);
  });

  it('sorts by revenue with the ads without one last', () => {
    const ads = [
      business({ id: 1, annual_revenue: null }),
      business({ id: 2, annual_revenue: 10 }),
      business({ id: 3, annual_revenue: 50 }),
    ];
    expect(searchBusinessAds(ads, { sort: 'revenue_desc' }).map((ad) => ad.id)).toEqual([3, 2, 1]);
  });
});
