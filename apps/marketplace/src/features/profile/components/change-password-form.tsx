import { PASSWORD_MAX_LENGTH, texts, validatePasswordChange } from '@marketplace/domain';
import { Alert, Button, PasswordField } from '@marketplace/ui';
import { messageOf, refusedFieldOf } from '../../../lib/api-call';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { useDomainForm } from '../../../lib/domain-form';
import { useChangePasswordMutation } from '../api/change-password';
import * as css from './profile.css';

const text = texts.profile;

/** spec §2, §5, §8: the password change form of the profile. */
export function ChangePasswordForm() {
  const changePassword = useChangePasswordMutation();
  // spec §5, §8: the form's own check first, then the server's answer to the last attempt.
  const { form, error, errorId, formRef, onSubmit, field } = useDomainForm({
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
    validate: validatePasswordChange,
    onInvalid: () => changePassword.reset(),
    onValid: async (value) => {
      await changePassword.mutateAsync(value);
      // The mutation keeps the session on the fresh token; the form starts over.
      form.reset();
    },
    refusal: changePassword.isError
      ? {
          message: messageOf(changePassword.error, text.changeFailed),
          field: refusedFieldOf(changePassword.error),
        }
      : null,
  });

  return (
    <section className={css.panel} aria-labelledby="profile-password">
      <h2 id="profile-password" className={css.panelTitle}>
        {text.passwordTitle}
      </h2>
      {error ? (
        <Alert id={errorId} tone="danger" role="alert" tabIndex={-1}>
          {error.message}
        </Alert>
      ) : changePassword.isSuccess ? (
        <Alert tone="success" role="status">
          {text.changeSucceeded}
        </Alert>
      ) : null}
      <form method="post" ref={formRef} className={css.form} onSubmit={onSubmit} noValidate>
        <PasswordField
          label={text.currentPassword}
          autoComplete="current-password"
          required
          maxLength={PASSWORD_MAX_LENGTH}
          {...field('oldPassword')}
        />
        <NewPasswordFields
          label={texts.auth.newPassword}
          confirmLabel={text.confirmNewPassword}
          password={field('newPassword')}
          confirmation={field('confirmPassword')}
        />
        <div>
          <Button type="submit" loading={changePassword.isPending}>
            {text.changePassword}
          </Button>
        </div>
      </form>
    </section>
  );
}
