import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient, BusinessAd } from '@marketplace/api-client';
import type { BusinessAdPayload } from '@marketplace/domain';
import { useApiClient } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-call';
import { useSession } from '../../../lib/auth';
import { queryKeys } from '../../../lib/query-keys';

/**
 * PATCH /api/business-ads/{id} with JSON; empty optional numbers are sent as null (spec §5). The
 * answer is the ad as its author now reads it from GET /api/business-ads/{id}.
 */
export function updateBusinessAd(
  api: ApiClient,
  id: number,
  payload: BusinessAdPayload,
): Promise<BusinessAd> {
  return unwrap<BusinessAd>(
    api.PATCH('/api/business-ads/{id}', { params: { path: { id } }, body: payload }),
    'Updating the business ad failed',
  );
}

/**
 * Saves an edited business ad. The lists and every cached copy are marked stale (they load again
 * when next shown); the author's detail becomes the server's answer, so the detail page the edit
 * screen goes back to shows the change at once, and the edit screen is not reloaded meanwhile.
 */
export function useUpdateBusinessAdMutation() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const viewerId = user?.id ?? null;
  return useMutation({
    mutationFn: ({ id, payload }: { id: number; payload: BusinessAdPayload }) =>
      updateBusinessAd(api, id, payload),
    onSuccess: (ad, { id }) => {
      void queryClient.invalidateQueries({
        queryKey: queryKeys.businessAds.all,
        refetchType: 'none',
      });
      queryClient.setQueryData(queryKeys.businessAds.detail(id, viewerId), ad);
    },
  });
}
