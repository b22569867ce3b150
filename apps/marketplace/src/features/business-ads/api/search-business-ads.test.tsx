import { describe, expect, it } from 'vitest';
import { fixtureBusinessAds } from '@marketplace/api-client/mocks';
import { createQueryClient } from '../../../lib/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { createTestApi } from '../../../testing/mock-api';
import { businessAdAddress, businessAdSearchOf } from '../components/business-ad-criteria';
import { prefetchBusinessAdSearch } from './search-business-ads';

describe('business search ahead of the screen (route loader)', () => {
  it('prefetches the first page of an address for the viewer, under the key the screen reads', async () => {
    const api = createTestApi();
    const queryClient = createQueryClient({ retry: false });
    const params = new URLSearchParams('q=restoran');
    await prefetchBusinessAdSearch(queryClient, api.apiClient, 7, params);
    const search = businessAdSearchOf(businessAdAddress.read(params));
    const data = queryClient.getQueryData<{ pages: { items: { id: number }[] }[] }>(
      queryKeys.businessAds.search(7, search),
    );
    expect(data?.pages[0]!.items.map((ad) => ad.id)).toContain(
      fixtureBusinessAds.restaurantZagreb.id,
    );
    // Another viewer's key holds nothing: descriptions depend on who asks.
    expect(queryClient.getQueryData(queryKeys.businessAds.search(8, search))).toBeUndefined();
    expect(api.requests).toHaveLength(1);
  });
});
