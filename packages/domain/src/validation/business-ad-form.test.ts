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
const PRICE_TOO_LARGE = 'Polje „Cena (€)“ može biti najviše 999.999.999.999,99.';
const REVENUE_TOO_LARGE = 'Polje „Godišnji prihod (€)“ može biti najviše 999.999.999.999,99.';
const EMPLOYEES_TOO_LARGE = 'Polje „Broj zaposlenih“ može biti najviše 9.999.999.';
const TITLE_TOO_LONG = 'Polje „Naslov“ može imati najviše 200 karaktera.';
const DESCRIPTION_TOO_LONG = 'Polje „Opis biznisa“ može imati najviše 5000 karaktera.';
const PROFIT = 'Godišnja dobit mora biti broj';

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
  ])('%s', (_name, change, error) => {
    expect(validate({ ...form, ...change })).toEqual({ ok: false, error });
  });

  // Where one field is at fault, the result names it (the form marks it).
  it.each<[string, Partial<BusinessAdFormValues>, string, string]>([
    ['country not numeric', { country_id: 'Srbija' }, LOCATION, 'city_id'],
    ['city not numeric', { city_id: 'Novi Sad' }, LOCATION, 'city_id'],
    ['city of another country', { city_id: '402' }, LOCATION, 'city_id'],
    ['negative price', { price: '-1' }, AMOUNT, 'price'],
    ['negative price and revenue', { price: -1, annual_revenue: -1 }, AMOUNT, 'price'],
    ['price above the contract', { price: '1000000000000' }, PRICE_TOO_LARGE, 'price'],
    ['negative revenue', { annual_revenue: '-0.01' }, AMOUNT, 'annual_revenue'],
    ['revenue not a number', { annual_revenue: 'puno' }, AMOUNT, 'annual_revenue'],
    ['revenue above the contract', { annual_revenue: 1e12 }, REVENUE_TOO_LARGE, 'annual_revenue'],
    ['negative employees', { employee_count: '-1' }, EMPLOYEES, 'employee_count'],
    ['fractional employees', { employee_count: '2.5' }, EMPLOYEES, 'employee_count'],
    [
      'employees above the contract',
      { employee_count: '10000000' },
      EMPLOYEES_TOO_LARGE,
      'employee_count',
    ],
    ['year 1899', { established_year: '1899' }, YEAR, 'established_year'],
    ['year after the current one', { established_year: '2026' }, YEAR, 'established_year'],
    ['fractional year', { established_year: '1999.5' }, YEAR, 'established_year'],
    ['title too long', { title: 'a'.repeat(201) }, TITLE_TOO_LONG, 'title'],
    [
      'description too long',
      { description: 'a'.repeat(5001) },
      DESCRIPTION_TOO_LONG,
      'description',
    ],
    ['profit not a number', { annual_profit: 'puno' }, PROFIT, 'annual_profit'],
  ])('%s', (_name, change, error, field) => {
    expect(validate({ ...form, ...change })).toEqual({ ok: false, error, field });
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
      'the contract maxima',
      { price: '999999999999.99', annual_revenue: 999999999999.99, employee_count: '9999999' },
      { price: 999999999999.99, annual_revenue: 999999999999.99, employee_count: 9999999 },
    ],
    [
      'title and description at their limits',
      { title: 'a'.repeat(200), description: ` ${'b'.repeat(5000)} ` },
      { title: 'a'.repeat(200), description: 'b'.repeat(5000) },
    ],
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
