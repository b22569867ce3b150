import { useMutation, useQueryClient } from '@tanstack/react-query';
import { texts } from '@marketplace/domain';
import { useToast } from '@marketplace/ui';
import type { ApiClient, BusinessAd } from '@marketplace/api-client';
import { useApiClient } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-call';
import { useSession } from '../../../lib/auth';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE /api/business-ads/{id}, from 'Moji oglasi'. */
export async function deleteBusinessAd(api: ApiClient, id: number): Promise<void> {
  await unwrap(
    api.DELETE('/api/business-ads/{id}', { params: { path: { id } } }),
    'Deleting the business ad failed',
  );
}

/**
 * Deletes a business ad from 'Moji oglasi': it leaves the list at once, and every business-ad list
 * and detail then loads again.
 */
export function useDeleteBusinessAdMutation() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { user } = useSession();
  const userId = user?.id ?? null;
  return useMutation({
    mutationFn: (id: number) => deleteBusinessAd(api, id),
    onSuccess: (_answer, id) => {
      toast.show(texts.feedback.adDeleted);
      queryClient.setQueryData<BusinessAd[]>(queryKeys.businessAds.mine(userId), (ads) =>
        ads?.filter((ad) => ad.id !== id),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.businessAds.all });
    },
  });
}
