import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { loginHints, safeReturnPath, validateLogin, texts } from '@marketplace/domain';
import { Alert, Button, PasswordField, TextField } from '@marketplace/ui';
import { paths } from '../../../config/paths';
import { ApiError, messageOf } from '../../../lib/api-call';
import { captchaQuestionOf, useLoginMutation } from '../api/login';
import { AuthPage, authStyles as css } from '../components/auth-page';
import { ResendVerificationForm } from '../components/resend-verification-form';

const text = texts.login;

/**
 * Where sign-in returns: `?next=` when the address carries one (a link that names its page, e.g.
 * `/login?next=/messages?c=5`, which survives a reload and can be sent in an email), else the page
 * a route guard sent the visitor from (`state.from`, lib/auth/guards.tsx, kept by the history entry
 * across a reload), else the home page. Only same-site paths count (safeReturnPath in domain).
 */
function useReturnPath(): string {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const next = searchParams.get('next');
  if (next !== null) return safeReturnPath(next);
  const state = location.state as { from?: unknown } | null;
  return safeReturnPath(state?.from);
}

/** spec §2 /login: email, password and, once the server asks for it, a captcha question. */
export function Component() {
  const loginMutation = useLoginMutation();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState<{ question: string; answer: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const hints = loginHints({ email, password });
  const error =
    formError ??
    (loginMutation.isError ? messageOf(loginMutation.error, text.failed, text.networkError) : null);

  // The server refuses an unverified account with 403 and says so: offer a new link at once,
  // for the address that was sent (not one edited since).
  const unverifiedEmail =
    loginMutation.error instanceof ApiError && loginMutation.error.status === 403
      ? loginMutation.variables?.email
      : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateLogin({ email, password, captcha });
    if (!checked.ok) {
      loginMutation.reset();
      return setFormError(checked.error);
    }
    setFormError(null);
    loginMutation.mutate(checked.value, {
      // The mutation has signed the user in; back to the page that asked for it, or home.
      onSuccess: () => navigate(returnPath, { replace: true }),
      // spec §4: after a failure the server may ask for a captcha; its question is sent back next.
      onError: (failure) => {
        const question = captchaQuestionOf(failure);
        if (question) setCaptcha({ question, answer: '' });
      },
    });
  };

  return (
    <AuthPage title={texts.nav.login}>
      {error ? (
        <Alert tone="danger" role="alert">
          {error}
        </Alert>
      ) : null}
      {unverifiedEmail ? (
        <ResendVerificationForm
          key={unverifiedEmail}
          email={unverifiedEmail}
          submitLabel={texts.recovery.resendLink}
        />
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
          hint={hints.email ?? undefined}
        />
        <PasswordField
          label={texts.auth.password}
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
            hint={text.captchaHint}
            value={captcha.answer}
            onChange={(event) => setCaptcha({ ...captcha, answer: event.target.value })}
          />
        ) : null}
        <Button type="submit" fullWidth loading={loginMutation.isPending}>
          {texts.nav.login}
        </Button>
      </form>
      <div className={css.links}>
        <Link className={css.link} to={paths.forgotPassword.href()}>
          {text.forgotPassword}
        </Link>
        <span>
          {text.noAccount}{' '}
          <Link className={css.link} to={paths.register.href()}>
            {text.registerLink}
          </Link>
        </span>
      </div>
    </AuthPage>
  );
}

export default Component;
