import { describe, expect, it } from 'vitest';
import { texts } from '../texts';
import { validateBusinessFinancials } from './business-financials';

const PROFIT_TOO_LARGE = 'Polje „Godišnja dobit (EBITDA, €)“ može biti najviše 999.999.999.999,99.';
const PROFIT_TOO_SMALL =
  'Polje „Godišnja dobit (EBITDA, €)“ mora biti najmanje -999.999.999.999,99.';

describe('business financials', () => {
  it('leaves every one out when nothing is given', () => {
    const none = {
      ok: true,
      value: { annual_profit: null, reason_for_sale: null, seller_financing: null, premises: null },
    };
    expect(validateBusinessFinancials({})).toEqual(none);
    expect(
      validateBusinessFinancials({
        annual_profit: ' ',
        reason_for_sale: '',
        seller_financing: '',
        premises: '',
      }),
    ).toEqual(none);
  });

  it('reads a profit (a loss too), the reason, financing and premises', () => {
    expect(
      validateBusinessFinancials({
        annual_profit: '95000.50',
        reason_for_sale: ' Odlazak u penziju ',
        seller_financing: 'true',
        premises: 'leased',
      }),
    ).toEqual({
      ok: true,
      value: {
        annual_profit: 95000.5,
        reason_for_sale: 'Odlazak u penziju',
        seller_financing: true,
        premises: 'leased',
      },
    });
    expect(validateBusinessFinancials({ annual_profit: -12000, seller_financing: false })).toEqual({
      ok: true,
      value: {
        annual_profit: -12000,
        reason_for_sale: null,
        seller_financing: false,
        premises: null,
      },
    });
  });

  it.each([
    ['999999999999.99', 999999999999.99],
    ['-999999999999.99', -999999999999.99],
    [-999999999999.99, -999999999999.99],
  ])('accepts the profit %j at the contract bound', (annual_profit, expected) => {
    expect(validateBusinessFinancials({ annual_profit })).toMatchObject({
      ok: true,
      value: { annual_profit: expected },
    });
  });

  it.each([
    [{ annual_profit: '12,5' }, texts.businessFinancials.invalidProfit, 'annual_profit'],
    [{ annual_profit: 'abc' }, texts.businessFinancials.invalidProfit, 'annual_profit'],
    [{ annual_profit: Number.NaN }, texts.businessFinancials.invalidProfit, 'annual_profit'],
    [{ annual_profit: '12.345' }, texts.businessFinancials.invalidProfit, 'annual_profit'],
    [{ annual_profit: '1000000000000' }, PROFIT_TOO_LARGE, 'annual_profit'],
    [{ annual_profit: 1e13 }, PROFIT_TOO_LARGE, 'annual_profit'],
    [{ annual_profit: '-1000000000000.5' }, PROFIT_TOO_SMALL, 'annual_profit'],
    [{ annual_profit: -1e12 }, PROFIT_TOO_SMALL, 'annual_profit'],
    [
      { reason_for_sale: 'x'.repeat(1001) },
      texts.businessFinancials.reasonTooLong,
      'reason_for_sale',
    ],
    [{ seller_financing: 'maybe' }, texts.businessFinancials.invalidYesNo, 'seller_financing'],
    [{ premises: 'rented' }, texts.businessFinancials.invalidPremises, 'premises'],
  ])('refuses %j with a message for its field', (values, error, field) => {
    expect(validateBusinessFinancials(values)).toEqual({ ok: false, error, field });
  });
});
