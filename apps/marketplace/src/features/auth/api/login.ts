import { useMutation } from '@tanstack/react-query';
import type { LoginPayload } from '@marketplace/domain';
import type { ApiClient } from '@marketplace/api-client';
import { ApiError, unwrap } from '../../../lib/api-call';
import { useApiClient } from '../../../lib/api-client';
import { toSessionUser, useSession } from '../../../lib/auth';

/** POST /api/auth/login (spec §7). */
export function login(api: ApiClient, payload: LoginPayload) {
  return unwrap(api.POST('/api/auth/login', { body: payload }), 'Login failed');
}

/**
 * spec §4: after a failure the server may ask for a captcha (`requiresCaptcha`); the question it
 * sends is shown, and its answer goes with the next attempt.
 */
export function captchaQuestionOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = error.body;
  if (!body || typeof body !== 'object') return undefined;
  const { requiresCaptcha, captcha } = body as { requiresCaptcha?: unknown; captcha?: unknown };
  return requiresCaptcha === true && typeof captcha === 'string' ? captcha : undefined;
}

/** spec §4: a successful login stores the session (token, userId) and signs the user in. */
export function useLoginMutation() {
  const api = useApiClient();
  const session = useSession();
  return useMutation({
    mutationFn: (payload: LoginPayload) => login(api, payload),
    onSuccess: ({ token, user }) => session.signIn(token, toSessionUser(user)),
  });
}
