import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '@marketplace/api-client';
import { unwrap } from '../../../lib/api-call';
import { useApiClient } from '../../../lib/api-client';

/** POST /api/auth/forgot-password (spec §7): the same answer whether or not the account exists. */
export function forgotPassword(api: ApiClient, email: string) {
  return unwrap(
    api.POST('/api/auth/forgot-password', { body: { email } }),
    'Requesting a password reset failed',
  );
}

export function useForgotPasswordMutation() {
  const api = useApiClient();
  return useMutation({ mutationFn: (email: string) => forgotPassword(api, email) });
}
