import type { ApiClient, BusinessAd } from '@marketplace/api-client';
import type { AdStatus } from '@marketplace/domain';
import { unwrap } from '../../../lib/api-call';
import { queryKeys } from '../../../lib/query-keys';
import { useAdStatusMutation } from './ad-status-mutation';

/** PUT /api/business-ads/{id}/status: the author marks the ad active, reserved or sold. */
export function setBusinessAdStatus(
  api: ApiClient,
  id: number,
  status: AdStatus,
): Promise<BusinessAd> {
  return unwrap<BusinessAd>(
    api.PUT('/api/business-ads/{id}/status', { params: { path: { id } }, body: { status } }),
    'Changing the business ad status failed',
  );
}

/** Changes a business ad's status from 'Moji oglasi' (see useAdStatusMutation). */
export function useSetBusinessAdStatusMutation() {
  return useAdStatusMutation({
    setStatus: setBusinessAdStatus,
    mineKey: queryKeys.businessAds.mine,
    allKey: queryKeys.businessAds.all,
  });
}
