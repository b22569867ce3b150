import { describe, expect, it } from 'vitest';
import { DEFAULT_RETURN_PATH, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each<[string, unknown, string]>([
    ['a page', '/profile', '/profile'],
    ['an ad', '/ads/1', '/ads/1'],
    ['a conversation from an email link', '/messages?c=5', '/messages?c=5'],
    [
      'a conversation start with its query',
      '/messages?adId=1&receiverId=2&sendInitial=1',
      '/messages?adId=1&receiverId=2&sendInitial=1',
    ],
    ['a fragment', '/business/3#kontakt', '/business/3#kontakt'],
    ['the home page', '/', '/'],
    ['encoded characters', '/nekretnine?q=%C5%A1uma', '/nekretnine?q=%C5%A1uma'],
    ['protocol-relative', '//evil.example', '/'],
    ['protocol-relative with a path', '//evil.example/ads/1', '/'],
    ['backslash host', '/\\evil.example', '/'],
    ['backslash later in the path', '/ads/1\\x', '/'],
    ['tab that the URL parser drops', '/\t/evil.example', '/'],
    ['new line', '/\n/evil.example', '/'],
    ['https URL', 'https://evil.example/ads/1', '/'],
    ['http URL of any host', 'http://localhost/ads/1', '/'],
    ['javascript scheme', 'javascript:alert(1)', '/'],
    ['relative path', 'ads/1', '/'],
    ['dot path', '../ads/1', '/'],
    ['leading space', ' /ads/1', '/'],
    ['empty', '', '/'],
    ['the sign-in page itself', '/login', '/'],
    ['the sign-in page with a query', '/login?next=/ads/1', '/'],
    ['not a string', 42, '/'],
    ['undefined', undefined, '/'],
    ['null', null, '/'],
    ['an object', { from: '/ads/1' }, '/'],
    ['too long', `/${'a'.repeat(3000)}`, '/'],
  ])('%s', (_name, value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it('falls back to the home page', () => {
    expect(DEFAULT_RETURN_PATH).toBe('/');
  });
});
