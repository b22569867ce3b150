import { describe, expect, it, vi } from 'vitest';
import { fixtureLandAds } from '@marketplace/api-client/mocks';
import { createQueryClient } from '../../lib/react-query';
import { queryKeys } from '../../lib/query-keys';
import { createTestApi } from '../../testing/mock-api';
import {
  EMPTY_LAND_AD_CRITERIA,
  landAdAddress,
  landAdSearchOf,
  landAdSearchQuery,
  prefetchLandAdSearch,
  searchLandAds,
} from './land-ads-query';

const read = (query: string) => landAdAddress.read(new URLSearchParams(query));

describe('land search in the address', () => {
  it('writes only the set criteria, the land types repeated, newest left out', () => {
    expect(landAdAddress.write(EMPTY_LAND_AD_CRITERIA).toString()).toBe('');
    const criteria = {
      ...EMPTY_LAND_AD_CRITERIA,
      text: 'plac na Zlatiboru',
      countryId: '1',
      cityId: '101',
      landTypes: ['agricultural', 'recreational'] as const,
      minPrice: '1000',
      maxArea: '2500.5',
      sort: 'price_per_m2_asc' as const,
    };
    const written = landAdAddress.write(criteria).toString();
    expect(written).toBe(
      'q=plac+na+Zlatiboru&country_id=1&city_id=101&land_type=agricultural&land_type=recreational&price_min=1000&area_max=2500.5&sort=price_per_m2_asc',
    );
    expect(read(written)).toEqual(criteria);
  });

  it('keeps the text exactly as typed (a trailing space is part of typing)', () => {
    expect(read('q=%C4%8Ca%C4%8Dak+').text).toBe('Čačak ');
  });

  it('leaves out what the panel cannot show: an unknown country, a city of another country, unknown types and sorts', () => {
    expect(read('country_id=9&city_id=102')).toMatchObject({ countryId: '', cityId: '' });
    expect(read('country_id=2&city_id=102')).toMatchObject({ countryId: '2', cityId: '' });
    expect(read('country_id=01&city_id=102')).toMatchObject({ countryId: '1', cityId: '102' });
    expect(read('land_type=castle&land_type=industrial&land_type=agricultural').landTypes).toEqual([
      'agricultural',
      'industrial',
    ]);
    expect(read('sort=cheapest').sort).toBe('newest');
  });
});

describe('the request of the criteria', () => {
  it('is empty for an empty search (newest first)', () => {
    expect(landAdSearchOf(EMPTY_LAND_AD_CRITERIA)).toEqual({
      q: undefined,
      country_id: undefined,
      city_id: undefined,
      land_type: undefined,
      price_min: undefined,
      price_max: undefined,
      area_min: undefined,
      area_max: undefined,
      sort: 'newest',
    });
  });

  it('trims the text and ignores amounts that are not numbers or out of range (spec §5)', () => {
    const search = landAdSearchOf({
      ...EMPTY_LAND_AD_CRITERIA,
      text: `  ${'a'.repeat(250)}  `,
      minPrice: 'abc',
      maxPrice: '-5',
      minArea: '0',
      maxArea: '1e13',
    });
    expect(search.q).toHaveLength(200);
    expect(search).toMatchObject({
      price_min: undefined,
      price_max: undefined,
      area_min: 0,
      area_max: undefined,
    });
    expect(landAdSearchOf({ ...EMPTY_LAND_AD_CRITERIA, text: '   ' }).q).toBeUndefined();
  });

  it('sends every criterion as the contract names it, and pages with the cursor', async () => {
    const api = createTestApi();
    const search = landAdSearchOf(
      read(
        'q=njiva&country_id=1&land_type=agricultural&land_type=commercial&price_max=50000&sort=price_asc',
      ),
    );
    const page = await searchLandAds(api.apiClient, search, 'MjQ');
    const url = new URL(api.requests[0]!.url);
    expect(url.pathname).toBe('/api/ads/search');
    expect([...url.searchParams]).toEqual([
      ['q', 'njiva'],
      ['country_id', '1'],
      ['land_type', 'agricultural'],
      ['land_type', 'commercial'],
      ['price_max', '50000'],
      ['sort', 'price_asc'],
      ['cursor', 'MjQ'],
    ]);
    expect(page).toMatchObject({ total: expect.any(Number), next_cursor: null });
  });

  it('loads the first page, then each next one from the previous next_cursor', async () => {
    const api = createTestApi();
    const queryClient = createQueryClient({ retry: false });
    const search = landAdSearchOf(EMPTY_LAND_AD_CRITERIA);
    const options = landAdSearchQuery(api.apiClient, search);
    expect(options.queryKey).toEqual(queryKeys.landAds.search(search));
    const data = await queryClient.fetchInfiniteQuery(options);
    expect(data.pages[0]!.items[0]).toMatchObject({ id: expect.any(Number) });
    expect(options.getNextPageParam(data.pages[0]!, data.pages, null, [null])).toBe(
      data.pages[0]!.next_cursor,
    );
    expect(api.requests).toHaveLength(1);
    expect(new URL(api.requests[0]!.url).searchParams.has('cursor')).toBe(false);
    // The fixtures fit on one page.
    expect(data.pages[0]!.next_cursor).toBeNull();
    expect(data.pages[0]!.items.map((ad) => ad.id)).toContain(
      fixtureLandAds.agriculturalNoviSad.id,
    );
  });

  it('prefetches the first page of an address under the key the screen reads', async () => {
    const api = createTestApi();
    const queryClient = createQueryClient({ retry: false });
    const params = new URLSearchParams('q=Fru%C5%A1ke&sort=price_desc');
    await prefetchLandAdSearch(queryClient, api.apiClient, params);
    const key = queryKeys.landAds.search(landAdSearchOf(landAdAddress.read(params)));
    const data = queryClient.getQueryData<{ pages: { items: { id: number }[] }[] }>(key);
    expect(data?.pages[0]!.items.map((ad) => ad.id)).toEqual([
      fixtureLandAds.forestSremskaMitrovica.id,
    ]);
    expect(api.requests).toHaveLength(1);
  });

  it('logs a failure (spec §8) and passes it on', async () => {
    const api = createTestApi();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(
      searchLandAds(api.apiClient, { ...landAdSearchOf(EMPTY_LAND_AD_CRITERIA) }, '!!'),
    ).rejects.toMatchObject({ status: 400 });
    expect(error).toHaveBeenCalledWith('Loading ads failed', expect.anything());
    error.mockRestore();
  });
});
