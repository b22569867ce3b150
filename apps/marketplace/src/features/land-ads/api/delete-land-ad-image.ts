import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@marketplace/api-client';
import { useApiClient } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-call';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE /api/ads/{id}/images/{imageId}. */
export async function deleteLandAdImage(
  api: ApiClient,
  id: number,
  imageId: number,
): Promise<void> {
  await unwrap(
    api.DELETE('/api/ads/{id}/images/{imageId}', { params: { path: { id, imageId } } }),
    'Deleting the land ad image failed',
  );
}

/**
 * Deletes one stored image of a land ad, from its edit form. The form keeps its own list of the
 * images, so nothing is asked again while it is open (a reload could only disturb it): the detail
 * and the lists are marked stale and load again when next shown.
 */
export function useDeleteLandAdImageMutation() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, imageId }: { id: number; imageId: number }) =>
      deleteLandAdImage(api, id, imageId),
    onSuccess: () => {
      void queryClient.invalidateQueries({
        queryKey: queryKeys.landAds.all,
        refetchType: 'none',
      });
    },
  });
}
