import { describe, expect, it } from 'vitest';
import * as limits from './form-limits';
import { characterCountHint, formatBound } from './form-limits';

describe('form limits', () => {
  // Copied from openapi.yaml by hand, so a changed bound on either side fails here.
  it.each([
    ['AD_TITLE_MAX_LENGTH', limits.AD_TITLE_MAX_LENGTH, 200],
    ['AD_DESCRIPTION_MAX_LENGTH', limits.AD_DESCRIPTION_MAX_LENGTH, 5000],
    ['FULL_NAME_MAX_LENGTH', limits.FULL_NAME_MAX_LENGTH, 100],
    ['EMAIL_MIN_LENGTH', limits.EMAIL_MIN_LENGTH, 3],
    ['EMAIL_MAX_LENGTH', limits.EMAIL_MAX_LENGTH, 254],
    ['PASSWORD_MAX_LENGTH', limits.PASSWORD_MAX_LENGTH, 128],
    ['CADASTRAL_MUNICIPALITY_MAX_LENGTH', limits.CADASTRAL_MUNICIPALITY_MAX_LENGTH, 100],
    ['ZONING_MAX_LENGTH', limits.ZONING_MAX_LENGTH, 200],
    ['REASON_FOR_SALE_MAX_LENGTH', limits.REASON_FOR_SALE_MAX_LENGTH, 1000],
    ['AMOUNT_MAX', limits.AMOUNT_MAX, 999999999999.99],
    ['EMPLOYEE_COUNT_MAX', limits.EMPLOYEE_COUNT_MAX, 9999999],
  ])('%s matches the contract', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    ['', 200, 'Najviše 200 karaktera. 0/200'],
    ['a'.repeat(123), 200, 'Najviše 200 karaktera. 123/200'],
    ['Opis', 5000, 'Najviše 5000 karaktera. 4/5000'],
  ])('%j of %i', (value, max, hint) => {
    expect(characterCountHint(value, max)).toBe(hint);
  });

  it.each([
    [999999999999.99, '999.999.999.999,99'],
    [-999999999999.99, '-999.999.999.999,99'],
    [9999999, '9.999.999'],
    [100, '100'],
  ])('shows the bound %d as %s', (value, shown) => {
    expect(formatBound(value)).toBe(shown);
  });
});
