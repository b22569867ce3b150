import { useMutation, useQueryClient } from '@tanstack/react-query';
import { texts } from '@marketplace/domain';
import { useToast } from '@marketplace/ui';
import type { ApiClient } from '@marketplace/api-client';
import { useApiClient } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-call';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE /api/ads/{id} (soft delete on the server). */
export async function deleteLandAd(api: ApiClient, id: number): Promise<void> {
  await unwrap(
    api.DELETE('/api/ads/{id}', { params: { path: { id } } }),
    'Deleting the land ad failed',
  );
}

/** Deletes a land ad (from its detail page); its detail and the lists then load again. */
export function useDeleteLandAdMutation() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (id: number) => deleteLandAd(api, id),
    onSuccess: () => {
      toast.show(texts.feedback.adDeleted);
      void queryClient.invalidateQueries({ queryKey: queryKeys.landAds.all });
    },
  });
}
