import { describe, expect, it } from 'vitest';
import {
  BUSINESS_TYPES,
  BUSINESS_TYPE_OPTIONS,
  businessTypeLabel,
  isBusinessType,
} from './business-types';

// spec §3, copied literally.
const spec = [
  ['restaurant_hospitality', 'Restoran i ugostiteljstvo'],
  ['retail_services', 'Trgovina i usluge'],
  ['manufacturing', 'Proizvodnja'],
  ['technology_it', 'Tehnologija i IT'],
  ['healthcare', 'Zdravstvo'],
  ['education', 'Obrazovanje'],
  ['transport_logistics', 'Transport i logistika'],
  ['real_estate', 'Nekretnine'],
  ['finance_banking', 'Finansije i bankarstvo'],
  ['other', 'Ostalo'],
] as const;

describe('business types', () => {
  it('has exactly the spec options in order', () => {
    expect(BUSINESS_TYPE_OPTIONS.map((o) => [o.value, o.label])).toEqual(
      spec.map((row) => [...row]),
    );
    expect(BUSINESS_TYPES).toEqual(spec.map(([value]) => value));
  });

  it.each(spec)('businessTypeLabel(%s) -> %s', (value, label) => {
    expect(businessTypeLabel(value)).toBe(label);
    expect(isBusinessType(value)).toBe(true);
  });

  it.each([
    ['bakery', 'bakery', false],
    ['', '', false],
    [undefined, '', false],
    [null, '', false],
  ])('unknown %j is shown as %j', (value, label, known) => {
    expect(businessTypeLabel(value)).toBe(label);
    expect(isBusinessType(value)).toBe(known);
  });
});
