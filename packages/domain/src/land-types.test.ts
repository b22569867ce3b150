import { describe, expect, it } from 'vitest';
import { LAND_TYPES, LAND_TYPE_OPTIONS, isLandType, landTypeLabel } from './land-types';

// spec §3, copied literally.
const spec = [
  ['agricultural', 'Poljoprivredno zemljište'],
  ['residential', 'Gradsko zemljište'],
  ['commercial', 'Šumsko zemljište'],
  ['industrial', 'Zemljište za izgradnju'],
  ['recreational', 'Zemljište za rekreaciju'],
] as const;

describe('land types', () => {
  it('has exactly the spec options in order', () => {
    expect(LAND_TYPE_OPTIONS.map((o) => [o.value, o.label])).toEqual(spec.map((row) => [...row]));
    expect(LAND_TYPES).toEqual(spec.map(([value]) => value));
  });

  it.each(spec)('landTypeLabel(%s) -> %s', (value, label) => {
    expect(landTypeLabel(value)).toBe(label);
    expect(isLandType(value)).toBe(true);
  });

  it.each([
    ['forest', 'forest', false],
    ['', '', false],
    [undefined, '', false],
    [null, '', false],
  ])('unknown %j is shown as %j', (value, label, known) => {
    expect(landTypeLabel(value)).toBe(label);
    expect(isLandType(value)).toBe(known);
  });
});
