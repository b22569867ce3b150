import { useMutation } from '@tanstack/react-query';
import type { RegistrationPayload } from '@marketplace/domain';
import type { ApiClient } from '@marketplace/api-client';
import { unwrap } from '../../../lib/api-call';
import { useApiClient } from '../../../lib/api-client';

/** POST /api/auth/register (spec §7): 201 means done; the body is not used. */
export function register(api: ApiClient, payload: RegistrationPayload) {
  return unwrap(api.POST('/api/auth/register', { body: payload }), 'Registration failed');
}

export function useRegisterMutation() {
  const api = useApiClient();
  return useMutation({ mutationFn: (payload: RegistrationPayload) => register(api, payload) });
}
