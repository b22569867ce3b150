import { describe, expect, it } from 'vitest';
import {
  companyNumberRule,
  mod11_10CheckDigit,
  normalizeCompanyNumber,
  validateCompanyNumber,
} from './company-numbers';
import { COUNTRY_NAMES } from './location-data';

describe('the rule of each country', () => {
  it.each([
    [1, 'Srbija', 'PIB', 9, true],
    [2, 'Hrvatska', 'OIB', 11, true],
    [3, 'Bosna i Hercegovina', 'JIB', 13, false],
    [4, 'Crna Gora', 'PIB', 8, false],
    [5, 'Makedonija', 'EDB', 13, false],
  ] as const)('%i (%s): %s, %i digits, check digit %s', (id, country, name, digits, check) => {
    expect(COUNTRY_NAMES[id]).toBe(country);
    expect(companyNumberRule(id)).toMatchObject({ name, digits, checkDigit: check });
  });

  it.each([0, 6, -1, 1.5, Number.NaN])('has no rule for country %s', (id) => {
    expect(companyNumberRule(id)).toBeNull();
    expect(validateCompanyNumber(id, '100000024')).toBe(false);
  });
});

describe('ISO 7064 MOD 11,10', () => {
  it.each([
    ['6943515153', 0],
    ['9457740319', 4],
    ['10000002', 4],
    ['10405213', 5],
    ['10000288', 7],
  ])('%s -> check digit %i', (digits, check) => {
    expect(mod11_10CheckDigit(digits)).toBe(check);
  });
});

describe('Serbian PIB (9 digits, MOD 11,10)', () => {
  it.each([
    // Published PIBs of registered companies, and the contract's example.
    ['104052135', true],
    ['100002887', true],
    ['101670560', true],
    ['100000024', true],
    [' 104 052 135 ', true],
    // The same with a wrong check digit.
    ['104052136', false],
    ['100002880', false],
    ['100000025', false],
    // Length and characters.
    ['10405213', false],
    ['1040521350', false],
    ['10405213a', false],
    ['104-052-135', false],
    ['', false],
  ])('%j -> %s', (value, expected) => {
    expect(validateCompanyNumber(1, value)).toBe(expected);
  });
});

describe('Croatian OIB (11 digits, MOD 11,10)', () => {
  it.each([
    // Widely published example OIBs, and one computed with the algorithm.
    ['69435151530', true],
    ['94577403194', true],
    ['12345678903', true],
    ['69435151531', false],
    ['94577403190', false],
    ['6943515153', false],
    ['HR69435151530', false],
  ])('%j -> %s', (value, expected) => {
    expect(validateCompanyNumber(2, value)).toBe(expected);
  });

  it('does not take a Serbian PIB', () => {
    expect(validateCompanyNumber(2, '104052135')).toBe(false);
  });
});

describe('Bosnian JIB, Montenegrin PIB and Macedonian EDB (digits and length)', () => {
  it.each([
    [3, '4200000000001', true],
    [3, '420000000000', false],
    [3, '42000000000011', false],
    [4, '02000012', true],
    [4, '0200001', false],
    [4, '0200001x', false],
    [5, '4030000000001', true],
    [5, 'MK4030000000001', true],
    [5, 'mk 4030 0000 00001', true],
    [5, 'MK403000000000', false],
    [5, 'RS4030000000001', false],
    [5, '403000000000', false],
  ] as const)('country %i, %j -> %s', (country, value, expected) => {
    expect(validateCompanyNumber(country, value)).toBe(expected);
  });

  it('accepts the MK prefix for the Macedonian EDB only', () => {
    expect(validateCompanyNumber(3, 'MK4200000000001')).toBe(false);
  });
});

describe('the number as stored', () => {
  it.each([
    [1, ' 104 052 135', '104052135'],
    [5, 'MK4030000000001', '4030000000001'],
    [5, 'mk4030000000001', '4030000000001'],
    [2, '69435151530', '69435151530'],
    [1, '104052136', null],
    [9, '104052135', null],
  ])('country %i, %j -> %j', (country, value, expected) => {
    expect(normalizeCompanyNumber(country, value)).toBe(expected);
  });
});
