import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@marketplace/api-client';
import { unwrap } from '../../../lib/api-call';
import { useApiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { sentOnce } from '../../../lib/react-query';

/** POST /api/auth/verify-email with the token of the emailed link (spec §7). */
export function verifyEmail(api: ApiClient, token: string) {
  return unwrap(
    api.POST('/api/auth/verify-email', { body: { token } }),
    'Verifying the email address failed',
  );
}

/**
 * A verification token is single use, so it is sent once per token and its answer (or failure)
 * kept: StrictMode's second effect run, a remount or a window focus reuse it and never spend the
 * token twice. A POST read as a query for that reason.
 */
export const verifyEmailQuery = (api: ApiClient, token: string) =>
  queryOptions({
    queryKey: queryKeys.auth.verifyEmail(token),
    queryFn: () => verifyEmail(api, token),
    ...sentOnce,
  });

/** Verifies `token`; nothing is sent without one (spec §4: a missing token is an error at once). */
export function useVerifyEmail(token: string | null) {
  const api = useApiClient();
  return useQuery({ ...verifyEmailQuery(api, token ?? ''), enabled: Boolean(token) });
}
