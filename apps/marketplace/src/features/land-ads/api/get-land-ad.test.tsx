import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { fixtureLandAds } from '@marketplace/api-client/mocks';
import { ApiClientContext } from '../../../lib/api-client';
import { createTestApi, type TestApi } from '../../../testing/mock-api';
import { mount } from '../../../testing/render';
import { prefetchLandAd, useLandAd } from './get-land-ad';

const ad = fixtureLandAds.agriculturalNoviSad;
const other = fixtureLandAds.forestSremskaMitrovica;
const detail = (id: number) => `/api/ads/${id}`;

let loaded: ReturnType<typeof useLandAd> | null = null;
function Probe({ id }: { id: number }) {
  loaded = useLandAd(id);
  return null;
}

let unmount: (() => Promise<void>) | undefined;
async function start(api: TestApi, id: number) {
  const mounted = await mount(
    <ApiClientContext.Provider value={api.apiClient}>
      <Probe id={id} />
    </ApiClientContext.Provider>,
  );
  unmount = mounted.unmount;
}

afterEach(async () => {
  await unmount?.();
  unmount = undefined;
  loaded = null;
});

describe('useLandAd with the request sent as the navigation started', () => {
  it('uses that request instead of sending another', async () => {
    const api = createTestApi();
    prefetchLandAd(api.apiClient, ad.id);
    await start(api, ad.id);
    await vi.waitFor(() => expect(loaded?.state.status).toBe('success'));
    expect(loaded?.state).toMatchObject({ data: { id: ad.id, title: ad.title } });
    expect(api.count('GET', detail(ad.id))).toBe(1);
  });

  it('takes it once: a reload asks the server again', async () => {
    const api = createTestApi();
    prefetchLandAd(api.apiClient, ad.id);
    await start(api, ad.id);
    await vi.waitFor(() => expect(loaded?.state.status).toBe('success'));
    await act(async () => loaded?.reload());
    await vi.waitFor(() => expect(api.count('GET', detail(ad.id))).toBe(2));
  });

  it('ignores a request for another ad', async () => {
    const api = createTestApi();
    prefetchLandAd(api.apiClient, other.id);
    await start(api, ad.id);
    await vi.waitFor(() => expect(loaded?.state.status).toBe('success'));
    expect(loaded?.state).toMatchObject({ data: { id: ad.id } });
    expect(api.count('GET', detail(ad.id))).toBe(1);
  });
});
