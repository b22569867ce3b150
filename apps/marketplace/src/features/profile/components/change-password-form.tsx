import { useState, type FormEvent } from 'react';
import { texts, validatePasswordChange } from '@marketplace/domain';
import { Alert, Button, PasswordField } from '@marketplace/ui';
import { useApiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth';
import { changePassword } from '../api/change-password';
import * as css from './profile.css';

type Notice = { tone: 'success' | 'danger'; text: string } | null;

/** spec §2, §5, §8: the password change form of the profile. */
export function ChangePasswordForm() {
  const api = useApiClient();
  const session = useSession();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validatePasswordChange({ oldPassword, newPassword, confirmPassword });
    if (!checked.ok) return setNotice({ tone: 'danger', text: checked.error });
    setNotice(null);
    setSubmitting(true);
    const result = await changePassword(api, checked.value);
    setSubmitting(false);
    if (!result.ok) return setNotice({ tone: 'danger', text: result.message });
    // The server revoked the old token: keep the session on the fresh one.
    session.replaceToken(result.token);
    setOldPassword('');
    setNewPassword('');
    setConfirmPassword('');
    setNotice({ tone: 'success', text: texts.profile.changeSucceeded });
  };

  return (
    <section className={css.panel} aria-labelledby="profile-password">
      <h2 id="profile-password" className={css.panelTitle}>
        Promena lozinke
      </h2>
      {notice ? (
        <Alert tone={notice.tone} role={notice.tone === 'danger' ? 'alert' : 'status'}>
          {notice.text}
        </Alert>
      ) : null}
      <form className={css.form} onSubmit={submit} noValidate>
        <PasswordField
          label="Trenutna lozinka"
          name="oldPassword"
          autoComplete="current-password"
          required
          value={oldPassword}
          onChange={(event) => setOldPassword(event.target.value)}
        />
        <PasswordField
          label="Nova lozinka"
          name="newPassword"
          autoComplete="new-password"
          required
          value={newPassword}
          onChange={(event) => setNewPassword(event.target.value)}
        />
        <PasswordField
          label="Potvrda nove lozinke"
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.target.value)}
        />
        <div>
          <Button type="submit" loading={submitting}>
            {texts.profile.changePassword}
          </Button>
        </div>
      </form>
    </section>
  );
}
