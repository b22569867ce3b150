import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '@marketplace/ui';
import type { ApiClient, LandAd } from '@marketplace/api-client';
import { texts, type LandAdPayload } from '@marketplace/domain';
import { useApiClient } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-call';
import { queryKeys } from '../../../lib/query-keys';
import { landAdBody } from './land-ad-body';

/** PUT /api/ads/{id}: multipart with the same fields plus the new images. */
export function updateLandAd(
  api: ApiClient,
  id: number,
  payload: LandAdPayload,
  images: readonly File[],
): Promise<LandAd> {
  return unwrap<LandAd>(
    api.PUT('/api/ads/{id}', {
      params: { path: { id } },
      body: landAdBody(payload, images),
    }),
    'Updating the land ad failed',
  );
}

/** Saves an edited land ad; its detail and the lists then load again. */
export function useUpdateLandAdMutation() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: ({
      id,
      payload,
      images,
    }: {
      id: number;
      payload: LandAdPayload;
      images: readonly File[];
    }) => updateLandAd(api, id, payload, images),
    onSuccess: () => {
      toast.show(texts.feedback.changesSaved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.landAds.all });
    },
  });
}
