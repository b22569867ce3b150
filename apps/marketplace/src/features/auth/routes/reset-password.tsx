import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { texts, validateResetPassword } from '@marketplace/domain';
import { Alert, Button, PasswordField } from '@marketplace/ui';
import { paths } from '../../../config/paths';
import { useApiClient } from '../../../lib/api-client';
import { resetPassword } from '../api/reset-password';
import { AuthPage, authStyles as css } from '../components/auth-page';

/** spec §2 /reset-password: the form, then success or error; no token is an error at once. */
export function Component() {
  const api = useApiClient();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: true } | { ok: false; message: string } | null>(
    null,
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!token) return;
    const checked = validateResetPassword({ newPassword, confirmPassword });
    if (!checked.ok) return setFormError(checked.error);
    setFormError(null);
    setSubmitting(true);
    const result = await resetPassword(api, token, checked.value.newPassword);
    setSubmitting(false);
    setOutcome(result.ok ? { ok: true } : result);
  };

  if (!token || (outcome && !outcome.ok)) {
    return (
      <AuthPage title="Resetovanje lozinke nije uspelo">
        <Alert tone="danger" role="alert">
          {token && outcome && !outcome.ok ? outcome.message : texts.resetPassword.tokenMissing}
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

  if (outcome?.ok) {
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
        <Button type="submit" fullWidth loading={submitting}>
          Sačuvaj novu lozinku
        </Button>
      </form>
    </AuthPage>
  );
}
