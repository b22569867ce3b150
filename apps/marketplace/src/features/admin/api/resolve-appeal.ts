import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient, components } from '@marketplace/api-client';
import { adminConsoleTexts } from '@marketplace/domain';
import { useToast } from '@marketplace/ui';
import { unwrap } from '../../../lib/api-call';
import { useApiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { adminKeys, type Appeal } from './admin-keys';

export type AppealResolution = components['schemas']['AppealResolutionRequest'];

/** POST /api/admin/appeals/{id}/resolution: upheld keeps the decision, reversed undoes it. */
export function resolveAppeal(api: ApiClient, id: number, body: AppealResolution) {
  return unwrap<Appeal>(
    api.POST('/api/admin/appeals/{id}/resolution', { params: { path: { id } }, body }),
    `Resolving appeal ${id} failed`,
  );
}

/** Settles an appeal; a reversal can bring an ad back, so the ads are asked again too. */
export function useResolveAppealMutation() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AppealResolution }) =>
      resolveAppeal(api, id, body),
    onSuccess: () => {
      toast.show(adminConsoleTexts.decision.appealDone, { tone: 'success' });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.landAds.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.businessAds.all }),
      ]);
    },
    onError: (error) => console.error('Resolving the appeal failed', error),
  });
}
