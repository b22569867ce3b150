import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@marketplace/api-client';
import { adminConsoleTexts } from '@marketplace/domain';
import { useToast } from '@marketplace/ui';
import { unwrap } from '../../../lib/api-call';
import { useApiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { adminKeys, type Decision, type DecisionRequest } from './admin-keys';

/** POST /api/admin/decisions: one measure on an ad or an account, with its statement. */
export function createDecision(api: ApiClient, body: DecisionRequest): Promise<Decision> {
  return unwrap<Decision>(api.POST('/api/admin/decisions', { body }), 'Saving the decision failed');
}

/**
 * Takes a decision. The console's lists change (reports closed, the queue, the log) and so may
 * the ad's pages and searches: all of them are asked again. A failure stays in the dialog.
 */
export function useCreateDecisionMutation() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (body: DecisionRequest) => createDecision(api, body),
    onSuccess: () => {
      toast.show(adminConsoleTexts.decision.done, { tone: 'success' });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.landAds.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.businessAds.all }),
      ]);
    },
    onError: (error) => console.error('Saving the decision failed', error),
  });
}
