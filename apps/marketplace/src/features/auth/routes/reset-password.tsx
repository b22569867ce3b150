import { useSearchParams } from 'react-router';
import { texts, validateResetPassword } from '@marketplace/domain';
import { Alert, Button, PasswordField } from '@marketplace/ui';
import { paths } from '../../../config/paths';
import { messageOf } from '../../../lib/api-call';
import { useDomainForm } from '../../../lib/domain-form';
import { useResetPasswordMutation } from '../api/reset-password';
import { AuthLink, AuthOutcome, AuthPage, authStyles as css } from '../components/auth-page';

const text = texts.resetPassword;

/** spec §2 /reset-password: the form, then success or error; no token is an error at once. */
export function Component() {
  const resetPassword = useResetPasswordMutation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const { error, onSubmit, field } = useDomainForm({
    defaultValues: { newPassword: '', confirmPassword: '' },
    validate: validateResetPassword,
    onValid: ({ newPassword }) => {
      if (token) resetPassword.mutate({ token, newPassword });
    },
  });

  if (!token || resetPassword.isError) {
    return (
      <AuthOutcome
        title={text.failedTitle}
        failure={token ? messageOf(resetPassword.error, text.failed) : text.tokenMissing}
        text={text.linkExpired}
        actions={<AuthLink to={paths.forgotPassword.href()}>{text.requestNewLink}</AuthLink>}
      />
    );
  }

  if (resetPassword.isSuccess) {
    return (
      <AuthOutcome
        title={text.successTitle}
        text={text.successText}
        actions={<AuthLink to={paths.login.href()}>{texts.auth.signIn}</AuthLink>}
      />
    );
  }

  return (
    <AuthPage title={text.title}>
      {error ? (
        <Alert tone="danger" role="alert">
          {error.message}
        </Alert>
      ) : null}
      <form method="post" className={css.form} onSubmit={onSubmit} noValidate>
        <PasswordField
          label={texts.auth.newPassword}
          autoComplete="new-password"
          required
          {...field('newPassword')}
        />
        <PasswordField
          label={text.confirmPassword}
          autoComplete="new-password"
          required
          {...field('confirmPassword')}
        />
        <Button type="submit" fullWidth loading={resetPassword.isPending}>
          {text.submit}
        </Button>
      </form>
    </AuthPage>
  );
}

export default Component;
