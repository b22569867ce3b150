import { describe, expect, it } from 'vitest';
import { validateRegistration } from './registration';
import type { RegistrationFormValues } from './registration';

const filled: RegistrationFormValues = {
  full_name: 'Ana Jovanović',
  email: 'ana@primer.rs',
  password: 'tajna123',
  confirmPassword: 'tajna123',
  user_type: 'land_owner',
};

describe('validateRegistration (spec §5)', () => {
  it.each<[string, Partial<RegistrationFormValues>, string]>([
    ['name missing', { full_name: '' }, 'Sva polja su obavezna'],
    ['name blank', { full_name: '   ' }, 'Sva polja su obavezna'],
    ['email missing', { email: '' }, 'Sva polja su obavezna'],
    ['password missing', { password: '' }, 'Sva polja su obavezna'],
    ['confirmation missing', { confirmPassword: '' }, 'Sva polja su obavezna'],
  ])('%s', (_name, change, error) => {
    expect(validateRegistration({ ...filled, ...change })).toEqual({ ok: false, error });
  });

  // One field at fault: the result names it (the form marks it). The contract's bounds come
  // after the spec's two rules (openapi.yaml RegisterRequest).
  it.each<[string, Partial<RegistrationFormValues>, string, string]>([
    ['mismatch', { confirmPassword: 'tajna124' }, 'Lozinke se ne poklapaju', 'confirmPassword'],
    [
      'mismatch by a space',
      { confirmPassword: 'tajna123 ' },
      'Lozinke se ne poklapaju',
      'confirmPassword',
    ],
    [
      'short and mismatched',
      { password: 'abc', confirmPassword: 'abd' },
      'Lozinke se ne poklapaju',
      'confirmPassword',
    ],
    [
      'name of 101 characters',
      { full_name: 'a'.repeat(101) },
      'Polje „Ime i prezime“ može imati najviše 100 karaktera.',
      'full_name',
    ],
    [
      'email of 2 characters',
      { email: 'a@' },
      'Polje „Email adresa“ mora imati najmanje 3 karaktera.',
      'email',
    ],
    [
      'email of 255 characters',
      { email: `${'a'.repeat(243)}@primer.rs.x` },
      'Polje „Email adresa“ može imati najviše 254 karaktera.',
      'email',
    ],
    [
      'password of 5 characters',
      { password: 'tajna', confirmPassword: 'tajna' },
      'Polje „Lozinka“ mora imati najmanje 6 karaktera.',
      'password',
    ],
    [
      'password of 129 characters',
      { password: 'p'.repeat(129), confirmPassword: 'p'.repeat(129) },
      'Polje „Lozinka“ može imati najviše 128 karaktera.',
      'password',
    ],
  ])('%s', (_name, change, error, field) => {
    expect(validateRegistration({ ...filled, ...change })).toEqual({ ok: false, error, field });
  });

  it('accepts every field at its contract bound', () => {
    const name = 'a'.repeat(100);
    const email = `${'a'.repeat(244)}@primer.rs`;
    const password = 'p'.repeat(128);
    const result = validateRegistration({
      ...filled,
      full_name: ` ${name} `,
      email,
      password,
      confirmPassword: password,
    });
    expect(result.ok && result.value).toMatchObject({ full_name: name, email, password });
    expect(
      validateRegistration({ ...filled, password: '123456', confirmPassword: '123456' }).ok,
    ).toBe(true);
  });

  it.each([
    ['land_owner', 'land_owner'],
    ['business_owner', 'business_owner'],
    ['investor', 'investor'],
    ['', 'investor'],
    [undefined, 'investor'],
    ['admin', 'investor'],
  ])('user type %j is sent as %s', (userType, expected) => {
    const result = validateRegistration({ ...filled, user_type: userType });
    expect(result).toEqual({
      ok: true,
      value: {
        full_name: 'Ana Jovanović',
        email: 'ana@primer.rs',
        password: 'tajna123',
        user_type: expected,
      },
    });
  });

  it('trims name and email but not the password', () => {
    const result = validateRegistration({
      ...filled,
      full_name: '  Ana  ',
      email: ' ana@primer.rs ',
      password: ' tajna ',
      confirmPassword: ' tajna ',
    });
    expect(result.ok && result.value).toMatchObject({
      full_name: 'Ana',
      email: 'ana@primer.rs',
      password: ' tajna ',
    });
  });
});
