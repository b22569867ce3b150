import { describe, expect, it } from 'vitest';
import {
  describeSavedSearch,
  hasSearchCriteria,
  savedSearchQuery,
  type SavedSearchParams,
} from './saved-searches';

const nbsp = '\u00a0';

describe('hasSearchCriteria', () => {
  it.each<[SavedSearchParams, boolean]>([
    [{}, false],
    [{ sort: 'price_asc', limit: 24, include_sold: true }, false],
    [{ land_type: [] }, false],
    [{ q: '' }, false],
    [{ q: 'voćnjak' }, true],
    [{ country_id: 1 }, true],
    [{ price_max: 0 }, true],
    [{ business_type: ['healthcare'] }, true],
  ])('%j -> %s', (params, expected) => {
    expect(hasSearchCriteria(params)).toBe(expected);
  });
});

describe('describeSavedSearch', () => {
  it.each<[string, SavedSearchParams, string[]]>([
    ['no criteria', { sort: 'newest', limit: 24 }, []],
    ['text', { q: 'voćnjak' }, ['„voćnjak“']],
    ['country only', { country_id: 2 }, ['Hrvatska']],
    ['city and country', { country_id: 1, city_id: 101 }, ['Beograd, Srbija']],
    [
      'land types',
      { land_type: ['agricultural', 'industrial'] },
      ['Poljoprivredno zemljište', 'Zemljište za izgradnju'],
    ],
    ['business type', { business_type: ['technology_it'] }, ['Tehnologija i IT']],
    ['price from', { price_min: 10000 }, [`Cena: od 10.000${nbsp}€`]],
    ['price to', { price_max: 50000 }, [`Cena: do 50.000${nbsp}€`]],
    ['price range', { price_min: 0, price_max: 50000 }, [`Cena: 0${nbsp}€ – 50.000${nbsp}€`]],
    ['area', { area_min: 500 }, [`Površina: od 500${nbsp}m²`]],
    ['revenue', { revenue_max: 1_000_000 }, [`Godišnji prihod: do 1.000.000${nbsp}€`]],
    ['a sort other than newest', { sort: 'price_asc' }, ['Redosled: Cena: od najniže']],
    ['sold ads too', { include_sold: true }, ['i prodati oglasi']],
    [
      'everything, in the panel order',
      {
        include_sold: true,
        price_max: 50000,
        land_type: ['agricultural'],
        q: 'plac',
        country_id: 1,
      },
      [
        '„plac“',
        'Srbija',
        'Poljoprivredno zemljište',
        `Cena: do 50.000${nbsp}€`,
        'i prodati oglasi',
      ],
    ],
  ])('%s', (_, params, expected) => {
    expect(describeSavedSearch(params)).toEqual(expected);
  });
});

describe('savedSearchQuery', () => {
  it.each<[SavedSearchParams, string]>([
    [{}, ''],
    [{ sort: 'newest', limit: 24 }, ''],
    [{ q: 'voćnjak i plac' }, 'q=vo%C4%87njak+i+plac'],
    [
      { country_id: 1, city_id: 101, land_type: ['agricultural', 'residential'], price_max: 50000 },
      'country_id=1&city_id=101&land_type=agricultural&land_type=residential&price_max=50000',
    ],
    [{ sort: 'price_asc', include_sold: true }, 'sort=price_asc&include_sold=true'],
    [{ include_sold: false }, ''],
    [
      { business_type: ['healthcare'], revenue_min: 1000 },
      'business_type=healthcare&revenue_min=1000',
    ],
  ])('%j -> %s', (params, expected) => {
    expect(savedSearchQuery(params)).toBe(expected);
  });
});
