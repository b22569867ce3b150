import { describe, expect, it } from 'vitest';
import { languageHref } from './language-links';

describe('languageHref', () => {
  it('sets ?lang= on the current address, keeping its other parameters', () => {
    expect(languageHref({ pathname: '/', search: '' }, 'en')).toBe('/?lang=en');
    expect(languageHref({ pathname: '/business', search: '?city=3&page=2' }, 'sr-Cyrl')).toBe(
      '/business?city=3&page=2&lang=sr-Cyrl',
    );
  });

  it('replaces a language already in the address', () => {
    expect(languageHref({ pathname: '/nekretnine', search: '?lang=en&q=njiva' }, 'sr-Latn')).toBe(
      '/nekretnine?lang=sr-Latn&q=njiva',
    );
  });
});
