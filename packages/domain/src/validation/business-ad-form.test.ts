import { describe, expect, it } from 'vitest';
import { validateBusinessAdCreate, validateBusinessAdEdit } from './business-ad-form';
import type { BusinessAdFormValues } from './business-ad-form';

const form: BusinessAdFormValues = {
  title: '  Pekara u centru ',
  description: ' Stara pekara sa tradicijom. ',
  price: '250000',
  business_type: 'manufacturing',
  country_id: '1',
  city_id: '102',
  annual_revenue: '120000.50',
  employee_count: '8',
  established_year: '1998',
};

const year = { currentYear: 2025 };
const REQUIRED = 'Molimo popunite sva obavezna polja';
const LOCATION = 'Molimo izaberite državu i grad iz liste. (ID mora biti broj)';
const AMOUNT = 'Cena i godišnji prihod ne mogu biti negativni';
const EMPLOYEES = 'Broj zaposlenih mora biti ceo broj, najmanje 0';
const YEAR = 'Godina osnivanja mora biti između 1900 i tekuće godine';

const expectedPayload = {
  title: 'Pekara u centru',
  description: 'Stara pekara sa tradicijom.',
  price: 250000,
  business_type: 'manufacturing',
  country_id: 1,
  city_id: 102,
  annual_revenue: 120000.5,
  employee_count: 8,
  established_year: 1998,
  annual_profit: null,
  reason_for_sale: null,
  seller_financing: null,
  premises: null,
};

// Rules shared by create and edit (spec §5).
describe.each([
  ['create', (v: BusinessAdFormValues) => validateBusinessAdCreate(v, 0, year)],
  ['edit', (v: BusinessAdFormValues) => validateBusinessAdEdit(v, year)],
])('%s business ad', (_mode, validate) => {
  it.each<[string, Partial<BusinessAdFormValues>, string]>([
    ['title missing', { title: '' }, REQUIRED],
    ['title blank', { title: '   ' }, REQUIRED],
    ['price missing', { price: '' }, REQUIRED],
    ['type missing', { business_type: '' }, REQUIRED],
    ['type unknown', { business_type: 'bakery' }, REQUIRED],
    ['country missing', { country_id: '' }, REQUIRED],
    ['city missing', { city_id: '' }, REQUIRED],
    ['country not numeric', { country_id: 'Srbija' }, LOCATION],
    ['city not numeric', { city_id: 'Novi Sad' }, LOCATION],
    ['city of another country', { city_id: '402' }, LOCATION],
    ['negative price', { price: '-1' }, AMOUNT],
    ['negative revenue', { annual_revenue: '-0.01' }, AMOUNT],
    ['revenue not a number', { annual_revenue: 'puno' }, AMOUNT],
    ['negative employees', { employee_count: '-1' }, EMPLOYEES],
    ['fractional employees', { employee_count: '2.5' }, EMPLOYEES],
    ['year 1899', { established_year: '1899' }, YEAR],
    ['year after the current one', { established_year: '2026' }, YEAR],
    ['fractional year', { established_year: '1999.5' }, YEAR],
  ])('%s', (_name, change, error) => {
    expect(validate({ ...form, ...change })).toEqual({ ok: false, error });
  });

  it('trims title and description and converts numbers', () => {
    expect(validate(form)).toEqual({ ok: true, value: expectedPayload });
  });

  it.each([
    ['price 0', { price: '0' }, { price: 0 }],
    ['revenue 0', { annual_revenue: 0 }, { annual_revenue: 0 }],
    ['employees 0', { employee_count: '0' }, { employee_count: 0 }],
    ['year 1900', { established_year: '1900' }, { established_year: 1900 }],
    ['year = current', { established_year: 2025 }, { established_year: 2025 }],
    [
      'empty optionals -> null',
      { annual_revenue: '', employee_count: ' ', established_year: undefined },
      { annual_revenue: null, employee_count: null, established_year: null },
    ],
  ])('accepts %s', (_name, change, expected) => {
    const result = validate({ ...form, ...change });
    expect(result).toEqual({ ok: true, value: { ...expectedPayload, ...expected } });
  });
});

describe('create only', () => {
  it.each([
    ['description missing', { description: '' }, 0, REQUIRED],
    ['description blank', { description: '  ' }, 0, REQUIRED],
    ['description null', { description: null }, 0, REQUIRED],
    ['11 images', {}, 11, 'Možete dodati maksimalno 10 slika'],
  ])('%s', (_name, change, images, error) => {
    expect(validateBusinessAdCreate({ ...form, ...change }, images, year)).toEqual({
      ok: false,
      error,
    });
  });

  it('accepts 10 images', () => {
    expect(validateBusinessAdCreate(form, 10, year).ok).toBe(true);
  });

  it('defaults the current year to the clock', () => {
    const thisYear = new Date().getFullYear();
    expect(validateBusinessAdCreate({ ...form, established_year: thisYear }, 0).ok).toBe(true);
    expect(validateBusinessAdCreate({ ...form, established_year: thisYear + 1 }, 0).ok).toBe(false);
  });
});

describe('edit only', () => {
  it('allows an empty description (sent as empty text)', () => {
    expect(validateBusinessAdEdit({ ...form, description: '   ' }, year)).toEqual({
      ok: true,
      value: { ...expectedPayload, description: '' },
    });
  });
});
