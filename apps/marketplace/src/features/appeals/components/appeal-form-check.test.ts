import { describe, expect, it } from 'vitest';
import { validateAppeal } from './appeal-form-check';

describe('validateAppeal', () => {
  it('sends the text trimmed', () => {
    expect(validateAppeal({ text: '  Parcela je moja, imam izvod.  ' })).toEqual({
      ok: true,
      value: 'Parcela je moja, imam izvod.',
    });
  });

  it('takes ten characters, the shortest the contract allows', () => {
    expect(validateAppeal({ text: 'Nije tačno' })).toEqual({ ok: true, value: 'Nije tačno' });
  });

  it('takes 2000 characters', () => {
    expect(validateAppeal({ text: 'x'.repeat(2000) }).ok).toBe(true);
  });

  it.each([
    ['', 'Polje „Razlozi žalbe“ je obavezno.'],
    ['   ', 'Polje „Razlozi žalbe“ je obavezno.'],
    ['  Netačno!  ', 'Polje „Razlozi žalbe“ mora imati najmanje 10 karaktera.'],
    ['x'.repeat(2001), 'Polje „Razlozi žalbe“ može imati najviše 2000 karaktera.'],
  ])('refuses %j', (text, message) => {
    expect(validateAppeal({ text })).toEqual({ ok: false, error: message, field: 'text' });
  });
});
