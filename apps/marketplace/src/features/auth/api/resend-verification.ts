import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '@marketplace/api-client';
import { unwrap } from '../../../lib/api-call';
import { useApiClient } from '../../../lib/api-client';

/** POST /api/auth/resend-verification (DESIGN): the same answer whether or not the account exists. */
export function resendVerification(api: ApiClient, email: string) {
  return unwrap(
    api.POST('/api/auth/resend-verification', { body: { email } }),
    'Resending the verification link failed',
  );
}

export function useResendVerificationMutation() {
  const api = useApiClient();
  return useMutation({ mutationFn: (email: string) => resendVerification(api, email) });
}
