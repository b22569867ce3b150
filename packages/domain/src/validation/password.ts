import { MIN_PASSWORD_LENGTH } from '../constants';
import { texts } from '../texts';
import { invalid, isBlank, valid, type ValidationResult } from './result';

/** spec §5 (forgot password): the submit button is disabled while the email is empty. */
export function canSubmitForgotPassword(email: string | null | undefined): boolean {
  return !isBlank(email);
}

export interface ResetPasswordValues {
  readonly newPassword: string;
  readonly confirmPassword: string;
}

/** spec §5 (reset password): the passwords must match, then be at least 6 characters. */
export function validateResetPassword(
  values: ResetPasswordValues,
): ValidationResult<{ readonly newPassword: string }> {
  if (values.newPassword !== values.confirmPassword) {
    return invalid(texts.resetPassword.passwordsMismatch);
  }
  if (values.newPassword.length < MIN_PASSWORD_LENGTH) {
    return invalid(texts.resetPassword.passwordTooShort);
  }
  return valid({ newPassword: values.newPassword });
}

export interface PasswordChangeValues {
  readonly oldPassword: string;
  readonly newPassword: string;
  readonly confirmPassword: string;
}

/** spec §7: the change-password request body. */
export interface PasswordChangePayload {
  readonly oldPassword: string;
  readonly newPassword: string;
}

/** spec §5 (profile): new password and confirmation must match, then be at least 6 characters. */
export function validatePasswordChange(
  values: PasswordChangeValues,
): ValidationResult<PasswordChangePayload> {
  if (values.newPassword !== values.confirmPassword) {
    return invalid(texts.profile.newPasswordsMismatch);
  }
  if (values.newPassword.length < MIN_PASSWORD_LENGTH) {
    return invalid(texts.profile.newPasswordTooShort);
  }
  return valid({ oldPassword: values.oldPassword, newPassword: values.newPassword });
}
