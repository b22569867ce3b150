import { describe, expect, it } from 'vitest';
import { AD_DESCRIPTION_MAX_LENGTH, AD_TITLE_MAX_LENGTH, characterCountHint } from './form-limits';

describe('form limits', () => {
  it('match the contract', () => {
    expect(AD_TITLE_MAX_LENGTH).toBe(200);
    expect(AD_DESCRIPTION_MAX_LENGTH).toBe(5000);
  });

  it.each([
    ['', 200, 'Najviše 200 karaktera. 0/200'],
    ['a'.repeat(123), 200, 'Najviše 200 karaktera. 123/200'],
    ['Opis', 5000, 'Najviše 5000 karaktera. 4/5000'],
  ])('%j of %i', (value, max, hint) => {
    expect(characterCountHint(value, max)).toBe(hint);
  });
});
