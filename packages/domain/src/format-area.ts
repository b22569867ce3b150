import { lazyNumberFormat } from './number-format';
import { unitsTexts } from './texts-frame';

// spec §1: areas are in square metres, numbers in the Serbian locale: '2.500 m²'.
const area = lazyNumberFormat({ maximumFractionDigits: 2 });

/** '2.500 m²' (no-break space before the unit); '' when there is no number. */
export function formatArea(value: number | string | null | undefined): string {
  if (value == null || value === '') return '';
  const squareMetres = Number(value);
  return Number.isFinite(squareMetres) ? unitsTexts.squareMetres(area().format(squareMetres)) : '';
}
