import { texts } from '@marketplace/domain';
import type { ApiClient } from '@marketplace/api-client';
import { callWithMessage } from './result';

/** POST /api/auth/reset-password with the token of the emailed link (spec §7). */
export function resetPassword(api: ApiClient, token: string, newPassword: string) {
  return callWithMessage(
    () => api.POST('/api/auth/reset-password', { body: { token, newPassword } }),
    texts.resetPassword.failed,
  );
}
