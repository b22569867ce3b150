import { lazyNumberFormat } from './number-format';
import { texts } from './texts';

// The length and range bounds of the forms' fields, as openapi.yaml declares them: one home, so a
// form's maxLength, min and max and its check before sending read the same number as the contract.
// The two bounds spec §9 fixes itself (MIN_PASSWORD_LENGTH 6, MIN_FOUNDING_YEAR 1900) stay in
// constants.ts with the spec's other numbers.

// LandAdForm, BusinessAdForm and BusinessAdPatch: title 1–200, description up to 5000 characters.
export const AD_TITLE_MAX_LENGTH = 200;
export const AD_DESCRIPTION_MAX_LENGTH = 5000;

// RegisterRequest: full_name 1–100; Email 3–254; NewPassword (and the old one) up to 128.
export const FULL_NAME_MAX_LENGTH = 100;
export const EMAIL_MIN_LENGTH = 3;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 128;

// The free-text facts of land and business ads (LandAdForm, BusinessAdForm).
export const CADASTRAL_MUNICIPALITY_MAX_LENGTH = 100;
export const ZONING_MAX_LENGTH = 200;
export const REASON_FOR_SALE_MAX_LENGTH = 1000;

// Business numbers: price and annual revenue 0 to AMOUNT_MAX (twelve digits and cents), annual
// profit ±AMOUNT_MAX (a loss is negative), employee count 0 to seven digits.
export const AMOUNT_MAX = 999_999_999_999.99;
export const EMPLOYEE_COUNT_MAX = 9_999_999;

/** The hint under a bounded text field: its limit and a live count, 'Najviše 200 karaktera. 12/200'. */
export function characterCountHint(value: string, max: number): string {
  return `${texts.recovery.characterLimit(max)} ${texts.recovery.characterCount(value.length, max)}`;
}

const bound = lazyNumberFormat({ maximumFractionDigits: 2 });

/** A bound as a message shows it, in the site's locale: '999.999.999.999,99', '9.999.999'. */
export function formatBound(value: number): string {
  return bound().format(value);
}
