import { describe, expect, it } from 'vitest';
import { canSubmitForgotPassword, validatePasswordChange, validateResetPassword } from './password';

describe('canSubmitForgotPassword (spec §5)', () => {
  it.each([
    ['', false],
    ['   ', false],
    [null, false],
    [undefined, false],
    ['a', true],
    ['ana@primer.rs', true],
  ])('%j -> %s', (email, expected) => {
    expect(canSubmitForgotPassword(email)).toBe(expected);
  });
});

describe('validateResetPassword (spec §5)', () => {
  it.each([
    ['tajna123', 'tajna124', 'Lozinke se ne poklapaju'],
    ['abc', 'abcd', 'Lozinke se ne poklapaju'],
    ['12345', '12345', 'Lozinka mora imati najmanje 6 karaktera'],
    ['', '', 'Lozinka mora imati najmanje 6 karaktera'],
  ])('%j / %j -> %s', (newPassword, confirmPassword, error) => {
    expect(validateResetPassword({ newPassword, confirmPassword })).toEqual({ ok: false, error });
  });

  it.each(['123456', 'dugačka lozinka'])('%j is accepted', (password) => {
    expect(validateResetPassword({ newPassword: password, confirmPassword: password })).toEqual({
      ok: true,
      value: { newPassword: password },
    });
  });
});

describe('validatePasswordChange (spec §5)', () => {
  it.each([
    ['novaLoz1', 'novaLoz2', 'Nova lozinka i potvrda lozinke se ne poklapaju', 'confirmPassword'],
    ['12345', '12345', 'Nova lozinka mora imati najmanje 6 karaktera', 'newPassword'],
    ['kratk', 'kratko', 'Nova lozinka i potvrda lozinke se ne poklapaju', 'confirmPassword'],
    [
      'n'.repeat(129),
      'n'.repeat(129),
      'Polje „Nova lozinka“ može imati najviše 128 karaktera.',
      'newPassword',
    ],
  ])('%j / %j -> %s (%s)', (newPassword, confirmPassword, error, field) => {
    expect(validatePasswordChange({ oldPassword: 'stara1', newPassword, confirmPassword })).toEqual(
      { ok: false, error, field },
    );
  });

  it.each([
    ['', 'Polje „Trenutna lozinka“ je obavezno.'],
    ['s'.repeat(129), 'Polje „Trenutna lozinka“ može imati najviše 128 karaktera.'],
  ])(
    'refuses the current password %j (openapi.yaml ChangePasswordRequest)',
    (oldPassword, error) => {
      expect(
        validatePasswordChange({ oldPassword, newPassword: '123456', confirmPassword: '123456' }),
      ).toEqual({ ok: false, error, field: 'oldPassword' });
    },
  );

  it('sends old and new password on success', () => {
    expect(
      validatePasswordChange({
        oldPassword: 'stara1',
        newPassword: '123456',
        confirmPassword: '123456',
      }),
    ).toEqual({ ok: true, value: { oldPassword: 'stara1', newPassword: '123456' } });
    const longest = 'n'.repeat(128);
    expect(
      validatePasswordChange({
        oldPassword: 's'.repeat(128),
        newPassword: longest,
        confirmPassword: longest,
      }).ok,
    ).toBe(true);
  });
});
