import { useState, type FormEvent } from 'react';
import { canSubmitForgotPassword } from '@marketplace/domain';
import { Alert, Button, TextField } from '@marketplace/ui';
import { useApiClient } from '../../../lib/api-client';
import { resendVerification } from '../api/resend-verification';
import { authStyles as css } from './auth-page';

/** DESIGN: 'resend' asks for the email and sends a new link; the answer is the same either way. */
export function ResendVerificationForm() {
  const api = useApiClient();
  const [email, setEmail] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmitForgotPassword(email)) return;
    setError(null);
    setSubmitting(true);
    const result = await resendVerification(api, email.trim());
    setSubmitting(false);
    if (result.ok) setSent(true);
    else setError(result.message);
  };

  if (sent) {
    return (
      <Alert tone="success" role="status">
        Ako nalog sa ovom adresom postoji i nije verifikovan, poslali smo novi link za verifikaciju.
      </Alert>
    );
  }

  return (
    <form className={css.form} onSubmit={submit} noValidate aria-label="Novi link za verifikaciju">
      {error ? (
        <Alert tone="danger" role="alert">
          {error}
        </Alert>
      ) : null}
      <TextField
        label="Email adresa"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button
        type="submit"
        fullWidth
        loading={submitting}
        disabled={!canSubmitForgotPassword(email)}
      >
        Pošalji novi link
      </Button>
    </form>
  );
}
