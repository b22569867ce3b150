import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { canSubmitForgotPassword, texts } from '@marketplace/domain';
import { Alert, Button, TextField } from '@marketplace/ui';
import { paths } from '../../../config/paths';
import { messageOf } from '../../../lib/api-call';
import { useForgotPasswordMutation } from '../api/forgot-password';
import { AuthPage, authStyles as css } from '../components/auth-page';

/** spec §2 /forgot-password: the email form, then a confirmation that reveals nothing. */
export function Component() {
  const forgotPassword = useForgotPasswordMutation();
  const [email, setEmail] = useState('');
  const canSubmit = canSubmitForgotPassword(email);
  const error = forgotPassword.isError
    ? messageOf(forgotPassword.error, texts.forgotPassword.failed)
    : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    forgotPassword.mutate(email.trim());
  };

  if (forgotPassword.isSuccess) {
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
        <Button type="submit" fullWidth loading={forgotPassword.isPending} disabled={!canSubmit}>
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
