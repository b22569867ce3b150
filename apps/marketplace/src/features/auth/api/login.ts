import { texts, serverMessageOr, type LoginPayload } from '@marketplace/domain';
import type { ApiClient, User } from '@marketplace/api-client';

export type LoginResult =
  | { ok: true; token: string; user: User }
  /** `captcha` is the question to show when the server asks for one (spec §4). */
  | { ok: false; message: string; captcha?: string };

/** POST /api/auth/login (spec §7); failures carry the text of spec §8. */
export async function login(api: ApiClient, payload: LoginPayload): Promise<LoginResult> {
  try {
    const { data, error } = await api.POST('/api/auth/login', { body: payload });
    if (data) return { ok: true, token: data.token, user: data.user };
    const failure = error as { message?: unknown; requiresCaptcha?: unknown; captcha?: unknown };
    return {
      ok: false,
      message: serverMessageOr(failure?.message, texts.login.failed),
      captcha:
        failure?.requiresCaptcha === true && typeof failure.captcha === 'string'
          ? failure.captcha
          : undefined,
    };
  } catch {
    return { ok: false, message: texts.login.networkError };
  }
}
