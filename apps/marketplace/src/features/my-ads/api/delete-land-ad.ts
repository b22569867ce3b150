import { useMutation, useQueryClient } from '@tanstack/react-query';
import { texts } from '@marketplace/domain';
import { useToast } from '@marketplace/ui';
import type { ApiClient, LandAd } from '@marketplace/api-client';
import { useApiClient } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-call';
import { useSession } from '../../../lib/auth';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE /api/ads/{id} (soft delete on the server). */
export async function deleteLandAd(api: ApiClient, id: number): Promise<void> {
  await unwrap(
    api.DELETE('/api/ads/{id}', { params: { path: { id } } }),
    'Deleting the land ad failed',
  );
}

/**
 * Deletes a land ad from 'Moji oglasi': it leaves the list at once, and every land-ad list and
 * detail then loads again.
 */
export function useDeleteLandAdMutation() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { user } = useSession();
  const userId = user?.id ?? null;
  return useMutation({
    mutationFn: (id: number) => deleteLandAd(api, id),
    onSuccess: (_answer, id) => {
      toast.show(texts.feedback.adDeleted);
      queryClient.setQueryData<LandAd[]>(queryKeys.landAds.mine(userId), (ads) =>
        ads?.filter((ad) => ad.id !== id),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.landAds.all });
    },
  });
}
