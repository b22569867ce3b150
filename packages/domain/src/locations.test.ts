import { describe, expect, it } from 'vitest';
import {
  CITIES,
  COUNTRIES,
  citiesOf,
  formatLocation,
  getCity,
  getCountry,
  isCityInCountry,
} from './locations';

describe('countries', () => {
  it.each([
    [1, 'Srbija'],
    [2, 'Hrvatska'],
    [3, 'Bosna i Hercegovina'],
    [4, 'Crna Gora'],
    [5, 'Makedonija'],
  ])('country %d is %s', (id, name) => {
    expect(getCountry(id)?.name).toBe(name);
    expect(getCountry(String(id))?.name).toBe(name);
  });

  it('has exactly ids 1 to 5', () => {
    expect(COUNTRIES.map((c) => c.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it.each([0, 6, -1, 1.5, '', 'x', null, undefined])('getCountry(%j) is undefined', (id) => {
    expect(getCountry(id)).toBeUndefined();
  });
});

// spec §3: sequence lengths 30, 30, 30, 20, 25.
describe.each([
  [1, 30],
  [2, 30],
  [3, 30],
  [4, 20],
  [5, 25],
])('cities of country %d', (countryId, count) => {
  const cities = citiesOf(countryId);

  it(`has ${count} cities`, () => {
    expect(cities).toHaveLength(count);
  });

  it('numbers them country * 100 + 1..n', () => {
    expect(cities.map((c) => c.id)).toEqual(
      Array.from({ length: count }, (_, i) => countryId * 100 + i + 1),
    );
  });

  it('has unique, trimmed, Latin-script names', () => {
    const names = cities.map((c) => c.name);
    expect(new Set(names).size).toBe(count);
    for (const name of names) {
      expect(name).toBe(name.trim());
      expect(name).toMatch(/^[A-Za-zČčĆćŠšŽžĐđ .-]+$/);
    }
  });

  it('finds each city by id and in its country only', () => {
    for (const city of cities) {
      expect(getCity(city.id)).toEqual(city);
      expect(isCityInCountry(city.id, countryId)).toBe(true);
      expect(isCityInCountry(city.id, (countryId % 5) + 1)).toBe(false);
    }
  });

  it('has no id just past the end', () => {
    expect(getCity(countryId * 100 + count + 1)).toBeUndefined();
    expect(getCity(countryId * 100)).toBeUndefined();
  });
});

describe('lookups', () => {
  it('counts 135 cities in all', () => {
    expect(CITIES).toHaveLength(135);
  });

  it.each([
    [101, 'Beograd'],
    ['103', 'Niš'],
    [201, 'Zagreb'],
    [301, 'Sarajevo'],
    [401, 'Podgorica'],
    [501, 'Skoplje'],
  ])('getCity(%j) -> %s', (id, name) => {
    expect(getCity(id)?.name).toBe(name);
  });

  it.each([null, undefined, '', 0, 6, 'abc'])('citiesOf(%j) is empty', (countryId) => {
    expect(citiesOf(countryId)).toEqual([]);
  });

  it.each([
    [101, 1, 'Beograd, Srbija'],
    ['313', '3', 'Bihać, Bosna i Hercegovina'],
    [505, 5, 'Tetovo, Makedonija'],
    [999, 1, 'Srbija'],
    [101, 9, 'Beograd'],
    [null, null, ''],
  ])('formatLocation(%j, %j) -> %j', (cityId, countryId, expected) => {
    expect(formatLocation(cityId, countryId)).toBe(expected);
  });

  it.each([
    [101, '1', true],
    ['201', 2, true],
    [101, 2, false],
    [131, 1, false],
    [null, 1, false],
  ])('isCityInCountry(%j, %j) -> %s', (cityId, countryId, expected) => {
    expect(isCityInCountry(cityId, countryId)).toBe(expected);
  });
});
