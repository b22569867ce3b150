import { describe, expect, it } from 'vitest';
import { previewDescription } from './text-preview';

const HIDDEN = 'Opis je dostupan samo investitorima';

describe('previewDescription (spec §9: 100 characters plus ...)', () => {
  it.each([
    ['short', 'short'],
    ['a'.repeat(99), 'a'.repeat(99)],
    ['a'.repeat(100), 'a'.repeat(100)],
    ['a'.repeat(101), `${'a'.repeat(100)}...`],
    ['š'.repeat(150), `${'š'.repeat(100)}...`],
    [`${'x'.repeat(99)}😀tail`, `${'x'.repeat(99)}😀...`],
  ])('%#: length %s', (text, expected) => {
    expect(previewDescription(text)).toBe(expected);
  });

  it.each([null, undefined, '', '   '])('%j -> the investors-only text', (text) => {
    expect(previewDescription(text)).toBe(HIDDEN);
  });

  it('accepts a custom length', () => {
    expect(previewDescription('abcdef', 3)).toBe('abc...');
  });
});
