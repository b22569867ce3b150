import { MIN_PASSWORD_LENGTH } from '../constants';
import { texts } from '../texts';
import { invalid, isBlank, valid, type ValidationResult } from './result';

export interface LoginFormValues {
  readonly email: string;
  readonly password: string;
  /** spec §2, §4: present only once the server has asked for a captcha. */
  readonly captcha?: { readonly question: string; readonly answer: string } | null;
}

/** spec §7: the login request body. */
export interface LoginPayload {
  readonly email: string;
  readonly password: string;
  readonly captchaQuestion?: string;
  readonly captchaAnswer?: string;
}

// Deliberately loose: the hint only catches obvious typos, the server decides what an address is.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function looksLikeEmail(value: string): boolean {
  return EMAIL_SHAPE.test(value.trim());
}

/** spec §5 (login): blocking checks in the order the form shows them. */
export function validateLogin(values: LoginFormValues): ValidationResult<LoginPayload> {
  if (isBlank(values.email)) return invalid(texts.login.emailRequired);
  // Passwords are never trimmed: spaces are part of a password.
  if (values.password === '') return invalid(texts.login.passwordRequired);
  const email = values.email.trim();
  if (!values.captcha) return valid({ email, password: values.password });
  if (isBlank(values.captcha.answer)) return invalid(texts.login.captchaRequired);
  return valid({
    email,
    password: values.password,
    captchaQuestion: values.captcha.question,
    captchaAnswer: values.captcha.answer.trim(),
  });
}

export interface LoginHints {
  readonly email: string | null;
  readonly password: string | null;
}

/**
 * spec §5 (login): inline hints that never block submission. An empty field gets no hint, since
 * the "required" error covers it on submit.
 */
export function loginHints(values: Pick<LoginFormValues, 'email' | 'password'>): LoginHints {
  return {
    email: values.email !== '' && !looksLikeEmail(values.email) ? texts.login.emailHint : null,
    password:
      values.password !== '' && values.password.length < MIN_PASSWORD_LENGTH
        ? texts.login.passwordHint
        : null,
  };
}
