import { MIN_PASSWORD_LENGTH, PASSWORD_MAX_LENGTH, texts } from '@marketplace/domain';
import { PasswordField } from '@marketplace/ui';
import type { FieldBinding } from '../lib/domain-form';

/**
 * A new password and its confirmation (registration, the password change): the password with
 * its bounds and their hint, the confirmation with its bound.
 */
export function NewPasswordFields({
  label,
  confirmLabel,
  password,
  confirmation,
}: {
  label: string;
  confirmLabel: string;
  /** The form's bindings of the two fields. */
  password: FieldBinding;
  confirmation: FieldBinding;
}) {
  return (
    <>
      <PasswordField
        label={label}
        autoComplete="new-password"
        required
        minLength={MIN_PASSWORD_LENGTH}
        maxLength={PASSWORD_MAX_LENGTH}
        hint={texts.recovery.characterRange(MIN_PASSWORD_LENGTH, PASSWORD_MAX_LENGTH)}
        {...password}
      />
      <PasswordField
        label={confirmLabel}
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX_LENGTH}
        {...confirmation}
      />
    </>
  );
}
