import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { canSubmitForgotPassword, texts } from '@marketplace/domain';
import { Alert, Button, TextField } from '@marketplace/ui';
import { paths } from '../../../config/paths';
import { messageOf } from '../../../lib/api-call';
import { useForgotPasswordMutation } from '../api/forgot-password';
import { AuthPage, authStyles as css } from '../components/auth-page';

const text = texts.forgotPassword;

/** spec §2 /forgot-password: the email form, then a confirmation that reveals nothing. */
export function Component() {
  const forgotPassword = useForgotPasswordMutation();
  const [email, setEmail] = useState('');
  const canSubmit = canSubmitForgotPassword(email);
  const error = forgotPassword.isError ? messageOf(forgotPassword.error, text.failed) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    forgotPassword.mutate(email.trim());
  };

  if (forgotPassword.isSuccess) {
    // spec §8: the same text whether or not the account exists.
    return (
      <AuthPage title={text.sentTitle}>
        <p className={css.text}>{text.sentText}</p>
        <div className={css.actions}>
          <Button asChild>
            <Link to={paths.login.href()}>{texts.auth.backToLogin}</Link>
          </Button>
        </div>
      </AuthPage>
    );
  }

  return (
    <AuthPage title={text.title}>
      <p className={css.text}>{text.intro}</p>
      {error ? (
        <Alert tone="danger" role="alert">
          {error}
        </Alert>
      ) : null}
      <form method="post" className={css.form} onSubmit={submit} noValidate>
        <TextField
          label={texts.auth.email}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" fullWidth loading={forgotPassword.isPending} disabled={!canSubmit}>
          {text.submit}
        </Button>
      </form>
      <div className={css.links}>
        <Link className={css.link} to={paths.login.href()}>
          {texts.auth.backToLogin}
        </Link>
      </div>
    </AuthPage>
  );
}

export default Component;
