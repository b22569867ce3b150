import { isPremises, type Premises } from '../ad-facts';
import { AMOUNT_MAX, formatBound, REASON_FOR_SALE_MAX_LENGTH } from '../form-limits';
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

// openapi.yaml BusinessAdForm.annual_profit: twelve digits and cents at most, a minus for a loss.
const PROFIT_TEXT = /^-?[0-9]{1,12}(?:[.][0-9]{1,2})?$/;
// Any plain decimal: one that fails PROFIT_TEXT only by its size is out of range, not "not a number".
const DECIMAL_TEXT = /^-?[0-9]+(?:[.][0-9]+)?$/;

type Profit = number | null | 'invalid' | 'tooSmall' | 'tooLarge';

const outOfRange = (value: number): Profit | undefined =>
  value > AMOUNT_MAX ? 'tooLarge' : value < -AMOUNT_MAX ? 'tooSmall' : undefined;

function optionalProfit(value: FormValue): Profit {
  if (isBlank(value)) return null;
  if (typeof value === 'number') {
    return Number.isFinite(value) ? (outOfRange(value) ?? value) : 'invalid';
  }
  const trimmed = String(value).trim();
  if (PROFIT_TEXT.test(trimmed)) return Number(trimmed);
  return DECIMAL_TEXT.test(trimmed) ? (outOfRange(Number(trimmed)) ?? 'invalid') : 'invalid';
}

/** The business's financials, checked; every one may be left out (a loss is a negative profit). */
export function validateBusinessFinancials(
  values: BusinessFinancialsValues,
): ValidationResult<BusinessFinancials> {
  const text = texts.businessFinancials;
  const profit = optionalProfit(values.annual_profit);
  if (profit === 'invalid') return invalid(text.invalidProfit, 'annual_profit');
  if (profit === 'tooSmall') {
    const min = formatBound(-AMOUNT_MAX);
    return invalid(texts.recovery.numberTooSmall(text.annualProfit, min), 'annual_profit');
  }
  if (profit === 'tooLarge') {
    const max = formatBound(AMOUNT_MAX);
    return invalid(texts.recovery.numberTooLarge(text.annualProfit, max), 'annual_profit');
  }
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
