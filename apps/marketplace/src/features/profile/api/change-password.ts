import { useMutation } from '@tanstack/react-query';
import type { PasswordChangePayload } from '@marketplace/domain';
import type { ApiClient } from '@marketplace/api-client';
import { unwrap } from '../../../lib/api-call';
import { useApiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth';

/**
 * POST /api/auth/change-password (spec §7). The server revokes earlier tokens and answers with a
 * fresh one.
 */
export function changePassword(api: ApiClient, payload: PasswordChangePayload) {
  return unwrap(
    api.POST('/api/auth/change-password', { body: payload }),
    'Changing the password failed',
  );
}

/** Changes the password and keeps the session on the fresh token, so the user stays signed in. */
export function useChangePasswordMutation() {
  const api = useApiClient();
  const session = useSession();
  return useMutation({
    mutationFn: (payload: PasswordChangePayload) => changePassword(api, payload),
    onSuccess: ({ token }) => session.replaceToken(token),
  });
}
