import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '@marketplace/api-client';
import { unwrap } from '../../../lib/api-call';
import { useApiClient } from '../../../lib/api-client';

export interface ResetPasswordVariables {
  /** The token of the emailed link. */
  token: string;
  newPassword: string;
}

/** POST /api/auth/reset-password with the token of the emailed link (spec §7). */
export function resetPassword(api: ApiClient, { token, newPassword }: ResetPasswordVariables) {
  return unwrap(
    api.POST('/api/auth/reset-password', { body: { token, newPassword } }),
    'Resetting the password failed',
  );
}

export function useResetPasswordMutation() {
  const api = useApiClient();
  return useMutation({
    mutationFn: (variables: ResetPasswordVariables) => resetPassword(api, variables),
  });
}
