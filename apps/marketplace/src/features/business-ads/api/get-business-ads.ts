import { useCallback } from 'react';
import type { ApiClient, BusinessAd } from '@marketplace/api-client';
import { useApiClient } from '../../../lib/api-client';
import { toResult, useLoadable } from '../../../lib/api-result';

/** GET /api/business-ads (DESIGN: the token goes along when stored, for description visibility). */
export function getBusinessAds(api: ApiClient) {
  return toResult<BusinessAd[]>(api.GET('/api/business-ads'));
}

export function useBusinessAds(enabled: boolean) {
  const api = useApiClient();
  const load = useCallback(
    () =>
      enabled
        ? getBusinessAds(api)
        : Promise.resolve({ ok: true as const, data: [] as BusinessAd[] }),
    [api, enabled],
  );
  return useLoadable(load);
}
