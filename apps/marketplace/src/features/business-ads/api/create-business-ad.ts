import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  multipartBody,
  type ApiClient,
  type BusinessAd,
  type BusinessAdForm,
} from '@marketplace/api-client';
import type { BusinessAdPayload } from '@marketplace/domain';
import { useApiClient } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-call';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/business-ads: multipart; empty optional numbers travel as '' (not given). */
export function createBusinessAd(
  api: ApiClient,
  payload: BusinessAdPayload,
  images: readonly File[],
): Promise<BusinessAd> {
  return unwrap<BusinessAd>(
    api.POST('/api/business-ads', {
      body: multipartBody<BusinessAdForm>({
        ...payload,
        // openapi.yaml OptionalYesNoText: 'true' / 'false', '' when not given.
        seller_financing:
          payload.seller_financing === null ? null : payload.seller_financing ? 'true' : 'false',
        images,
      }),
    }),
    'Creating the business ad failed',
  );
}

/** Creates a business ad; the list (/business) and 'Moji oglasi' then load again. */
export function useCreateBusinessAdMutation() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, images }: { payload: BusinessAdPayload; images: readonly File[] }) =>
      createBusinessAd(api, payload, images),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.businessAds.all });
    },
  });
}
