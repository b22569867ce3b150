import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { texts, VERIFICATION_LINK_VALID_HOURS } from '@marketplace/domain';
import type { ApiClient } from '@marketplace/api-client';
import { Alert, Button, Spinner } from '@marketplace/ui';
import { paths } from '../../../config/paths';
import { useApiClient } from '../../../lib/api-client';
import { verifyEmail } from '../api/verify-email';
import { AuthPage, authStyles as css } from '../components/auth-page';
import { ResendVerificationForm } from '../components/resend-verification-form';

type VerifyState =
  { status: 'loading' } | { status: 'success' } | { status: 'error'; message: string };

// A verification token is single use: StrictMode's second effect run (and a remount) must reuse
// the first request instead of spending the token twice.
const requests = new Map<string, ReturnType<typeof verifyEmail>>();
function verifyOnce(api: ApiClient, token: string) {
  let request = requests.get(token);
  if (!request) {
    request = verifyEmail(api, token);
    requests.set(token, request);
  }
  return request;
}

/** spec §2 /verify-email: loading, then success or error; no token is an error at once. */
export function Component() {
  const api = useApiClient();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [state, setState] = useState<VerifyState>(() =>
    token ? { status: 'loading' } : { status: 'error', message: texts.verifyEmail.tokenMissing },
  );
  const [resending, setResending] = useState(false);

  useEffect(() => {
    if (!token) {
      setState({ status: 'error', message: texts.verifyEmail.tokenMissing });
      return;
    }
    let active = true;
    setState({ status: 'loading' });
    void verifyOnce(api, token).then((result) => {
      if (!active) return;
      setState(result.ok ? { status: 'success' } : { status: 'error', message: result.message });
    });
    return () => {
      active = false;
    };
  }, [api, token]);

  const validity = `Link za verifikaciju važi ${VERIFICATION_LINK_VALID_HOURS} sata.`;

  if (state.status === 'loading') {
    return (
      <AuthPage title="Verifikacija email adrese">
        <div className={css.actions}>
          <Spinner label="Verifikujemo vašu email adresu…" showLabel />
        </div>
      </AuthPage>
    );
  }

  if (state.status === 'success') {
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
        {state.message}
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
