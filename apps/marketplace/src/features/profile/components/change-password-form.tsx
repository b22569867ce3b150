import { useState, type FormEvent } from 'react';
import {
  MIN_PASSWORD_LENGTH,
  PASSWORD_MAX_LENGTH,
  texts,
  validatePasswordChange,
} from '@marketplace/domain';
import { Alert, Button, PasswordField } from '@marketplace/ui';
import { messageOf, refusedFieldOf } from '../../../lib/api-call';
import { invalidFieldProps, useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid';
import { useChangePasswordMutation } from '../api/change-password';
import * as css from './profile.css';

const text = texts.profile;

type Notice = { tone: 'success' | 'danger'; text: string; field?: string } | null;
type FormError = { message: string; field?: string };

/** spec §5, §8: the form's own check first, then the server's answer to the last attempt. */
function noticeOf(
  formError: FormError | null,
  change: ReturnType<typeof useChangePasswordMutation>,
): Notice {
  if (formError) return { tone: 'danger', text: formError.message, field: formError.field };
  if (change.isError) {
    return {
      tone: 'danger',
      text: messageOf(change.error, text.changeFailed),
      field: refusedFieldOf(change.error),
    };
  }
  if (change.isSuccess) return { tone: 'success', text: text.changeSucceeded };
  return null;
}

/** spec §2, §5, §8: the password change form of the profile. */
export function ChangePasswordForm() {
  const changePassword = useChangePasswordMutation();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [formError, setFormError] = useState<FormError | null>(null);
  const notice = noticeOf(formError, changePassword);
  // Each failed submit scrolls to and focuses the field at fault (or the first empty one, or the
  // message); the field the message names is marked invalid and described by it.
  const { formRef, errorId, failed } = useFocusFirstInvalid();
  const invalidField = invalidFieldProps(notice?.field, errorId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validatePasswordChange({ oldPassword, newPassword, confirmPassword });
    if (!checked.ok) {
      changePassword.reset();
      setFormError({ message: checked.error, field: checked.field });
      failed();
      return;
    }
    setFormError(null);
    changePassword.mutate(checked.value, {
      // The mutation keeps the session on the fresh token; the form starts over.
      onSuccess: () => {
        setOldPassword('');
        setNewPassword('');
        setConfirmPassword('');
      },
      onError: failed,
    });
  };

  return (
    <section className={css.panel} aria-labelledby="profile-password">
      <h2 id="profile-password" className={css.panelTitle}>
        {text.passwordTitle}
      </h2>
      {notice ? (
        <Alert
          id={notice.tone === 'danger' ? errorId : undefined}
          tone={notice.tone}
          role={notice.tone === 'danger' ? 'alert' : 'status'}
          tabIndex={notice.tone === 'danger' ? -1 : undefined}
        >
          {notice.text}
        </Alert>
      ) : null}
      <form method="post" ref={formRef} className={css.form} onSubmit={submit} noValidate>
        <PasswordField
          label={text.currentPassword}
          name="oldPassword"
          autoComplete="current-password"
          required
          maxLength={PASSWORD_MAX_LENGTH}
          {...invalidField('oldPassword')}
          value={oldPassword}
          onChange={(event) => setOldPassword(event.target.value)}
        />
        <PasswordField
          label={texts.auth.newPassword}
          name="newPassword"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          hint={texts.recovery.characterRange(MIN_PASSWORD_LENGTH, PASSWORD_MAX_LENGTH)}
          {...invalidField('newPassword')}
          value={newPassword}
          onChange={(event) => setNewPassword(event.target.value)}
        />
        <PasswordField
          label={text.confirmNewPassword}
          name="confirmPassword"
          autoComplete="new-password"
          required
          maxLength={PASSWORD_MAX_LENGTH}
          {...invalidField('confirmPassword')}
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.target.value)}
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
