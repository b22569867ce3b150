import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { loginHints, validateLogin, texts } from '@marketplace/domain';
import { Alert, Button, PasswordField, TextField } from '@marketplace/ui';
import { paths } from '../../../config/paths';
import { useApiClient } from '../../../lib/api-client';
import { toSessionUser, useSession } from '../../../lib/auth';
import { login } from '../api/login';
import { AuthPage, authStyles as css } from '../components/auth-page';

/** spec §2 /login: email, password and, once the server asks for it, a captcha question. */
export function Component() {
  const api = useApiClient();
  const session = useSession();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState<{ question: string; answer: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const hints = loginHints({ email, password });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateLogin({ email, password, captcha });
    if (!checked.ok) return setError(checked.error);
    setError(null);
    setSubmitting(true);
    const result = await login(api, checked.value);
    setSubmitting(false);
    if (result.ok) {
      session.signIn(result.token, toSessionUser(result.user));
      navigate(paths.home.href());
      return;
    }
    setError(result.message);
    // spec §4: after a failure the server may ask for a captcha; its question is sent back next.
    if (result.captcha) setCaptcha({ question: result.captcha, answer: '' });
  };

  return (
    <AuthPage title="Prijava">
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
          hint={hints.email ?? undefined}
        />
        <PasswordField
          label="Lozinka"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          hint={hints.password ?? undefined}
        />
        {captcha ? (
          <TextField
            label={captcha.question}
            name="captchaAnswer"
            autoComplete="off"
            required
            hint="Odgovorite na pitanje da bismo proverili da niste robot."
            value={captcha.answer}
            onChange={(event) => setCaptcha({ ...captcha, answer: event.target.value })}
          />
        ) : null}
        <Button type="submit" fullWidth loading={submitting}>
          {texts.nav.login}
        </Button>
      </form>
      <div className={css.links}>
        <Link className={css.link} to={paths.forgotPassword.href()}>
          Zaboravili ste lozinku?
        </Link>
        <span>
          Nemate nalog?{' '}
          <Link className={css.link} to={paths.register.href()}>
            Registrujte se
          </Link>
        </span>
      </div>
    </AuthPage>
  );
}
