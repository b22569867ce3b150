import { texts } from '@marketplace/domain';
import type { ApiClient } from '@marketplace/api-client';
import { callWithMessage } from './result';

/** POST /api/auth/verify-email with the token of the emailed link (spec §7). */
export function verifyEmail(api: ApiClient, token: string) {
  return callWithMessage(
    () => api.POST('/api/auth/verify-email', { body: { token } }),
    texts.verifyEmail.failed,
  );
}
