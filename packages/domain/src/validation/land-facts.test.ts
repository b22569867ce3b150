import { describe, expect, it } from 'vitest';
import { texts } from '../texts';
import { validateLandFacts } from './land-facts';

describe('land facts', () => {
  it('leaves every fact out when nothing is given', () => {
    expect(validateLandFacts({})).toEqual({
      ok: true,
      value: {
        cadastral_municipality: null,
        parcel_number: null,
        utilities: [],
        zoning: null,
        ownership_registered: null,
        price_negotiable: false,
      },
    });
    expect(
      validateLandFacts({
        cadastral_municipality: '  ',
        parcel_number: '',
        utilities: '',
        zoning: '',
        ownership_registered: '',
        price_negotiable: '',
      }).ok,
    ).toBe(true);
  });

  it('trims texts, reads yes/no from text or booleans, and orders utilities once each', () => {
    expect(
      validateLandFacts({
        cadastral_municipality: ' Veternik ',
        parcel_number: ' 1234/5 ',
        utilities: ['road_access', 'electricity', 'road_access'],
        zoning: 'Građevinsko zemljište',
        ownership_registered: 'true',
        price_negotiable: true,
      }),
    ).toEqual({
      ok: true,
      value: {
        cadastral_municipality: 'Veternik',
        parcel_number: '1234/5',
        utilities: ['electricity', 'road_access'],
        zoning: 'Građevinsko zemljište',
        ownership_registered: true,
        price_negotiable: true,
      },
    });
    expect(validateLandFacts({ utilities: 'water', ownership_registered: 'false' })).toMatchObject({
      ok: true,
      value: { utilities: ['water'], ownership_registered: false },
    });
  });

  it.each([
    [{ parcel_number: '12/3/4' }, texts.landFacts.invalidParcelNumber, 'parcel_number'],
    [{ parcel_number: 1234 }, texts.landFacts.invalidParcelNumber, 'parcel_number'],
    [{ utilities: ['water', 'internet'] }, texts.landFacts.invalidUtilities, 'utilities'],
    [
      { cadastral_municipality: 'x'.repeat(101) },
      texts.landFacts.cadastralMunicipalityTooLong,
      'cadastral_municipality',
    ],
    [{ zoning: 'x'.repeat(201) }, texts.landFacts.zoningTooLong, 'zoning'],
    [{ ownership_registered: 'da' }, texts.landFacts.invalidYesNo, 'ownership_registered'],
    [{ price_negotiable: 1 }, texts.landFacts.invalidYesNo, 'price_negotiable'],
  ])('refuses %j with a message for its field', (values, error, field) => {
    expect(validateLandFacts(values)).toEqual({ ok: false, error, field });
  });
});
