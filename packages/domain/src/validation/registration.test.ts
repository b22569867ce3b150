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
    ['mismatch', { confirmPassword: 'tajna124' }, 'Lozinke se ne poklapaju'],
    ['mismatch by a space', { confirmPassword: 'tajna123 ' }, 'Lozinke se ne poklapaju'],
  ])('%s', (_name, change, error) => {
    expect(validateRegistration({ ...filled, ...change })).toEqual({ ok: false, error });
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
      password: ' x ',
      confirmPassword: ' x ',
    });
    expect(result.ok && result.value).toMatchObject({
      full_name: 'Ana',
      email: 'ana@primer.rs',
      password: ' x ',
    });
  });
});
