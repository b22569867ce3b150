import { MIN_PASSWORD_LENGTH } from '../constants';
import { PASSWORD_MAX_LENGTH } from '../form-limits';
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

/**
 * spec §5 (profile): new password and confirmation must match, then be at least 6 characters; then
 * the contract's other bounds (openapi.yaml ChangePasswordRequest: both passwords 1–128).
 */
export function validatePasswordChange(
  values: PasswordChangeValues,
): ValidationResult<PasswordChangePayload> {
  if (values.newPassword !== values.confirmPassword) {
    return invalid(texts.profile.newPasswordsMismatch, 'confirmPassword');
  }
  if (values.newPassword.length < MIN_PASSWORD_LENGTH) {
    return invalid(texts.profile.newPasswordTooShort, 'newPassword');
  }
  if (values.newPassword.length > PASSWORD_MAX_LENGTH) {
    const label = texts.auth.newPassword;
    return invalid(texts.recovery.fieldTooLong(label, PASSWORD_MAX_LENGTH), 'newPassword');
  }
  const current = texts.profile.currentPassword;
  if (values.oldPassword === '') {
    return invalid(texts.recovery.fieldRequired(current), 'oldPassword');
  }
  if (values.oldPassword.length > PASSWORD_MAX_LENGTH) {
    return invalid(texts.recovery.fieldTooLong(current, PASSWORD_MAX_LENGTH), 'oldPassword');
  }
  return valid({ oldPassword: values.oldPassword, newPassword: values.newPassword });
}
