import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { texts, validateResetPassword } from '@marketplace/domain';
import { Alert, Button, PasswordField } from '@marketplace/ui';
import { paths } from '../../../config/paths';
import { messageOf } from '../../../lib/api-call';
import { useResetPasswordMutation } from '../api/reset-password';
import { AuthPage, authStyles as css } from '../components/auth-page';

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
      <AuthPage title="Resetovanje lozinke nije uspelo">
        <Alert tone="danger" role="alert">
          {token
            ? messageOf(resetPassword.error, texts.resetPassword.failed)
            : texts.resetPassword.tokenMissing}
        </Alert>
        <p className={css.text}>Link je možda istekao ili je već iskorišćen.</p>
        <div className={css.actions}>
          <Button asChild>
            <Link to={paths.forgotPassword.href()}>Zatražite novi link</Link>
          </Button>
        </div>
      </AuthPage>
    );
  }

  if (resetPassword.isSuccess) {
    return (
      <AuthPage title="Lozinka je promenjena!">
        <p className={css.text}>Sada se možete prijaviti sa novom lozinkom.</p>
        <div className={css.actions}>
          <Button asChild>
            <Link to={paths.login.href()}>Prijavi se</Link>
          </Button>
        </div>
      </AuthPage>
    );
  }

  return (
    <AuthPage title="Postavite novu lozinku">
      {formError ? (
        <Alert tone="danger" role="alert">
          {formError}
        </Alert>
      ) : null}
      <form className={css.form} onSubmit={submit} noValidate>
        <PasswordField
          label="Nova lozinka"
          name="newPassword"
          autoComplete="new-password"
          required
          value={newPassword}
          onChange={(event) => setNewPassword(event.target.value)}
        />
        <PasswordField
          label="Potvrdite novu lozinku"
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.target.value)}
        />
        <Button type="submit" fullWidth loading={resetPassword.isPending}>
          Sačuvaj novu lozinku
        </Button>
      </form>
    </AuthPage>
  );
}
