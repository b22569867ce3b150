import { describe, expect, it } from 'vitest';
import { contractFieldLabel, fieldRefusalMessage, type FieldRefusal } from './field-labels';

describe('contractFieldLabel', () => {
  it.each([
    ['title', 'Naslov'],
    ['description', 'Opis'],
    ['price', 'Cena'],
    ['country_id', 'Država'],
    ['established_year', 'Godina osnivanja'],
    ['full_name', 'Ime i prezime'],
    ['content', 'Vaša poruka'],
    ['cursor', undefined],
    ['toString', undefined],
    ['__proto__', undefined],
  ])('%s → %s', (field, label) => {
    expect(contractFieldLabel(field)).toBe(label);
  });
});

describe('fieldRefusalMessage', () => {
  it.each<[FieldRefusal, string]>([
    [
      { keyword: 'maxLength', limit: 200 },
      'Neispravan zahtev: polje „Naslov“ može imati najviše 200 karaktera.',
    ],
    [
      { keyword: 'minLength', limit: 6 },
      'Neispravan zahtev: polje „Naslov“ mora imati najmanje 6 karaktera.',
    ],
    [{ keyword: 'minLength', limit: 1 }, 'Neispravan zahtev: polje „Naslov“ je obavezno.'],
    [{ keyword: 'required' }, 'Neispravan zahtev: polje „Naslov“ je obavezno.'],
    [{ keyword: 'minimum', limit: 0 }, 'Neispravan zahtev: polje „Naslov“ mora biti najmanje 0.'],
    [
      { keyword: 'maximum', limit: 9999 },
      'Neispravan zahtev: polje „Naslov“ može biti najviše 9999.',
    ],
    [{ keyword: 'other' }, 'Neispravan zahtev: polje „Naslov“ nije ispravno.'],
  ])('%j', (refusal, message) => {
    expect(fieldRefusalMessage('Naslov', refusal)).toBe(message);
  });
});
