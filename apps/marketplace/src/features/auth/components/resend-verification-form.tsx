import { useState, type FormEvent } from 'react';
import { canSubmitForgotPassword, texts } from '@marketplace/domain';
import { Alert, Button, TextField } from '@marketplace/ui';
import { messageOf } from '../../../lib/api-call';
import { useResendVerificationMutation } from '../api/resend-verification';
import { authStyles as css } from './auth-page';

const text = texts.verifyEmail;

/**
 * DESIGN: 'resend' asks for the email and sends a new link; the answer is the same either way.
 * With `email` (sign-in refused an unverified account) the form is that address's one button.
 */
export function ResendVerificationForm({
  email: knownEmail,
  submitLabel = text.resendSubmit,
}: {
  email?: string;
  submitLabel?: string;
} = {}) {
  const resend = useResendVerificationMutation();
  const [typedEmail, setEmail] = useState('');
  const email = knownEmail ?? typedEmail;
  const error = resend.isError ? messageOf(resend.error, text.resendFailed) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmitForgotPassword(email)) return;
    resend.mutate(email.trim());
  };

  if (resend.isSuccess) {
    return (
      <Alert tone="success" role="status">
        {text.resendSent}
      </Alert>
    );
  }

  return (
    <form
      method="post"
      className={css.form}
      onSubmit={submit}
      noValidate
      aria-label={text.resendFormLabel}
    >
      {error ? (
        <Alert tone="danger" role="alert">
          {error}
        </Alert>
      ) : null}
      {knownEmail !== undefined ? null : (
        <TextField
          label={texts.auth.email}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      )}
      <Button
        type="submit"
        fullWidth
        loading={resend.isPending}
        disabled={!canSubmitForgotPassword(email)}
      >
        {submitLabel}
      </Button>
    </form>
  );
}
