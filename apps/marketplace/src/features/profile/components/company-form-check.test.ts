import { describe, expect, it } from 'vitest';
import { companyFormValues, validateCompanyForm } from './company-form-check';

const serbian = { country_id: '1', registration_number: '104052135', name: 'Agro Promet d.o.o.' };

describe('validateCompanyForm', () => {
  it('sends the country as a number and the name trimmed', () => {
    expect(validateCompanyForm({ ...serbian, name: '  Agro Promet d.o.o. ' })).toEqual({
      ok: true,
      value: { country_id: 1, registration_number: '104052135', name: 'Agro Promet d.o.o.' },
    });
  });

  it('sends the number as stored: spaces and the Macedonian VAT prefix dropped', () => {
    expect(validateCompanyForm({ ...serbian, registration_number: ' 104 052 135 ' })).toMatchObject(
      { ok: true, value: { registration_number: '104052135' } },
    );
    expect(
      validateCompanyForm({ ...serbian, country_id: '5', registration_number: 'MK4030000000001' }),
    ).toMatchObject({ ok: true, value: { country_id: 5, registration_number: '4030000000001' } });
  });

  it('asks for the country first', () => {
    expect(validateCompanyForm({ ...serbian, country_id: '' })).toEqual({
      ok: false,
      error: 'Polje „Država registracije“ je obavezno.',
      field: 'country_id',
    });
  });

  it('asks for the number', () => {
    expect(validateCompanyForm({ ...serbian, registration_number: '  ' })).toEqual({
      ok: false,
      error: 'Polje „Matični/poreski broj“ je obavezno.',
      field: 'registration_number',
    });
  });

  it.each([
    ['a PIB with a wrong check digit', '1', '104052136'],
    ['a Serbian PIB for Croatia', '2', '104052135'],
    ['a Montenegrin PIB one digit short', '4', '0200001'],
  ])('refuses %s', (_case, country_id, registration_number) => {
    expect(validateCompanyForm({ ...serbian, country_id, registration_number })).toEqual({
      ok: false,
      error: 'Matični/poreski broj firme nije ispravan za izabranu državu.',
      field: 'registration_number',
    });
  });

  it('asks for the name, and takes at most 200 characters', () => {
    expect(validateCompanyForm({ ...serbian, name: ' ' })).toEqual({
      ok: false,
      error: 'Polje „Naziv firme“ je obavezno.',
      field: 'name',
    });
    expect(validateCompanyForm({ ...serbian, name: 'x'.repeat(201) })).toEqual({
      ok: false,
      error: 'Polje „Naziv firme“ može imati najviše 200 karaktera.',
      field: 'name',
    });
    expect(validateCompanyForm({ ...serbian, name: 'x'.repeat(200) }).ok).toBe(true);
  });
});

describe('companyFormValues', () => {
  it('starts from the company as entered', () => {
    expect(
      companyFormValues({
        country_id: 2,
        registration_number: '69435151530',
        name: 'Jadran d.o.o.',
      }),
    ).toEqual({ country_id: '2', registration_number: '69435151530', name: 'Jadran d.o.o.' });
  });

  it('starts empty without one', () => {
    expect(companyFormValues(null)).toEqual({ country_id: '', registration_number: '', name: '' });
  });
});
