import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { texts, VERIFICATION_LINK_VALID_HOURS } from '@marketplace/domain';
import { Alert, Button, Spinner } from '@marketplace/ui';
import { paths } from '../../../config/paths';
import { messageOf } from '../../../lib/api-call';
import { useVerifyEmail } from '../api/verify-email';
import { AuthPage, authStyles as css } from '../components/auth-page';
import { ResendVerificationForm } from '../components/resend-verification-form';

/** spec §2 /verify-email: loading, then success or error; no token is an error at once. */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const verification = useVerifyEmail(token);
  const [resending, setResending] = useState(false);

  const validity = `Link za verifikaciju važi ${VERIFICATION_LINK_VALID_HOURS} sata.`;

  if (token && verification.isPending) {
    return (
      <AuthPage title="Verifikacija email adrese">
        <div className={css.actions}>
          <Spinner label="Verifikujemo vašu email adresu…" showLabel />
        </div>
      </AuthPage>
    );
  }

  if (token && verification.isSuccess) {
    return (
      <AuthPage title="Email adresa je verifikovana!">
        <p className={css.text}>Vaš nalog je aktiviran. Sada se možete prijaviti.</p>
        <div className={css.actions}>
          <Button asChild>
            <Link to={paths.login.href()}>Prijavi se</Link>
          </Button>
        </div>
      </AuthPage>
    );
  }

  return (
    <AuthPage title="Verifikacija nije uspela">
      <Alert tone="danger" role="alert">
        {token
          ? messageOf(verification.error, texts.verifyEmail.failed)
          : texts.verifyEmail.tokenMissing}
      </Alert>
      <p className={css.text}>{validity} Ako je link istekao, zatražite novi.</p>
      <div className={css.actions}>
        <Button asChild variant="outline">
          <Link to={paths.login.href()}>Prijavi se</Link>
        </Button>
        <Button
          variant="secondary"
          aria-expanded={resending}
          onClick={() => setResending(true)}
          disabled={resending}
        >
          {texts.verifyEmail.resend}
        </Button>
      </div>
      {resending ? <ResendVerificationForm /> : null}
    </AuthPage>
  );
}
