import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { chooseLanguage, languageHref } from './language-links';
import { createTestApi } from '../testing/mock-api';

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

describe('chooseLanguage', () => {
  it('stores the choice on the account, then loads the page in the language', async () => {
    const order: string[] = [];
    const api = createTestApi(
      http.put('*/api/profile/language', async ({ request }) => {
        order.push(`PUT ${JSON.stringify(await request.json())}`);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const load = vi.fn((href: string) => order.push(`load ${href}`));
    await chooseLanguage(api.apiClient, 'en', '/business?lang=en', load);
    expect(order).toEqual(['PUT {"language":"en"}', 'load /business?lang=en']);
  });

  it('still loads the page when storing failed (?lang= switches it alone)', async () => {
    const api = createTestApi(http.put('*/api/profile/language', () => HttpResponse.error()));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn();
    await chooseLanguage(api.apiClient, 'sr-Cyrl', '/?lang=sr-Cyrl', load);
    expect(api.count('PUT', '/api/profile/language')).toBe(1);
    expect(load).toHaveBeenCalledExactlyOnceWith('/?lang=sr-Cyrl');
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });
});
