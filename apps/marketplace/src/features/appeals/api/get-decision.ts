import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, components } from '@marketplace/api-client';
import { unwrap } from '../../../lib/api-call';
import { useApiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth';

export type Decision = components['schemas']['Decision'];
export type AppealState = components['schemas']['AppealState'];

/**
 * The decisions one user reads, under one key: an appeal sent replaces its decision's copy. Keyed
 * by the viewer, since the server answers 404 to anyone the decision does not affect.
 */
export const decisionKeys = {
  all: ['decisions'] as const,
  detail: (viewerId: number | null, id: number) => ['decisions', viewerId, id] as const,
};

/** GET /api/decisions/{id}: the statement of reasons, with the appeal when one was made. */
export function getDecision(api: ApiClient, id: number): Promise<Decision> {
  return unwrap<Decision>(
    api.GET('/api/decisions/{id}', { params: { path: { id } } }),
    'Loading the decision failed',
  );
}

export const decisionQuery = (api: ApiClient, viewerId: number | null, id: number) =>
  queryOptions({
    queryKey: decisionKeys.detail(viewerId, id),
    queryFn: () => getDecision(api, id),
    enabled: viewerId !== null,
  });

export function useDecision(id: number) {
  const api = useApiClient();
  const { user } = useSession();
  return useQuery(decisionQuery(api, user?.id ?? null, id));
}
