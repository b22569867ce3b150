import { useMutation, useQueryClient } from '@tanstack/react-query';
import { texts } from '@marketplace/domain';
import { useToast } from '@marketplace/ui';
import type { ApiClient } from '@marketplace/api-client';
import { useApiClient } from '../../lib/api-client';
import { unwrap } from '../../lib/api-call';
import { useSession } from '../../lib/auth';
import { queryKeys } from '../../lib/query-keys';

/** The two kinds of ad; each has its own endpoints and caches, and the same delete. */
export type AdKind = 'land' | 'business';

/** DELETE /api/ads/{id} or /api/business-ads/{id} (a soft delete on the server). */
export async function deleteAd(api: ApiClient, kind: AdKind, id: number): Promise<void> {
  const options = { params: { path: { id } } };
  await unwrap(
    kind === 'land'
      ? api.DELETE('/api/ads/{id}', options)
      : api.DELETE('/api/business-ads/{id}', options),
    `Deleting the ${kind} ad failed`,
  );
}

/**
 * Deletes an ad of `kind` (from 'Moji oglasi' or its own page): it leaves the user's list at once,
 * and every list and detail of that kind then loads again.
 */
export function useDeleteAdMutation(kind: AdKind) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { user } = useSession();
  const keys = kind === 'land' ? queryKeys.landAds : queryKeys.businessAds;
  const mine = keys.mine(user?.id ?? null);
  return useMutation({
    mutationFn: (id: number) => deleteAd(api, kind, id),
    onSuccess: (_answer, id) => {
      toast.show(texts.feedback.adDeleted);
      queryClient.setQueryData<{ id: number }[]>(mine, (ads) => ads?.filter((ad) => ad.id !== id));
      void queryClient.invalidateQueries({ queryKey: keys.all });
    },
  });
}
