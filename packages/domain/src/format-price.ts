import { lazyNumberFormat } from './number-format';
import { unitsTexts } from './texts-frame';

// spec §1, §9: prices are in euros, shown in the Serbian locale: '150.000 €'. Intl puts a
// no-break space (U+00A0) before the sign so the amount never wraps away from it.
const euro = lazyNumberFormat({
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 2,
  minimumFractionDigits: 0,
});

const wholeNumber = lazyNumberFormat({ maximumFractionDigits: 0 });
const oneDecimal = lazyNumberFormat({
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

type Amount = number | string | null | undefined;

function toAmount(value: Amount): number | undefined {
  if (value == null || value === '') return undefined;
  const amount = Number(value);
  return Number.isFinite(amount) ? amount : undefined;
}

/** Full euro amount, e.g. '150.000 €' or '1.234,5 €'; '' when there is no number. */
export function formatPrice(value: Amount): string {
  const amount = toAmount(value);
  return amount === undefined ? '' : euro().format(amount);
}

/**
 * spec §9: business-ad price display.
 * - 1,000,000 or more: millions with one decimal and 'M' -> '1,5M €'
 * - 1,000 or more: thousands rounded, with 'K' -> '250K €'
 * - otherwise the full number in euros -> '999 €'
 * Numbers follow the Serbian locale (decimal comma, '.' grouping) and the euro sign trails after
 * a no-break space, as in formatPrice, so both price styles read alike on one card.
 * 999,999 rounds to '1.000K €': the spec picks the unit from the raw amount, not the rounded one.
 */
export function formatBusinessPrice(value: Amount): string {
  const amount = toAmount(value);
  if (amount === undefined) return '';
  const magnitude = Math.abs(amount);
  if (magnitude >= 1_000_000) return unitsTexts.millions(oneDecimal().format(amount / 1_000_000));
  if (magnitude >= 1_000) return unitsTexts.thousands(wholeNumber().format(amount / 1_000));
  return formatPrice(amount);
}
