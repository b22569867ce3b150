import { texts } from '@marketplace/domain';
import type { ApiClient } from '@marketplace/api-client';
import { callWithMessage } from './result';

/** POST /api/auth/forgot-password (spec §7): the same answer whether or not the account exists. */
export function forgotPassword(api: ApiClient, email: string) {
  return callWithMessage(
    () => api.POST('/api/auth/forgot-password', { body: { email } }),
    texts.forgotPassword.failed,
  );
}
