import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { canSubmitForgotPassword, texts } from '@marketplace/domain';
import { Alert, Button } from '@marketplace/ui';
import { paths } from '../../../config/paths';
import { messageOf } from '../../../lib/api-call';
import { useForgotPasswordMutation } from '../api/forgot-password';
import { AuthLink, AuthOutcome, AuthPage, authStyles as css } from '../components/auth-page';
import { EmailField } from '../components/email-field';

const text = texts.forgotPassword;

/** spec §2 /forgot-password: the email form, then a confirmation that reveals nothing. */
export function Component() {
  const forgotPassword = useForgotPasswordMutation();
  const form = useForm({ defaultValues: { email: '' } });
  const canSubmit = canSubmitForgotPassword(form.watch('email'));
  const error = forgotPassword.isError ? messageOf(forgotPassword.error, text.failed) : null;
  const submit = form.handleSubmit(({ email }) => {
    if (canSubmitForgotPassword(email)) forgotPassword.mutate(email.trim());
  });

  if (forgotPassword.isSuccess) {
    // spec §8: the same text whether or not the account exists.
    return (
      <AuthOutcome
        title={text.sentTitle}
        text={text.sentText}
        actions={<AuthLink to={paths.login.href()}>{texts.auth.backToLogin}</AuthLink>}
      />
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
      <form method="post" className={css.form} onSubmit={(event) => void submit(event)} noValidate>
        <EmailField {...form.register('email')} />
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
