import { describe, expect, it } from 'vitest';
import { loginHints, looksLikeEmail, validateLogin } from './login';
import type { LoginFormValues } from './login';

describe('validateLogin (spec §5)', () => {
  it.each<[string, LoginFormValues, string]>([
    ['email missing', { email: '', password: 'tajna123' }, 'Email adresa je obavezna'],
    ['email blank', { email: '   ', password: 'tajna123' }, 'Email adresa je obavezna'],
    ['both missing: email first', { email: '', password: '' }, 'Email adresa je obavezna'],
    ['password missing', { email: 'a@b.rs', password: '' }, 'Lozinka je obavezna'],
    [
      'captcha shown, no answer',
      { email: 'a@b.rs', password: 'x', captcha: { question: '2 + 3 = ?', answer: ' ' } },
      'Molimo odgovorite na CAPTCHA pitanje',
    ],
  ])('%s', (_name, values, error) => {
    expect(validateLogin(values)).toEqual({ ok: false, error });
  });

  it.each<[string, LoginFormValues, unknown]>([
    [
      'plain login, email trimmed, password kept as typed',
      { email: ' ana@primer.rs ', password: ' p4ss ' },
      { email: 'ana@primer.rs', password: ' p4ss ' },
    ],
    [
      'short password still submits (the length is only a hint)',
      { email: 'not-an-email', password: '123' },
      { email: 'not-an-email', password: '123' },
    ],
    [
      'captcha answered',
      { email: 'a@b.rs', password: 'x', captcha: { question: '2 + 3 = ?', answer: ' 5 ' } },
      { email: 'a@b.rs', password: 'x', captchaQuestion: '2 + 3 = ?', captchaAnswer: '5' },
    ],
    [
      'captcha null means not shown',
      { email: 'a@b.rs', password: 'x', captcha: null },
      { email: 'a@b.rs', password: 'x' },
    ],
  ])('%s', (_name, values, payload) => {
    expect(validateLogin(values)).toEqual({ ok: true, value: payload });
  });
});

describe('loginHints (spec §5: non-blocking)', () => {
  it.each([
    ['', '', null, null],
    ['ana@primer.rs', 'tajna1', null, null],
    ['ana@primer', 'tajna1', 'Molimo unesite validnu email adresu', null],
    ['ana primer.rs', 'tajna1', 'Molimo unesite validnu email adresu', null],
    ['ana@primer.rs', '12345', null, 'Lozinka mora imati najmanje 6 karaktera'],
    ['x', 'a', 'Molimo unesite validnu email adresu', 'Lozinka mora imati najmanje 6 karaktera'],
    ['ana@primer.rs', '123456', null, null],
  ])('email %j, password %j', (email, password, emailHint, passwordHint) => {
    expect(loginHints({ email, password })).toEqual({ email: emailHint, password: passwordHint });
  });

  it.each([
    ['ana@primer.rs', true],
    [' ana@primer.rs ', true],
    ['a.b+c@sub.primer.co.rs', true],
    ['ana@', false],
    ['@primer.rs', false],
    ['ana@@primer.rs', false],
    ['ana@primer', false],
  ])('looksLikeEmail(%j) -> %s', (value, expected) => {
    expect(looksLikeEmail(value)).toBe(expected);
  });
});
