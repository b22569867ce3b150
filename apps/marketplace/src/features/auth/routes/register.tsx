import { Link } from 'react-router';
import {
  EMAIL_MAX_LENGTH,
  FULL_NAME_MAX_LENGTH,
  USER_TYPES,
  characterCountHint,
  roleLabel,
  texts,
  validateRegistration,
  type RegistrationFormValues,
} from '@marketplace/domain';
import { Alert, Button, Select, TextField } from '@marketplace/ui';
import { paths } from '../../../config/paths';
import { messageOf, refusedFieldOf } from '../../../lib/api-call';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { useDomainForm } from '../../../lib/domain-form';
import { useRegisterMutation } from '../api/register';
import { AuthLink, AuthOutcome, AuthPage, authStyles as css } from '../components/auth-page';
import { EmailField } from '../components/email-field';

const text = texts.register;

// Built when shown, so the labels are in the current language.
const userTypeOptions = () => USER_TYPES.map((type) => ({ value: type, label: roleLabel(type) }));

/** spec §2 /register: the form, then a success view saying a verification email was sent. */
export function Component() {
  const registerMutation = useRegisterMutation();
  const { form, error, errorId, formRef, onSubmit, field, select } = useDomainForm({
    defaultValues: {
      full_name: '',
      email: '',
      password: '',
      confirmPassword: '',
      user_type: 'investor',
    } satisfies RegistrationFormValues,
    validate: validateRegistration,
    onInvalid: () => registerMutation.reset(),
    onValid: async (value) => {
      await registerMutation.mutateAsync(value);
    },
    refusal: registerMutation.isError
      ? {
          message: messageOf(registerMutation.error, text.failed),
          field: refusedFieldOf(registerMutation.error),
        }
      : null,
  });

  if (registerMutation.isSuccess) {
    return (
      <AuthOutcome
        title={text.successTitle}
        text={text.successText}
        actions={
          <>
            <AuthLink to={paths.login.href()}>{texts.auth.signIn}</AuthLink>
            <AuthLink to={paths.home.href()} variant="outline">
              {texts.nav.home}
            </AuthLink>
          </>
        }
      />
    );
  }

  return (
    <AuthPage title={texts.nav.register}>
      {error ? (
        <Alert id={errorId} tone="danger" role="alert" tabIndex={-1}>
          {error.message}
        </Alert>
      ) : null}
      <form method="post" ref={formRef} className={css.form} onSubmit={onSubmit} noValidate>
        <TextField
          label={texts.auth.fullName}
          autoComplete="name"
          required
          maxLength={FULL_NAME_MAX_LENGTH}
          hint={characterCountHint(form.watch('full_name'), FULL_NAME_MAX_LENGTH)}
          {...field('full_name')}
        />
        <EmailField maxLength={EMAIL_MAX_LENGTH} {...field('email')} />
        <NewPasswordFields
          label={texts.auth.password}
          confirmLabel={text.confirmPassword}
          password={field('password')}
          confirmation={field('confirmPassword')}
        />
        <Select label={text.userType} options={userTypeOptions()} {...select('user_type')} />
        <Button type="submit" fullWidth loading={registerMutation.isPending}>
          {text.submit}
        </Button>
      </form>
      <div className={css.links}>
        <span>
          {text.haveAccount}{' '}
          <Link className={css.link} to={paths.login.href()}>
            {text.loginLink}
          </Link>
        </span>
      </div>
    </AuthPage>
  );
}

export default Component;
