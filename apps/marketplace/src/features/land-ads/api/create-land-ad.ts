import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '@marketplace/ui';
import type { ApiClient, LandAd } from '@marketplace/api-client';
import { texts, type LandAdPayload } from '@marketplace/domain';
import { useApiClient } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-call';
import { queryKeys } from '../../../lib/query-keys';
import { landAdBody } from './land-ad-body';

/** POST /api/ads: multipart with the fields and repeated `images`. */
export function createLandAd(
  api: ApiClient,
  payload: LandAdPayload,
  images: readonly File[],
): Promise<LandAd> {
  return unwrap<LandAd>(
    api.POST('/api/ads', { body: landAdBody(payload, images) }),
    'Creating the land ad failed',
  );
}

/** Creates a land ad; the lists (home, /nekretnine, 'Moji oglasi') then load again. */
export function useCreateLandAdMutation() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: ({ payload, images }: { payload: LandAdPayload; images: readonly File[] }) =>
      createLandAd(api, payload, images),
    onSuccess: () => {
      toast.show(texts.feedback.landAdPublished);
      void queryClient.invalidateQueries({ queryKey: queryKeys.landAds.all });
    },
  });
}
