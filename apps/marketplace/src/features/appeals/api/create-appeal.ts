import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient, components } from '@marketplace/api-client';
import { ApiError, unwrap } from '../../../lib/api-call';
import { useApiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth';
import { decisionKeys, type AppealState, type Decision } from './get-decision';

export type Appeal = components['schemas']['Appeal'];
export type AppealRequest = components['schemas']['AppealRequest'];

/** POST /api/appeals: one appeal per decision (409 for a second one). */
export function createAppeal(api: ApiClient, body: AppealRequest): Promise<Appeal> {
  return unwrap<Appeal>(api.POST('/api/appeals', { body }), 'Sending the appeal failed');
}

/** The decision as it reads after the appeal: the answer carries both. */
export function decisionWithAppeal({ decision, ...appeal }: Appeal): Decision {
  const state: AppealState = {
    id: appeal.id,
    text: appeal.text,
    status: appeal.status,
    resolution_statement: appeal.resolution_statement,
    created_at: appeal.created_at,
    resolved_at: appeal.resolved_at,
  };
  return { ...decision, appeal: state };
}

/**
 * Sends the appeal; the decision's page then shows it from the answer. A 409 means an appeal was
 * already made (another tab, an earlier visit): the decision is asked again, so the page shows it.
 */
export function useCreateAppealMutation(decisionId: number) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const key = decisionKeys.detail(user?.id ?? null, decisionId);
  return useMutation({
    mutationFn: (text: string) => createAppeal(api, { decision_id: decisionId, text }),
    onSuccess: (appeal) => queryClient.setQueryData(key, decisionWithAppeal(appeal)),
    onError: (error) => {
      console.error('Sending the appeal failed', error);
      if (error instanceof ApiError && error.status === 409) {
        return queryClient.invalidateQueries({ queryKey: key });
      }
    },
  });
}
