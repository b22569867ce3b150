import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient, LandAd } from '@marketplace/api-client';
import { texts, type AdStatus } from '@marketplace/domain';
import { useToast } from '@marketplace/ui';
import { useApiClient } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-call';
import { useSession } from '../../../lib/auth';
import { queryKeys } from '../../../lib/query-keys';

/** PUT /api/ads/{id}/status: the author marks the ad active, reserved or sold. */
export function setLandAdStatus(api: ApiClient, id: number, status: AdStatus): Promise<LandAd> {
  return unwrap<LandAd>(
    api.PUT('/api/ads/{id}/status', { params: { path: { id } }, body: { status } }),
    'Changing the land ad status failed',
  );
}

/**
 * Changes a land ad's status from 'Moji oglasi': the card shows the answer at once, and every
 * land-ad search and detail then loads again (a sold ad leaves the searches).
 */
export function useSetLandAdStatusMutation() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { user } = useSession();
  const userId = user?.id ?? null;
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: AdStatus }) =>
      setLandAdStatus(api, id, status),
    onSuccess: (answer) => {
      toast.show(texts.adStatus.changed);
      queryClient.setQueryData<LandAd[]>(queryKeys.landAds.mine(userId), (ads) =>
        ads?.map((ad) => (ad.id === answer.id ? { ...ad, ...answer } : ad)),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.landAds.all });
    },
    onError: () => {
      toast.show(texts.adStatus.changeFailed, { tone: 'danger' });
    },
  });
}
