import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient, BusinessAd } from '@marketplace/api-client';
import { texts, type AdStatus } from '@marketplace/domain';
import { useToast } from '@marketplace/ui';
import { useApiClient } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-call';
import { useSession } from '../../../lib/auth';
import { queryKeys } from '../../../lib/query-keys';

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

/**
 * Changes a business ad's status from 'Moji oglasi': the card shows the answer at once, and every
 * business-ad search and detail then loads again (a sold ad leaves the searches).
 */
export function useSetBusinessAdStatusMutation() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { user } = useSession();
  const userId = user?.id ?? null;
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: AdStatus }) =>
      setBusinessAdStatus(api, id, status),
    onSuccess: (answer) => {
      toast.show(texts.adStatus.changed);
      queryClient.setQueryData<BusinessAd[]>(queryKeys.businessAds.mine(userId), (ads) =>
        ads?.map((ad) => (ad.id === answer.id ? { ...ad, ...answer } : ad)),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.businessAds.all });
    },
    onError: () => {
      toast.show(texts.adStatus.changeFailed, { tone: 'danger' });
    },
  });
}
