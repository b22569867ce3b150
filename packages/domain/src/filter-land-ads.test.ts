import { describe, expect, it } from 'vitest';
import { filterLandAds } from './filter-land-ads';
import type { LandAdFilter } from './filter-land-ads';
import { generateLandAds } from './testing/generate-ads';

const ads = [
  {
    id: 1,
    title: 'Njiva kod Novog Sada',
    description: 'Plodna zemlja',
    price: 50000,
    country_id: 1,
    city_id: 102,
  },
  {
    id: 2,
    title: 'Plac u Zagrebu',
    description: 'Blizu CENTRA',
    price: 120000,
    country_id: 2,
    city_id: 201,
  },
  { id: 3, title: 'Šuma', description: null, price: 80000, country_id: 1, city_id: 101 },
  {
    id: 4,
    title: 'Vikend plac',
    description: 'pored reke Drine',
    price: '80000',
    country_id: '3',
    city_id: '311',
  },
];

const ids = (filter: LandAdFilter) => filterLandAds(ads, filter).map((ad) => ad.id);

describe('filterLandAds (spec §5)', () => {
  it.each<[string, LandAdFilter, number[]]>([
    ['no criteria', {}, [1, 2, 3, 4]],
    [
      'all empty strings',
      { text: '', countryId: '', cityId: '', minPrice: '', maxPrice: '' },
      [1, 2, 3, 4],
    ],
    ['text in title', { text: 'plac' }, [2, 4]],
    ['text case-insensitive', { text: 'NJIVA' }, [1]],
    ['text in description', { text: 'centra' }, [2]],
    ['text with diacritics', { text: 'šuma' }, [3]],
    ['text trimmed', { text: '  drine ' }, [4]],
    ['text matching nothing', { text: 'planina' }, []],
    ['min price inclusive', { minPrice: 80000 }, [2, 3, 4]],
    ['max price inclusive', { maxPrice: 80000 }, [1, 3, 4]],
    ['min and max equal', { minPrice: '80000', maxPrice: '80000' }, [3, 4]],
    ['min above max', { minPrice: 100000, maxPrice: 60000 }, []],
    ['invalid bound ignored', { minPrice: 'abc' }, [1, 2, 3, 4]],
    ['country exact', { countryId: 1 }, [1, 3]],
    ['country as string vs string id', { countryId: '3' }, [4]],
    ['city exact', { cityId: '101' }, [3]],
    ['city not a prefix match', { cityId: 10 }, []],
    ['country and city', { countryId: 1, cityId: 102 }, [1]],
    ['everything', { text: 'plac', countryId: 3, cityId: 311, minPrice: 1, maxPrice: 90000 }, [4]],
  ])('%s', (_name, filter, expected) => {
    expect(ids(filter)).toEqual(expected);
  });

  it('does not mutate the input', () => {
    const copy = structuredClone(ads);
    filterLandAds(ads, { text: 'plac', minPrice: 1 });
    expect(ads).toEqual(copy);
  });
});

describe('filterLandAds on 10,000 generated ads', () => {
  const many = generateLandAds(10_000, 2024);

  it('country filter keeps exactly that country', () => {
    const result = filterLandAds(many, { countryId: '2' });
    expect(result.length).toBe(many.filter((ad) => ad.country_id === 2).length);
    expect(result.length).toBeGreaterThan(0);
    expect(result.every((ad) => ad.country_id === 2)).toBe(true);
  });

  it('price range keeps only prices within the bounds', () => {
    const result = filterLandAds(many, { minPrice: 100_000, maxPrice: 200_000 });
    expect(result.length).toBe(
      many.filter((ad) => ad.price >= 100_000 && ad.price <= 200_000).length,
    );
    expect(result.every((ad) => ad.price >= 100_000 && ad.price <= 200_000)).toBe(true);
  });

  it('text search finds the same ads as a plain lower-case scan', () => {
    const result = filterLandAds(many, { text: 'REKE' });
    const expected = many.filter(
      (ad) =>
        ad.title.toLowerCase().includes('reke') || ad.description.toLowerCase().includes('reke'),
    );
    expect(result).toEqual(expected);
    expect(result.length).toBeGreaterThan(0);
  });

  it('filters 10,000 ads with every criterion at once', () => {
    const result = filterLandAds(many, {
      text: 'plac',
      countryId: 1,
      minPrice: 1000,
      maxPrice: 900_000,
    });
    expect(result.every((ad) => ad.country_id === 1)).toBe(true);
    expect(result.length).toBeGreaterThan(0);
  });
});
