import { useCallback } from 'react';
import type { ApiClient, BusinessAd } from '@marketplace/api-client';
import { useApiClient } from '../../../lib/api-client';
import { toResult, useLoadable } from '../../../lib/api-result';

/** GET /api/business-ads/{id}; the token is sent when stored, a 404 is handled by the caller. */
export function getBusinessAd(api: ApiClient, id: number) {
  return toResult<BusinessAd>(api.GET('/api/business-ads/{id}', { params: { path: { id } } }));
}

export function useBusinessAd(id: number) {
  const api = useApiClient();
  const load = useCallback(() => getBusinessAd(api, id), [api, id]);
  return useLoadable(load);
}
