import { isPremises, REASON_FOR_SALE_MAX_LENGTH, type Premises } from '../ad-facts';
import { texts } from '../texts';
import { optionalText, optionalYesNo } from './land-facts';
import { invalid, isBlank, valid, type FormValue, type ValidationResult } from './result';

/** The optional financials of a business as a form, the multipart body or PATCH give them. */
export interface BusinessFinancialsValues {
  readonly annual_profit?: FormValue;
  readonly reason_for_sale?: unknown;
  readonly seller_financing?: unknown;
  readonly premises?: unknown;
}

/** openapi.yaml BusinessAd: the financials as stored, null where not given. */
export interface BusinessFinancials {
  readonly annual_profit: number | null;
  readonly reason_for_sale: string | null;
  readonly seller_financing: boolean | null;
  readonly premises: Premises | null;
}

const PROFIT_TEXT = /^-?[0-9]{1,12}(?:[.][0-9]{1,2})?$/;
const MAX_AMOUNT = 999_999_999_999.99;

function optionalProfit(value: FormValue): number | null | undefined {
  if (isBlank(value)) return null;
  if (typeof value === 'number') {
    return Number.isFinite(value) && Math.abs(value) <= MAX_AMOUNT ? value : undefined;
  }
  const trimmed = String(value).trim();
  return PROFIT_TEXT.test(trimmed) ? Number(trimmed) : undefined;
}

/** The business's financials, checked; every one may be left out (a loss is a negative profit). */
export function validateBusinessFinancials(
  values: BusinessFinancialsValues,
): ValidationResult<BusinessFinancials> {
  const text = texts.businessFinancials;
  const profit = optionalProfit(values.annual_profit);
  if (profit === undefined) return invalid(text.invalidProfit, 'annual_profit');
  const reason = optionalText(values.reason_for_sale, REASON_FOR_SALE_MAX_LENGTH);
  if (reason === undefined) return invalid(text.reasonTooLong, 'reason_for_sale');
  const financing = optionalYesNo(values.seller_financing);
  if (financing === undefined) return invalid(text.invalidYesNo, 'seller_financing');
  const premises = values.premises == null || values.premises === '' ? null : values.premises;
  if (premises !== null && !isPremises(premises)) {
    return invalid(text.invalidPremises, 'premises');
  }
  return valid({
    annual_profit: profit,
    reason_for_sale: reason,
    seller_financing: financing,
    premises,
  });
}
