import { texts, serverMessageOr, type PasswordChangePayload } from '@marketplace/domain';
import type { ApiClient } from '@marketplace/api-client';

export type ChangePasswordResult = { ok: true; token: string } | { ok: false; message: string };

/**
 * POST /api/auth/change-password (spec §7). The server revokes earlier tokens and answers with a
 * fresh one, which the caller stores so the user stays signed in.
 */
export async function changePassword(
  api: ApiClient,
  payload: PasswordChangePayload,
): Promise<ChangePasswordResult> {
  try {
    const { data, error } = await api.POST('/api/auth/change-password', { body: payload });
    if (data) return { ok: true, token: data.token };
    return {
      ok: false,
      message: serverMessageOr(
        (error as { message?: unknown })?.message,
        texts.profile.changeFailed,
      ),
    };
  } catch {
    return { ok: false, message: texts.profile.changeFailed };
  }
}
