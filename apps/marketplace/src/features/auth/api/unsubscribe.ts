import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, MessageResponse } from '@marketplace/api-client';
import { unwrap } from '../../../lib/api-call';
import { useApiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { sentOnce } from '../../../lib/react-query';

/** POST /api/unsubscribe?token=…: no sign-in; the answer is the same for every token. */
export function unsubscribe(api: ApiClient, token: string) {
  return unwrap<MessageResponse>(
    api.POST('/api/unsubscribe', { params: { query: { token } } }),
    'Unsubscribing failed',
  );
}

/**
 * Sent once per token and its answer kept, like the verification link: StrictMode's second effect
 * run, a remount or a window focus do not post it again. A POST read as a query for that reason;
 * 'Pokušaj ponovo' refetches.
 */
export const unsubscribeQuery = (api: ApiClient, token: string) =>
  queryOptions({
    queryKey: queryKeys.notificationSettings.unsubscribe(token),
    queryFn: async () => {
      try {
        return await unsubscribe(api, token);
      } catch (failure) {
        console.error('Unsubscribing failed', failure);
        throw failure;
      }
    },
    ...sentOnce,
  });

/** Unsubscribes with `token`; nothing is sent without one. */
export function useUnsubscribe(token: string | null) {
  const api = useApiClient();
  return useQuery({ ...unsubscribeQuery(api, token ?? ''), enabled: Boolean(token) });
}
