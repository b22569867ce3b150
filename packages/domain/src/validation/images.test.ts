import { describe, expect, it } from 'vitest';
import { isAcceptedImageType, remainingImageSlots, validateImageCount } from './images';

describe('validateImageCount (spec §5: at most 10, existing + new on edit)', () => {
  it.each([
    [0, 0, true],
    [0, 10, true],
    [0, 11, false],
    [10, 0, true],
    [7, 3, true],
    [7, 4, false],
    [10, 1, false],
    [3, 8, false],
  ])('existing %d + new %d -> ok %s', (existing, added, ok) => {
    const result = validateImageCount(existing, added);
    expect(result.ok).toBe(ok);
    if (!result.ok) expect(result.error).toBe('Možete dodati maksimalno 10 slika');
    else expect(result.value).toBe(existing + added);
  });

  it.each([
    [0, 10],
    [4, 6],
    [10, 0],
    [12, 0],
  ])('remainingImageSlots(%d) -> %d', (existing, expected) => {
    expect(remainingImageSlots(existing)).toBe(expected);
  });
});

describe('isAcceptedImageType (spec §5: image/*)', () => {
  it.each([
    ['image/jpeg', true],
    ['image/png', true],
    ['image/webp', true],
    ['image/svg+xml', true],
    ['IMAGE/PNG', true],
    ['application/pdf', false],
    ['text/plain', false],
    ['image/', false],
    ['', false],
    [undefined, false],
  ])('%j -> %s', (type, expected) => {
    expect(isAcceptedImageType(type)).toBe(expected);
  });
});
