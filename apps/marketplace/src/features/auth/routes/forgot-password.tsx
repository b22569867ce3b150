import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { canSubmitForgotPassword } from '@marketplace/domain';
import { Alert, Button, TextField } from '@marketplace/ui';
import { paths } from '../../../config/paths';
import { useApiClient } from '../../../lib/api-client';
import { forgotPassword } from '../api/forgot-password';
import { AuthPage, authStyles as css } from '../components/auth-page';

/** spec §2 /forgot-password: the email form, then a confirmation that reveals nothing. */
export function Component() {
  const api = useApiClient();
  const [email, setEmail] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const canSubmit = canSubmitForgotPassword(email);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    setError(null);
    setSubmitting(true);
    const result = await forgotPassword(api, email.trim());
    setSubmitting(false);
    if (result.ok) setSent(true);
    else setError(result.message);
  };

  if (sent) {
    // spec §8: the same text whether or not the account exists.
    return (
      <AuthPage title="Proverite email">
        <p className={css.text}>
          Ako nalog sa ovom email adresom postoji, poslali smo vam link za resetovanje lozinke. Link
          važi jedan sat.
        </p>
        <div className={css.actions}>
          <Button asChild>
            <Link to={paths.login.href()}>Nazad na prijavu</Link>
          </Button>
        </div>
      </AuthPage>
    );
  }

  return (
    <AuthPage title="Zaboravljena lozinka">
      <p className={css.text}>
        Unesite email adresu naloga i poslaćemo vam link za postavljanje nove lozinke.
      </p>
      {error ? (
        <Alert tone="danger" role="alert">
          {error}
        </Alert>
      ) : null}
      <form className={css.form} onSubmit={submit} noValidate>
        <TextField
          label="Email adresa"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" fullWidth loading={submitting} disabled={!canSubmit}>
          Pošalji link
        </Button>
      </form>
      <div className={css.links}>
        <Link className={css.link} to={paths.login.href()}>
          Nazad na prijavu
        </Link>
      </div>
    </AuthPage>
  );
}
