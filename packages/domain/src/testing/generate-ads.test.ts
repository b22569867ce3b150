import { describe, expect, it } from 'vitest';
import { isBusinessType } from '../business-types';
import { isLandType } from '../land-types';
import { isCityInCountry } from '../locations';
import { generateBusinessAds, generateLandAds } from './generate-ads';
import { createRandom } from './prng';

describe('createRandom', () => {
  it('repeats for the same seed and differs for another', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const c = createRandom(43);
    const seqA = [a.next(), a.next(), a.next()];
    expect([b.next(), b.next(), b.next()]).toEqual(seqA);
    expect([c.next(), c.next(), c.next()]).not.toEqual(seqA);
  });

  it.each([
    [1, 6],
    [0, 0],
    [-5, 5],
  ])('int(%d, %d) stays in range', (min, max) => {
    const random = createRandom(7);
    for (let i = 0; i < 1000; i++) {
      const n = random.int(min, max);
      expect(n).toBeGreaterThanOrEqual(min);
      expect(n).toBeLessThanOrEqual(max);
      expect(Number.isInteger(n)).toBe(true);
    }
  });

  it('pick refuses an empty list', () => {
    expect(() => createRandom(1).pick([])).toThrow();
  });
});

describe.each([
  ['land', () => generateLandAds(2000, 9), () => generateLandAds(2000, 9)],
  ['business', () => generateBusinessAds(2000, 9), () => generateBusinessAds(2000, 9)],
])('%s ad generator', (_kind, make, again) => {
  it('is deterministic', () => {
    expect(make()).toEqual(again());
  });

  it('uses valid locations and unique ids', () => {
    const ads = make();
    expect(ads).toHaveLength(2000);
    expect(new Set(ads.map((ad) => ad.id)).size).toBe(2000);
    for (const ad of ads) expect(isCityInCountry(ad.city_id, ad.country_id)).toBe(true);
  });
});

describe('generated values', () => {
  it('land ads have valid types and positive numbers', () => {
    for (const ad of generateLandAds(500, 3)) {
      expect(isLandType(ad.land_type)).toBe(true);
      expect(ad.price).toBeGreaterThan(0);
      expect(ad.area).toBeGreaterThan(0);
    }
  });

  it('business ads mix present and missing optional fields', () => {
    const ads = generateBusinessAds(500, 3);
    expect(ads.every((ad) => isBusinessType(ad.business_type))).toBe(true);
    expect(ads.some((ad) => ad.annual_revenue == null)).toBe(true);
    expect(ads.some((ad) => ad.annual_revenue != null)).toBe(true);
    expect(ads.some((ad) => ad.description === undefined)).toBe(true);
  });
});
