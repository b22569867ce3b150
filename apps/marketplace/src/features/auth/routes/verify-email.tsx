import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { texts, VERIFICATION_LINK_VALID_HOURS } from '@marketplace/domain';
import { Alert, Button, Spinner } from '@marketplace/ui';
import { paths } from '../../../config/paths';
import { messageOf } from '../../../lib/api-call';
import { useVerifyEmail } from '../api/verify-email';
import { AuthPage, authStyles as css } from '../components/auth-page';
import { ResendVerificationForm } from '../components/resend-verification-form';

const text = texts.verifyEmail;

/** spec §2 /verify-email: loading, then success or error; no token is an error at once. */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const verification = useVerifyEmail(token);
  const [resending, setResending] = useState(false);

  if (token && verification.isPending) {
    return (
      <AuthPage title={text.title}>
        <div className={css.actions}>
          <Spinner label={text.verifying} showLabel />
        </div>
      </AuthPage>
    );
  }

  if (token && verification.isSuccess) {
    // A link opened again for an account already verified: nothing failed, sign in.
    const already = verification.data.alreadyVerified === true;
    return (
      <AuthPage title={already ? texts.recovery.alreadyVerified : text.successTitle}>
        <p className={css.text}>
          {already ? texts.recovery.alreadyVerifiedText : text.successText}
        </p>
        <div className={css.actions}>
          <Button asChild>
            <Link to={paths.login.href()}>{texts.auth.signIn}</Link>
          </Button>
        </div>
      </AuthPage>
    );
  }

  return (
    <AuthPage title={text.failedTitle}>
      <Alert tone="danger" role="alert">
        {token ? messageOf(verification.error, text.failed) : text.tokenMissing}
      </Alert>
      <p className={css.text}>
        {text.validity(VERIFICATION_LINK_VALID_HOURS)} {text.expiredHint}
      </p>
      <div className={css.actions}>
        <Button asChild variant="outline">
          <Link to={paths.login.href()}>{texts.auth.signIn}</Link>
        </Button>
        <Button
          variant="secondary"
          aria-expanded={resending}
          onClick={() => setResending(true)}
          disabled={resending}
        >
          {text.resend}
        </Button>
      </div>
      {resending ? <ResendVerificationForm /> : null}
    </AuthPage>
  );
}

export default Component;
