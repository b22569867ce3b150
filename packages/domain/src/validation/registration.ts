import { MIN_PASSWORD_LENGTH } from '../constants';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_MIN_LENGTH,
  FULL_NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
} from '../form-limits';
import { texts } from '../texts';
import { normalizeUserType, type UserType } from '../roles';
import { invalid, isBlank, valid, type ValidationResult } from './result';

export interface RegistrationFormValues {
  readonly full_name: string;
  readonly email: string;
  readonly password: string;
  readonly confirmPassword: string;
  readonly user_type: unknown;
}

/** spec §7: the registration request body. */
export interface RegistrationPayload {
  readonly full_name: string;
  readonly email: string;
  readonly password: string;
  readonly user_type: UserType;
}

/**
 * spec §5 (registration): all four text fields required, then the passwords must match; then the
 * contract's bounds (openapi.yaml RegisterRequest), each naming the field it concerns.
 */
export function validateRegistration(
  values: RegistrationFormValues,
): ValidationResult<RegistrationPayload> {
  if (
    isBlank(values.full_name) ||
    isBlank(values.email) ||
    values.password === '' ||
    values.confirmPassword === ''
  ) {
    return invalid(texts.register.allFieldsRequired);
  }
  if (values.password !== values.confirmPassword) {
    return invalid(texts.register.passwordsMismatch, 'confirmPassword');
  }
  const label = texts.auth;
  const fullName = values.full_name.trim();
  if (fullName.length > FULL_NAME_MAX_LENGTH) {
    return invalid(texts.recovery.fieldTooLong(label.fullName, FULL_NAME_MAX_LENGTH), 'full_name');
  }
  const email = values.email.trim();
  if (email.length < EMAIL_MIN_LENGTH) {
    return invalid(texts.recovery.fieldTooShort(label.email, EMAIL_MIN_LENGTH), 'email');
  }
  if (email.length > EMAIL_MAX_LENGTH) {
    return invalid(texts.recovery.fieldTooLong(label.email, EMAIL_MAX_LENGTH), 'email');
  }
  if (values.password.length < MIN_PASSWORD_LENGTH) {
    return invalid(texts.recovery.fieldTooShort(label.password, MIN_PASSWORD_LENGTH), 'password');
  }
  if (values.password.length > PASSWORD_MAX_LENGTH) {
    return invalid(texts.recovery.fieldTooLong(label.password, PASSWORD_MAX_LENGTH), 'password');
  }
  return valid({
    full_name: fullName,
    email,
    password: values.password,
    // spec §1: a missing or unknown type is treated as investor.
    user_type: normalizeUserType(values.user_type),
  });
}
