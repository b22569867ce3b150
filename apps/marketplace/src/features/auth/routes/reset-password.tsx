import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { texts, validateResetPassword } from '@marketplace/domain';
import { Alert, Button, PasswordField } from '@marketplace/ui';
import { paths } from '../../../config/paths';
import { messageOf } from '../../../lib/api-call';
import { useResetPasswordMutation } from '../api/reset-password';
import { AuthPage, authStyles as css } from '../components/auth-page';

const text = texts.resetPassword;

/** spec §2 /reset-password: the form, then success or error; no token is an error at once. */
export function Component() {
  const resetPassword = useResetPasswordMutation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!token) return;
    const checked = validateResetPassword({ newPassword, confirmPassword });
    if (!checked.ok) return setFormError(checked.error);
    setFormError(null);
    resetPassword.mutate({ token, newPassword: checked.value.newPassword });
  };

  if (!token || resetPassword.isError) {
    return (
      <AuthPage title={text.failedTitle}>
        <Alert tone="danger" role="alert">
          {token ? messageOf(resetPassword.error, text.failed) : text.tokenMissing}
        </Alert>
        <p className={css.text}>{text.linkExpired}</p>
        <div className={css.actions}>
          <Button asChild>
            <Link to={paths.forgotPassword.href()}>{text.requestNewLink}</Link>
          </Button>
        </div>
      </AuthPage>
    );
  }

  if (resetPassword.isSuccess) {
    return (
      <AuthPage title={text.successTitle}>
        <p className={css.text}>{text.successText}</p>
        <div className={css.actions}>
          <Button asChild>
            <Link to={paths.login.href()}>{texts.auth.signIn}</Link>
          </Button>
        </div>
      </AuthPage>
    );
  }

  return (
    <AuthPage title={text.title}>
      {formError ? (
        <Alert tone="danger" role="alert">
          {formError}
        </Alert>
      ) : null}
      <form method="post" className={css.form} onSubmit={submit} noValidate>
        <PasswordField
          label={texts.auth.newPassword}
          name="newPassword"
          autoComplete="new-password"
          required
          value={newPassword}
          onChange={(event) => setNewPassword(event.target.value)}
        />
        <PasswordField
          label={text.confirmPassword}
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.target.value)}
        />
        <Button type="submit" fullWidth loading={resetPassword.isPending}>
          {text.submit}
        </Button>
      </form>
    </AuthPage>
  );
}

export default Component;
