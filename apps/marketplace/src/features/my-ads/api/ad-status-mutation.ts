import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ApiClient } from '@marketplace/api-client';
import { texts, type AdStatus } from '@marketplace/domain';
import { useToast } from '@marketplace/ui';
import { useApiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth';

/**
 * Changes an ad's status from 'Moji oglasi' (land and business alike): the card shows the answer
 * at once, and every search and detail of that kind then loads again (a sold ad leaves the
 * searches). A toast says how it went.
 */
export function useAdStatusMutation<Ad extends { id: number }>(kind: {
  setStatus: (api: ApiClient, id: number, status: AdStatus) => Promise<Ad>;
  /** The signed-in user's ads of this kind ('Moji oglasi'). */
  mineKey: (userId: number | null) => QueryKey;
  /** Every query of this kind. */
  allKey: QueryKey;
}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { user } = useSession();
  const userId = user?.id ?? null;
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: AdStatus }) =>
      kind.setStatus(api, id, status),
    onSuccess: (answer) => {
      toast.show(texts.adStatus.changed);
      queryClient.setQueryData<Ad[]>(kind.mineKey(userId), (ads) =>
        ads?.map((ad) => (ad.id === answer.id ? { ...ad, ...answer } : ad)),
      );
      void queryClient.invalidateQueries({ queryKey: kind.allKey });
    },
    onError: () => {
      toast.show(texts.adStatus.changeFailed, { tone: 'danger' });
    },
  });
}
