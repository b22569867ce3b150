import { describe, expect, it } from 'vitest';
import { countSetFilters } from './filter-count';
import type { BusinessAdSearch, LandAdSearch } from './search';

describe('countSetFilters', () => {
  it('counts nothing for an empty search, the text query or the order', () => {
    expect(countSetFilters({})).toBe(0);
    expect(countSetFilters({ q: 'voćnjak', sort: 'price_asc' })).toBe(0);
    expect(countSetFilters({ q: 'pekara', sort: 'revenue_desc', limit: 24 })).toBe(0);
  });

  it.each<[string, LandAdSearch, number]>([
    ['country', { country_id: 1 }, 1],
    ['country and city', { country_id: 1, city_id: 101 }, 2],
    ['one land type', { land_type: ['agricultural'] }, 1],
    ['several land types count once', { land_type: ['agricultural', 'industrial'] }, 1],
    ['no land type', { land_type: [] }, 0],
    ['each price bound', { price_min: 1000, price_max: 50000 }, 2],
    ['a zero bound is set', { price_max: 0 }, 1],
    ['each area bound', { area_min: 100, area_max: 5000 }, 2],
    ['sold ads shown', { include_sold: true }, 1],
    ['sold ads left out', { include_sold: false }, 0],
    [
      'everything',
      {
        q: 'plac',
        country_id: 1,
        city_id: 101,
        land_type: ['residential'],
        price_min: 1,
        price_max: 2,
        area_min: 3,
        area_max: 4,
        sort: 'area_desc',
        include_sold: true,
      },
      8,
    ],
  ])('land: %s', (_name, search, expected) => {
    expect(countSetFilters(search)).toBe(expected);
  });

  it.each<[string, BusinessAdSearch, number]>([
    ['business type', { business_type: ['healthcare'] }, 1],
    ['each revenue bound', { revenue_min: 10000, revenue_max: 90000 }, 2],
    [
      'everything',
      {
        q: 'pekara',
        country_id: 2,
        city_id: 201,
        business_type: ['restaurant_hospitality'],
        price_min: 1,
        price_max: 2,
        revenue_min: 3,
        revenue_max: 4,
        sort: 'newest',
        include_sold: true,
      },
      8,
    ],
    ['unset values', { country_id: undefined, price_min: undefined, q: undefined }, 0],
  ])('business: %s', (_name, search, expected) => {
    expect(countSetFilters(search)).toBe(expected);
  });
});
