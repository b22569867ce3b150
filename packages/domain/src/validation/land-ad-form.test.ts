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
