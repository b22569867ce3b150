import type { ApiClient, LandAd } from '@marketplace/api-client';
import type { AdStatus } from '@marketplace/domain';
import { unwrap } from '../../../lib/api-call';
import { queryKeys } from '../../../lib/query-keys';
import { useAdStatusMutation } from './ad-status-mutation';

/** PUT /api/ads/{id}/status: the author marks the ad active, reserved or sold. */
export function setLandAdStatus(api: ApiClient, id: number, status: AdStatus): Promise<LandAd> {
  return unwrap<LandAd>(
    api.PUT('/api/ads/{id}/status', { params: { path: { id } }, body: { status } }),
    'Changing the land ad status failed',
  );
}

/** Changes a land ad's status from 'Moji oglasi' (see useAdStatusMutation). */
export function useSetLandAdStatusMutation() {
  return useAdStatusMutation({
    setStatus: setLandAdStatus,
    mineKey: queryKeys.landAds.mine,
    allKey: queryKeys.landAds.all,
  });
}
