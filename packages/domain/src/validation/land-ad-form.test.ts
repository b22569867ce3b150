import { describe, expect, it } from 'vitest';
import { validateLandAdForm } from './land-ad-form';
import type { LandAdFormValues } from './land-ad-form';

const form: LandAdFormValues = {
  title: ' Njiva kod Sombora ',
  description: ' Plodna zemlja. ',
  price: '45000',
  area: '12000',
  country_id: '1',
  city_id: '118',
  land_type: 'agricultural',
};

const LOCATION = 'Molimo izaberite državu i grad iz liste. (ID mora biti broj)';
const IMAGES = 'Možete dodati maksimalno 10 slika';
const REQUIRED = 'Molimo popunite sva obavezna polja';

const NO_FACTS = {
  cadastral_municipality: null,
  parcel_number: null,
  utilities: [],
  zoning: null,
  ownership_registered: null,
  price_negotiable: false,
};

describe('validateLandAdForm (spec §5)', () => {
  it.each<[string, Partial<LandAdFormValues>, { existing?: number; added: number }, string]>([
    ['country not chosen', { country_id: '' }, { added: 0 }, LOCATION],
    ['city not chosen', { city_id: '' }, { added: 0 }, LOCATION],
    ['country is a name', { country_id: 'Srbija' }, { added: 0 }, LOCATION],
    ['city is a name', { city_id: 'Sombor' }, { added: 0 }, LOCATION],
    ['city of another country', { city_id: '201' }, { added: 0 }, LOCATION],
    ['unknown country', { country_id: '9', city_id: '901' }, { added: 0 }, LOCATION],
    ['11 new images', {}, { added: 11 }, IMAGES],
    ['edit: 6 existing + 5 new', {}, { existing: 6, added: 5 }, IMAGES],
    ['title missing', { title: '  ' }, { added: 0 }, REQUIRED],
    ['price missing', { price: '' }, { added: 0 }, REQUIRED],
    ['area not a number', { area: 'mnogo' }, { added: 0 }, REQUIRED],
    ['land type unknown', { land_type: 'forest' }, { added: 0 }, REQUIRED],
  ])('%s', (_name, change, images, error) => {
    expect(validateLandAdForm({ ...form, ...change }, images)).toEqual({ ok: false, error });
  });

  it.each([
    [{ added: 10 }],
    [{ existing: 4, added: 6 }],
    [{ existing: 10, added: 0 }],
    [{ added: 0 }],
  ])('accepts images %j and builds a numeric payload', (images) => {
    expect(validateLandAdForm(form, images)).toEqual({
      ok: true,
      value: {
        title: 'Njiva kod Sombora',
        description: 'Plodna zemlja.',
        price: 45000,
        area: 12000,
        country_id: 1,
        city_id: 118,
        land_type: 'agricultural',
        ...NO_FACTS,
      },
    });
  });

  it('accepts numbers from the API and an absent description', () => {
    const result = validateLandAdForm(
      { ...form, price: 1500.5, area: 300, country_id: 5, city_id: 508, description: null },
      { added: 1 },
    );
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({
        price: 1500.5,
        country_id: 5,
        city_id: 508,
        description: '',
      }) as unknown,
    });
  });
});

describe("validateLandAdForm, the API's reading (source 'api', POST and PUT /api/ads)", () => {
  const api = { source: 'api' } as const;
  const TITLE = 'Naslov je obavezan.';
  const DESCRIPTION = 'Opis nije ispravan.';
  const PRICE = 'Cena mora biti broj veći od 0.';
  const AREA = 'Površina mora biti broj veći od 0.';
  const LAND_TYPE = 'Izaberite vrstu zemljišta iz liste.';

  it.each<[string, Record<string, unknown>, { existing?: number; added: number }, string]>([
    ['title missing', { title: undefined }, { added: 0 }, TITLE],
    ['title blank', { title: '   ' }, { added: 0 }, TITLE],
    ['title not text', { title: ['a', 'b'] }, { added: 0 }, TITLE],
    ['description not text', { description: ['a', 'b'] }, { added: 0 }, DESCRIPTION],
    ['price zero', { price: '0' }, { added: 0 }, PRICE],
    ['price negative', { price: '-5' }, { added: 0 }, PRICE],
    ['price in exponent form', { price: '12e3' }, { added: 0 }, PRICE],
    ['price blank (never Number("") = 0)', { price: '' }, { added: 0 }, PRICE],
    ['price with three decimals', { price: '1.005' }, { added: 0 }, PRICE],
    ['price as a number, not text', { price: 45000 }, { added: 0 }, PRICE],
    ['area zero', { area: '0.00' }, { added: 0 }, AREA],
    ['area missing', { area: undefined }, { added: 0 }, AREA],
    ['land type unknown', { land_type: 'swamp' }, { added: 0 }, LAND_TYPE],
    ['country with a leading zero', { country_id: '01' }, { added: 0 }, LOCATION],
    ['country as a number, not text', { country_id: 1 }, { added: 0 }, LOCATION],
    ['city is a name', { city_id: 'Beograd' }, { added: 0 }, LOCATION],
    ['city of another country', { country_id: '2', city_id: '118' }, { added: 0 }, LOCATION],
    ['11 new images', {}, { added: 11 }, IMAGES],
    ['edit: 7 existing + 4 new', {}, { existing: 7, added: 4 }, IMAGES],
  ])('%s', (_name, change, images, error) => {
    expect(validateLandAdForm({ ...form, ...change }, images, api)).toEqual({ ok: false, error });
  });

  it('checks the fields in order: the first invalid one gives the message', () => {
    const all = { title: '', price: '0', area: '0', land_type: 'swamp', city_id: '201' };
    expect(validateLandAdForm({ ...form, ...all }, { added: 11 }, api)).toEqual({
      ok: false,
      error: TITLE,
    });
    const { title: _title, ...rest } = all;
    expect(validateLandAdForm({ ...form, ...rest }, { added: 11 }, api)).toEqual({
      ok: false,
      error: PRICE,
    });
  });

  it('builds the same payload as the web form from the multipart text', () => {
    const expected = validateLandAdForm(form, { added: 2 });
    expect(validateLandAdForm(form, { added: 2 }, api)).toEqual(expected);
    expect(
      validateLandAdForm({ ...form, price: '1250.50', description: undefined }, { added: 0 }, api),
    ).toEqual({
      ok: true,
      value: expect.objectContaining({ price: 1250.5, description: '' }) as unknown,
    });
  });

  it('keeps the web form lenient where the spec gives no rule (price 0 is left to the server)', () => {
    expect(validateLandAdForm({ ...form, price: '0' }, { added: 0 }).ok).toBe(true);
    expect(validateLandAdForm({ ...form, price: '0' }, { added: 0 }, api)).toEqual({
      ok: false,
      error: PRICE,
    });
  });
});
