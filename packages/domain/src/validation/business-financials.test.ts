import { describe, expect, it } from 'vitest';
import { texts } from '../texts';
import { validateBusinessFinancials } from './business-financials';

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
    [{ annual_profit: '12,5' }, texts.businessFinancials.invalidProfit, 'annual_profit'],
    [{ annual_profit: 'abc' }, texts.businessFinancials.invalidProfit, 'annual_profit'],
    [{ annual_profit: Number.NaN }, texts.businessFinancials.invalidProfit, 'annual_profit'],
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
