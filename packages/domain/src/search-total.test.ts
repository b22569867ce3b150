import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setLanguageSource } from './i18n/catalogue';
import type { Language } from './i18n/languages';
import { loadAllLanguages } from './i18n/load-all';
import { boundedTotal, SEARCH_TOTAL_BOUND, searchTotalText } from './search-total';

let language: Language = 'sr-Latn';
const withLanguage = <T>(chosen: Language, read: () => T): T => {
  language = chosen;
  try {
    return read();
  } finally {
    language = 'sr-Latn';
  }
};
beforeAll(async () => {
  await loadAllLanguages();
  setLanguageSource(() => language);
});
afterAll(() => setLanguageSource(() => 'sr-Latn'));

describe('boundedTotal', () => {
  it.each([
    [0, 0, false],
    [1, 1, false],
    [9_999, 9_999, false],
    [SEARCH_TOTAL_BOUND, SEARCH_TOTAL_BOUND, false],
    [SEARCH_TOTAL_BOUND + 1, SEARCH_TOTAL_BOUND, true],
    [291_668, SEARCH_TOTAL_BOUND, true],
  ])('%i matches → total %i, lower bound %s', (matches, total, lowerBound) => {
    expect(boundedTotal(matches)).toEqual({ total, total_is_lower_bound: lowerBound });
  });
});

describe('searchTotalText', () => {
  it('says the exact count up to the bound', () => {
    expect(searchTotalText(boundedTotal(12))).toBe('Pronađeno oglasa: 12');
    expect(searchTotalText(boundedTotal(SEARCH_TOTAL_BOUND))).toBe('Pronađeno oglasa: 10000');
  });

  it("says 'Više od 10.000 oglasa' past it, in each language", () => {
    const page = boundedTotal(50_000);
    expect(searchTotalText(page)).toBe('Više od 10.000 oglasa');
    expect(withLanguage('sr-Cyrl', () => searchTotalText(page))).toBe('Више од 10.000 огласа');
    expect(withLanguage('en', () => searchTotalText(page))).toBe('More than 10,000 ads');
  });
});
