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

/** spec §5 (registration): all four text fields required, then the passwords must match. */
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
    return invalid(texts.register.passwordsMismatch);
  }
  return valid({
    full_name: values.full_name.trim(),
    email: values.email.trim(),
    password: values.password,
    // spec §1: a missing or unknown type is treated as investor.
    user_type: normalizeUserType(values.user_type),
  });
}
