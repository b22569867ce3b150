import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { texts, VERIFICATION_LINK_VALID_HOURS } from '@marketplace/domain';
import { Button, Spinner } from '@marketplace/ui';
import { paths } from '../../../config/paths';
import { messageOf } from '../../../lib/api-call';
import { useVerifyEmail } from '../api/verify-email';
import { AuthLink, AuthOutcome, AuthPage, authStyles as css } from '../components/auth-page';
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
      <AuthOutcome
        title={already ? texts.recovery.alreadyVerified : text.successTitle}
        text={already ? texts.recovery.alreadyVerifiedText : text.successText}
        actions={<AuthLink to={paths.login.href()}>{texts.auth.signIn}</AuthLink>}
      />
    );
  }

  return (
    <AuthOutcome
      title={text.failedTitle}
      failure={token ? messageOf(verification.error, text.failed) : text.tokenMissing}
      text={`${text.validity(VERIFICATION_LINK_VALID_HOURS)} ${text.expiredHint}`}
      actions={
        <>
          <AuthLink to={paths.login.href()} variant="outline">
            {texts.auth.signIn}
          </AuthLink>
          <Button
            variant="secondary"
            aria-expanded={resending}
            onClick={() => setResending(true)}
            disabled={resending}
          >
            {text.resend}
          </Button>
        </>
      }
    >
      {resending ? <ResendVerificationForm /> : null}
    </AuthOutcome>
  );
}

export default Component;
