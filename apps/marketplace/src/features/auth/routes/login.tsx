import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { loginHints, safeReturnPath, validateLogin, texts } from '@marketplace/domain';
import { Alert, Button, PasswordField, TextField } from '@marketplace/ui';
import { paths } from '../../../config/paths';
import { ApiError, messageOf } from '../../../lib/api-call';
import { useDomainForm } from '../../../lib/domain-form';
import { captchaQuestionOf, useLoginMutation } from '../api/login';
import { AuthPage, authStyles as css } from '../components/auth-page';
import { ResendVerificationForm } from '../components/resend-verification-form';
import { EmailField } from '../components/email-field';

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
  // spec §4: after a failure the server may ask for a captcha; its question is sent back next.
  const [captchaQuestion, setCaptchaQuestion] = useState<string | null>(null);
  const { form, error, onSubmit, field } = useDomainForm({
    defaultValues: { email: '', password: '', captchaAnswer: '' },
    validate: ({ email, password, captchaAnswer }) =>
      validateLogin({
        email,
        password,
        captcha: captchaQuestion ? { question: captchaQuestion, answer: captchaAnswer } : null,
      }),
    onInvalid: () => loginMutation.reset(),
    onValid: (value) =>
      loginMutation.mutate(value, {
        // The mutation has signed the user in; back to the page that asked for it, or home.
        onSuccess: () => navigate(returnPath, { replace: true }),
        onError: (failure) => {
          const question = captchaQuestionOf(failure);
          if (question) {
            setCaptchaQuestion(question);
            form.setValue('captchaAnswer', '');
          }
        },
      }),
    refusal: loginMutation.isError
      ? { message: messageOf(loginMutation.error, text.failed, text.networkError) }
      : null,
  });
  const [email, password] = form.watch(['email', 'password']);
  const hints = loginHints({ email, password });

  // The server refuses an unverified account with 403 and says so: offer a new link at once,
  // for the address that was sent (not one edited since).
  const unverifiedEmail =
    loginMutation.error instanceof ApiError && loginMutation.error.status === 403
      ? loginMutation.variables?.email
      : undefined;

  return (
    <AuthPage title={texts.nav.login}>
      {error ? (
        <Alert tone="danger" role="alert">
          {error.message}
        </Alert>
      ) : null}
      {unverifiedEmail ? (
        <ResendVerificationForm
          key={unverifiedEmail}
          email={unverifiedEmail}
          submitLabel={texts.recovery.resendLink}
        />
      ) : null}
      <form method="post" className={css.form} onSubmit={onSubmit} noValidate>
        <EmailField {...field('email')} hint={hints.email ?? undefined} />
        <PasswordField
          label={texts.auth.password}
          autoComplete="current-password"
          required
          {...field('password')}
          hint={hints.password ?? undefined}
        />
        {captchaQuestion ? (
          <TextField
            label={captchaQuestion}
            autoComplete="off"
            required
            hint={text.captchaHint}
            {...field('captchaAnswer')}
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
