import { useState, type FormEvent } from 'react';
import { texts, validatePasswordChange } from '@marketplace/domain';
import { Alert, Button, PasswordField } from '@marketplace/ui';
import { messageOf } from '../../../lib/api-call';
import { useChangePasswordMutation } from '../api/change-password';
import * as css from './profile.css';

const text = texts.profile;

type Notice = { tone: 'success' | 'danger'; text: string } | null;

/** spec §5, §8: the form's own check first, then the server's answer to the last attempt. */
function noticeOf(
  formError: string | null,
  change: ReturnType<typeof useChangePasswordMutation>,
): Notice {
  if (formError) return { tone: 'danger', text: formError };
  if (change.isError) {
    return { tone: 'danger', text: messageOf(change.error, text.changeFailed) };
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
  const [formError, setFormError] = useState<string | null>(null);
  const notice = noticeOf(formError, changePassword);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validatePasswordChange({ oldPassword, newPassword, confirmPassword });
    if (!checked.ok) {
      changePassword.reset();
      return setFormError(checked.error);
    }
    setFormError(null);
    changePassword.mutate(checked.value, {
      // The mutation keeps the session on the fresh token; the form starts over.
      onSuccess: () => {
        setOldPassword('');
        setNewPassword('');
        setConfirmPassword('');
      },
    });
  };

  return (
    <section className={css.panel} aria-labelledby="profile-password">
      <h2 id="profile-password" className={css.panelTitle}>
        {text.passwordTitle}
      </h2>
      {notice ? (
        <Alert tone={notice.tone} role={notice.tone === 'danger' ? 'alert' : 'status'}>
          {notice.text}
        </Alert>
      ) : null}
      <form className={css.form} onSubmit={submit} noValidate>
        <PasswordField
          label={text.currentPassword}
          name="oldPassword"
          autoComplete="current-password"
          required
          value={oldPassword}
          onChange={(event) => setOldPassword(event.target.value)}
        />
        <PasswordField
          label={texts.auth.newPassword}
          name="newPassword"
          autoComplete="new-password"
          required
          value={newPassword}
          onChange={(event) => setNewPassword(event.target.value)}
        />
        <PasswordField
          label={text.confirmNewPassword}
          name="confirmPassword"
          autoComplete="new-password"
          required
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
