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
    formError ??
    (registerMutation.isError ? messageOf(registerMutation.error, texts.register.failed) : null);

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
      <AuthPage title="Registracija uspešna!">
        <p className={css.text}>
          Poslali smo vam email sa linkom za verifikaciju. Otvorite ga da biste aktivirali nalog, pa
          se prijavite.
        </p>
        <div className={css.actions}>
          <Button asChild>
            <Link to={paths.login.href()}>Prijavi se</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.home.href()}>Početna</Link>
          </Button>
        </div>
      </AuthPage>
    );
  }

  return (
    <AuthPage title="Registracija">
      {error ? (
        <Alert tone="danger" role="alert">
          {error}
        </Alert>
      ) : null}
      <form className={css.form} onSubmit={submit} noValidate>
        <TextField
          label="Ime i prezime"
          name="full_name"
          autoComplete="name"
          required
          value={fullName}
          onChange={(event) => setFullName(event.target.value)}
        />
        <TextField
          label="Email adresa"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordField
          label="Lozinka"
          name="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <PasswordField
          label="Potvrdite lozinku"
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.target.value)}
        />
        <Select
          label="Tip korisnika"
          name="user_type"
          options={userTypeOptions}
          value={userType}
          onValueChange={(value) => setUserType(value as UserType)}
        />
        <Button type="submit" fullWidth loading={registerMutation.isPending}>
          Registruj se
        </Button>
      </form>
      <div className={css.links}>
        <span>
          Već imate nalog?{' '}
          <Link className={css.link} to={paths.login.href()}>
            Prijavite se
          </Link>
        </span>
      </div>
    </AuthPage>
  );
}
