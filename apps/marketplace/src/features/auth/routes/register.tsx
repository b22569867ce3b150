import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  EMAIL_MAX_LENGTH,
  FULL_NAME_MAX_LENGTH,
  MIN_PASSWORD_LENGTH,
  PASSWORD_MAX_LENGTH,
  USER_TYPES,
  characterCountHint,
  roleLabel,
  texts,
  validateRegistration,
  type UserType,
} from '@marketplace/domain';
import { Alert, Button, PasswordField, Select, TextField } from '@marketplace/ui';
import { paths } from '../../../config/paths';
import { messageOf, refusedFieldOf } from '../../../lib/api-call';
import { invalidFieldProps, useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid';
import { useRegisterMutation } from '../api/register';
import { AuthPage, authStyles as css } from '../components/auth-page';

const text = texts.register;

const userTypeOptions = USER_TYPES.map((type) => ({ value: type, label: roleLabel(type) }));

/** spec §2 /register: the form, then a success view saying a verification email was sent. */
export function Component() {
  const registerMutation = useRegisterMutation();
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [userType, setUserType] = useState<UserType>('investor');
  // The form's own check, with the field it names when one is at fault.
  const [formError, setFormError] = useState<{ message: string; field?: string } | null>(null);
  const error =
    formError ??
    (registerMutation.isError
      ? {
          message: messageOf(registerMutation.error, text.failed),
          field: refusedFieldOf(registerMutation.error),
        }
      : null);
  // Each failed submit scrolls to and focuses the field at fault (or the first empty one, or the
  // message).
  const { formRef, errorId, failed } = useFocusFirstInvalid();
  const invalidField = invalidFieldProps(error?.field, errorId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateRegistration({
      full_name: fullName,
      email,
      password,
      confirmPassword,
      user_type: userType,
    });
    if (!checked.ok) {
      registerMutation.reset();
      setFormError({ message: checked.error, field: checked.field });
      failed();
      return;
    }
    setFormError(null);
    registerMutation.mutate(checked.value, { onError: failed });
  };

  if (registerMutation.isSuccess) {
    return (
      <AuthPage title={text.successTitle}>
        <p className={css.text}>{text.successText}</p>
        <div className={css.actions}>
          <Button asChild>
            <Link to={paths.login.href()}>{texts.auth.signIn}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.home.href()}>{texts.nav.home}</Link>
          </Button>
        </div>
      </AuthPage>
    );
  }

  return (
    <AuthPage title={texts.nav.register}>
      {error ? (
        <Alert id={errorId} tone="danger" role="alert" tabIndex={-1}>
          {error.message}
        </Alert>
      ) : null}
      <form method="post" ref={formRef} className={css.form} onSubmit={submit} noValidate>
        <TextField
          label={texts.auth.fullName}
          name="full_name"
          autoComplete="name"
          required
          maxLength={FULL_NAME_MAX_LENGTH}
          hint={characterCountHint(fullName, FULL_NAME_MAX_LENGTH)}
          {...invalidField('full_name')}
          value={fullName}
          onChange={(event) => setFullName(event.target.value)}
        />
        <TextField
          label={texts.auth.email}
          type="email"
          name="email"
          autoComplete="email"
          required
          maxLength={EMAIL_MAX_LENGTH}
          {...invalidField('email')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordField
          label={texts.auth.password}
          name="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          hint={texts.recovery.characterRange(MIN_PASSWORD_LENGTH, PASSWORD_MAX_LENGTH)}
          {...invalidField('password')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <PasswordField
          label={text.confirmPassword}
          name="confirmPassword"
          autoComplete="new-password"
          required
          maxLength={PASSWORD_MAX_LENGTH}
          {...invalidField('confirmPassword')}
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.target.value)}
        />
        <Select
          label={text.userType}
          name="user_type"
          {...invalidField('user_type')}
          options={userTypeOptions}
          value={userType}
          onValueChange={(value) => setUserType(value as UserType)}
        />
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
