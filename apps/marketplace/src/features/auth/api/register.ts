import { texts, type RegistrationPayload } from '@marketplace/domain';
import type { ApiClient } from '@marketplace/api-client';
import { callWithMessage } from './result';

/** POST /api/auth/register (spec §7): 201 means done; the body is not used. */
export function register(api: ApiClient, payload: RegistrationPayload) {
  return callWithMessage(
    () => api.POST('/api/auth/register', { body: payload }),
    texts.register.failed,
  );
}
