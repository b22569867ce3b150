import { useForm } from 'react-hook-form';
import { canSubmitForgotPassword, texts } from '@marketplace/domain';
import { Alert, Button } from '@marketplace/ui';
import { messageOf } from '../../../lib/api-call';
import { useResendVerificationMutation } from '../api/resend-verification';
import { authStyles as css } from './auth-page';
import { EmailField } from './email-field';

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
  const form = useForm({ defaultValues: { email: knownEmail ?? '' } });
  const canSubmit = canSubmitForgotPassword(form.watch('email'));
  const error = resend.isError ? messageOf(resend.error, text.resendFailed) : null;
  const submit = form.handleSubmit(({ email }) => {
    if (canSubmitForgotPassword(email)) resend.mutate(email.trim());
  });

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
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={text.resendFormLabel}
    >
      {error ? (
        <Alert tone="danger" role="alert">
          {error}
        </Alert>
      ) : null}
      {knownEmail !== undefined ? null : <EmailField {...form.register('email')} />}
      <Button type="submit" fullWidth loading={resend.isPending} disabled={!canSubmit}>
        {submitLabel}
      </Button>
    </form>
  );
}
