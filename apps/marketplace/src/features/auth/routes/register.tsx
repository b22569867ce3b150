import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  USER_TYPES,
  roleLabel,
  texts,
  validateRegistration,
  type UserType,
} from '@marketplace/domain';
import { Alert, Button, PasswordField, Select, TextField } from '@marketplace/ui';
import { paths } from '../../../config/paths';
import { messageOf } from '../../../lib/api-call';
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
  const [formError, setFormError] = useState<string | null>(null);
  const error =
    formError ?? (registerMutation.isError ? messageOf(registerMutation.error, text.failed) : null);

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
      return setFormError(checked.error);
    }
    setFormError(null);
    registerMutation.mutate(checked.value);
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
        <Alert tone="danger" role="alert">
          {error}
        </Alert>
      ) : null}
      <form className={css.form} onSubmit={submit} noValidate>
        <TextField
          label={texts.auth.fullName}
          name="full_name"
          autoComplete="name"
          required
          value={fullName}
          onChange={(event) => setFullName(event.target.value)}
        />
        <TextField
          label={texts.auth.email}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordField
          label={texts.auth.password}
          name="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <PasswordField
          label={text.confirmPassword}
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.target.value)}
        />
        <Select
          label={text.userType}
          name="user_type"
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
