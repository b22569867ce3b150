import { describe, expect, it } from 'vitest';
import { filterBusinessAds } from './filter-business-ads';
import type { BusinessAdFilter } from './filter-business-ads';
import { generateBusinessAds } from './testing/generate-ads';

const ads = [
  {
    id: 1,
    title: 'Restoran Dunav',
    description: 'Terasa na reci',
    price: 300000,
    business_type: 'restaurant_hospitality',
    country_id: 1,
    city_id: 101,
    annual_revenue: 120000,
  },
  {
    id: 2,
    title: 'IT firma',
    description: undefined,
    price: 900000,
    business_type: 'technology_it',
    country_id: 2,
    city_id: 201,
    annual_revenue: null,
  },
  {
    id: 3,
    title: 'Pekara',
    description: 'Stara PEKARA u centru',
    price: 50000,
    business_type: 'manufacturing',
    country_id: 1,
    city_id: 103,
    annual_revenue: 0,
  },
  {
    id: 4,
    title: 'Apoteka',
    description: 'Zdravlje',
    price: '150000',
    business_type: 'healthcare',
    country_id: '1',
    city_id: '101',
    annual_revenue: '400000',
  },
  {
    id: 5,
    title: 'Škola jezika',
    description: 'Kursevi',
    price: 80000,
    business_type: 'education',
    country_id: 4,
    city_id: 401,
  },
];

const ids = (filter: BusinessAdFilter) => filterBusinessAds(ads, filter).map((ad) => ad.id);

describe('filterBusinessAds (spec §5)', () => {
  it.each<[string, BusinessAdFilter, number[]]>([
    ['no criteria', {}, [1, 2, 3, 4, 5]],
    [
      'empty strings',
      { text: '', countryId: '', cityId: '', businessType: '', minPrice: '', maxRevenue: '' },
      [1, 2, 3, 4, 5],
    ],
    ['text in title', { text: 'firma' }, [2]],
    ['text in description, case-insensitive', { text: 'centru' }, [3]],
    ['text in title or description', { text: 'pekara' }, [3]],
    ['text with diacritics', { text: 'ŠKOLA' }, [5]],
    ['country', { countryId: '1' }, [1, 3, 4]],
    ['city', { cityId: 101 }, [1, 4]],
    ['type', { businessType: 'healthcare' }, [4]],
    ['unknown type', { businessType: 'bakery' }, []],
    ['min price inclusive', { minPrice: 150000 }, [1, 2, 4]],
    ['max price inclusive', { maxPrice: 80000 }, [3, 5]],
    ['min revenue excludes ads without revenue', { minRevenue: 0 }, [1, 3, 4]],
    ['max revenue excludes ads without revenue', { maxRevenue: 1_000_000 }, [1, 3, 4]],
    ['revenue range inclusive', { minRevenue: '120000', maxRevenue: 400000 }, [1, 4]],
    ['revenue zero bound', { maxRevenue: 0 }, [3]],
    ['invalid revenue bound ignored', { minRevenue: 'x' }, [1, 2, 3, 4, 5]],
    [
      'combined',
      {
        countryId: 1,
        cityId: 101,
        businessType: 'restaurant_hospitality',
        maxPrice: 300000,
        minRevenue: 100000,
        text: 'dunav',
      },
      [1],
    ],
  ])('%s', (_name, filter, expected) => {
    expect(ids(filter)).toEqual(expected);
  });
});

describe('filterBusinessAds on 10,000 generated ads', () => {
  const many = generateBusinessAds(10_000, 2024);

  it('a revenue bound drops every ad without revenue', () => {
    const result = filterBusinessAds(many, { minRevenue: 0 });
    expect(result.length).toBe(many.filter((ad) => ad.annual_revenue != null).length);
    expect(result.length).toBeLessThan(many.length);
  });

  it('type and country keep exactly those ads', () => {
    const result = filterBusinessAds(many, { businessType: 'healthcare', countryId: 3 });
    expect(result.length).toBe(
      many.filter((ad) => ad.business_type === 'healthcare' && ad.country_id === 3).length,
    );
    expect(result.length).toBeGreaterThan(0);
  });

  it('text search ignores ads whose description is hidden unless the title matches', () => {
    const result = filterBusinessAds(many, { text: 'tradicija' });
    const expected = many.filter(
      (ad) =>
        ad.title.toLowerCase().includes('tradicija') ||
        (ad.description ?? '').toLowerCase().includes('tradicija'),
    );
    expect(result).toEqual(expected);
    expect(result.length).toBeGreaterThan(0);
  });

  it('filters 10,000 ads with every criterion at once', () => {
    const result = filterBusinessAds(many, {
      text: 'pekara',
      countryId: 1,
      minPrice: 1000,
      maxPrice: 4_000_000,
      minRevenue: 10_000,
      maxRevenue: 1_500_000,
    });
    expect(result.every((ad) => ad.country_id === 1 && ad.annual_revenue != null)).toBe(true);
    expect(result.length).toBeGreaterThan(0);
  });
});
