import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { fixtureLandAds } from '@marketplace/api-client/mocks';
import { ApiClientContext } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { createQueryClient } from '../../../lib/react-query';
import { createTestApi, type TestApi } from '../../../testing/mock-api';
import { mount } from '../../../testing/render';
import { landAdQuery, useLandAd } from './get-land-ad';

const ad = fixtureLandAds.agriculturalNoviSad;
const other = fixtureLandAds.forestSremskaMitrovica;
const detail = (id: number) => `/api/ads/${id}`;

let loaded: ReturnType<typeof useLandAd> | null = null;
function Probe({ id }: { id: number }) {
  loaded = useLandAd(id);
  return null;
}

let unmount: (() => Promise<void>) | undefined;
async function start(api: TestApi, queryClient: QueryClient, id: number) {
  const mounted = await mount(
    <QueryClientProvider client={queryClient}>
      <ApiClientContext.Provider value={api.apiClient}>
        <Probe id={id} />
      </ApiClientContext.Provider>
    </QueryClientProvider>,
  );
  unmount = mounted.unmount;
}

async function stop() {
  await unmount?.();
  unmount = undefined;
  loaded = null;
}

afterEach(stop);

/** Waits inside act, so the query's updates are applied as they arrive. */
const waitFor = (check: () => void) =>
  act(async () => {
    await vi.waitFor(check);
  });

/** What the /ads/:id route's clientLoader does as a navigation starts (lib/route-data.ts). */
const prefetch = (api: TestApi, queryClient: QueryClient, id: number) =>
  queryClient.prefetchQuery(landAdQuery(api.apiClient, id));

describe('useLandAd with the request sent as the navigation started', () => {
  it('uses that request instead of sending another', async () => {
    const api = createTestApi();
    const queryClient = createQueryClient({ retry: false });
    void prefetch(api, queryClient, ad.id);
    await start(api, queryClient, ad.id);
    await waitFor(() => expect(loaded?.isSuccess).toBe(true));
    expect(loaded?.data).toMatchObject({ id: ad.id, title: ad.title });
    expect(api.count('GET', detail(ad.id))).toBe(1);
  });

  it('uses its answer when it came before the screen mounted', async () => {
    const api = createTestApi();
    const queryClient = createQueryClient({ retry: false });
    await prefetch(api, queryClient, ad.id);
    await start(api, queryClient, ad.id);
    await waitFor(() => expect(loaded?.isSuccess).toBe(true));
    expect(loaded?.data).toMatchObject({ id: ad.id, title: ad.title });
    expect(api.count('GET', detail(ad.id))).toBe(1);
  });

  it('takes it once: a reload asks the server again', async () => {
    const api = createTestApi();
    const queryClient = createQueryClient({ retry: false });
    void prefetch(api, queryClient, ad.id);
    await start(api, queryClient, ad.id);
    await waitFor(() => expect(loaded?.isSuccess).toBe(true));
    await act(async () => {
      await loaded?.refetch();
    });
    expect(api.count('GET', detail(ad.id))).toBe(2);
  });

  it('ignores a request for another ad', async () => {
    const api = createTestApi();
    const queryClient = createQueryClient({ retry: false });
    void prefetch(api, queryClient, other.id);
    await start(api, queryClient, ad.id);
    await waitFor(() => expect(loaded?.isSuccess).toBe(true));
    expect(loaded?.data).toMatchObject({ id: ad.id });
    expect(api.count('GET', detail(ad.id))).toBe(1);
  });
});

describe('useLandAd after an edit', () => {
  it('asks the server again instead of serving the detail from before it', async () => {
    const api = createTestApi();
    const queryClient = createQueryClient({ retry: false });
    await start(api, queryClient, ad.id);
    await waitFor(() => expect(loaded?.isSuccess).toBe(true));
    await stop();
    // What every land-ad mutation does on success.
    await queryClient.invalidateQueries({ queryKey: queryKeys.landAds.all });
    await start(api, queryClient, ad.id);
    await waitFor(() => expect(api.count('GET', detail(ad.id))).toBe(2));
  });

  it('shows the cached detail again without asking when nothing changed', async () => {
    const api = createTestApi();
    const queryClient = createQueryClient({ retry: false });
    await start(api, queryClient, ad.id);
    await waitFor(() => expect(loaded?.isSuccess).toBe(true));
    await stop();
    await start(api, queryClient, ad.id);
    expect(loaded?.data).toMatchObject({ id: ad.id });
    expect(api.count('GET', detail(ad.id))).toBe(1);
  });
});
