import type { ApiClient } from '@marketplace/api-client';
import { callWithMessage } from './result';

/** Not in the spec: a failed resend has no catalogue text (DESIGN adds the endpoint). */
export const resendFailed = 'Slanje novog linka nije uspelo. Pokušajte ponovo.';

/** POST /api/auth/resend-verification (DESIGN): the same answer whether or not the account exists. */
export function resendVerification(api: ApiClient, email: string) {
  return callWithMessage(
    () => api.POST('/api/auth/resend-verification', { body: { email } }),
    resendFailed,
  );
}
