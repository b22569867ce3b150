import { describe, expect, it } from 'vitest';
import {
  adStatusLabel,
  areaInAres,
  areaInHectares,
  askingMultiple,
  formatAres,
  formatHectares,
  formatMultiple,
  formatPricePerAre,
  formatPricePerSquareMetre,
  isAdStatus,
  isParcelNumber,
  isPremises,
  isUtility,
  premisesLabel,
  pricePerAre,
  utilityLabel,
} from './ad-facts';

describe('labels', () => {
  it('names every utility, status and kind of premises in Serbian', () => {
    expect(['electricity', 'water', 'sewage', 'gas', 'road_access'].map(utilityLabel)).toEqual([
      'Struja',
      'Voda',
      'Kanalizacija',
      'Gas',
      'Pristupni put',
    ]);
    expect(['active', 'reserved', 'sold'].map(adStatusLabel)).toEqual([
      'Aktivan',
      'Rezervisano',
      'Prodato',
    ]);
    expect(['owned', 'leased', 'none'].map(premisesLabel)).toEqual([
      'U vlasništvu',
      'Zakup',
      'Bez poslovnog prostora',
    ]);
    expect(utilityLabel('internet')).toBe('internet');
  });

  it('tells the API values from others', () => {
    expect(isUtility('gas')).toBe(true);
    expect(isUtility('Gas')).toBe(false);
    expect(isAdStatus('sold')).toBe(true);
    expect(isAdStatus('deleted')).toBe(false);
    expect(isPremises('leased')).toBe(true);
    expect(isPremises('')).toBe(false);
  });
});

describe('parcel numbers', () => {
  it.each(['1', '1234', '1234/5', '123456/7890'])('accepts %s', (value) => {
    expect(isParcelNumber(value)).toBe(true);
  });
  it.each(['', '1234/', '/5', '1234/5/6', '12a', '1234567', '1234/56789', ' 1234'])(
    'refuses %j',
    (value) => {
      expect(isParcelNumber(value)).toBe(false);
    },
  );
});

describe('areas and prices', () => {
  it('converts square metres to ari and hektari', () => {
    expect(areaInAres(12_500)).toBe(125);
    expect(areaInHectares(12_500)).toBe(1.25);
    expect(formatAres(12_500)).toBe('125\u00a0ari');
    expect(formatAres(100)).toBe('1\u00a0ar');
    expect(formatAres(1_250)).toBe('12,5\u00a0ari');
    expect(formatHectares(12_500)).toBe('1,25\u00a0ha');
  });

  it('gives the price per ar and per m²', () => {
    expect(pricePerAre({ price: 45_000, area: 12_500 })).toBe(360);
    expect(pricePerAre({ price: 1_000, area: 300 })).toBe(333.33);
    expect(pricePerAre({ price: 1_000, area: 0 })).toBe(Number.POSITIVE_INFINITY);
    expect(formatPricePerAre({ price: 45_000, area: 12_500 })).toBe('360\u00a0€/ar');
    expect(formatPricePerSquareMetre({ price: 45_000, area: 12_500 })).toBe('3,6\u00a0€/m²');
  });

  it('gives the asking multiple only for a profit above 0', () => {
    expect(askingMultiple({ price: 350_000, annual_profit: 95_000 })).toBe(3.7);
    expect(askingMultiple({ price: 350_000, annual_profit: 0 })).toBeNull();
    expect(askingMultiple({ price: 350_000, annual_profit: -10_000 })).toBeNull();
    expect(askingMultiple({ price: 350_000, annual_profit: null })).toBeNull();
    expect(askingMultiple({ price: 350_000 })).toBeNull();
    expect(formatMultiple(3.7)).toBe('3,7×');
    expect(formatMultiple(4)).toBe('4,0×');
  });
});
