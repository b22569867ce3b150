import { localized } from './i18n/localized';
import { unitsTexts } from './texts-frame';
import { lazyNumberFormat } from './number-format';
import { formatPrice } from './format-price';
import { pricePerSquareMetre } from './search';

// Land facts, business financials and ad status (openapi.yaml Utility, Premises, AdStatus): the
// values the API speaks and the Serbian labels every screen shows for them.

export const UTILITY_OPTIONS = localized(
  'utilities',
  [
    { value: 'electricity', label: 'Struja' },
    { value: 'water', label: 'Voda' },
    { value: 'sewage', label: 'Kanalizacija' },
    { value: 'gas', label: 'Gas' },
    { value: 'road_access', label: 'Pristupni put' },
  ] as const,
  { codes: ['value'] },
);
export type Utility = (typeof UTILITY_OPTIONS)[number]['value'];
export const UTILITIES: readonly Utility[] = UTILITY_OPTIONS.map((option) => option.value);
export const isUtility = (value: unknown): value is Utility =>
  typeof value === 'string' && (UTILITIES as readonly string[]).includes(value);
export const utilityLabel = (value: string): string =>
  UTILITY_OPTIONS.find((option) => option.value === value)?.label ?? value;

export const AD_STATUS_OPTIONS = localized(
  'adStatuses',
  [
    { value: 'active', label: 'Aktivan' },
    { value: 'reserved', label: 'Rezervisano' },
    { value: 'sold', label: 'Prodato' },
  ] as const,
  { codes: ['value'] },
);
export type AdStatus = (typeof AD_STATUS_OPTIONS)[number]['value'];
export const AD_STATUSES: readonly AdStatus[] = AD_STATUS_OPTIONS.map((option) => option.value);
export const isAdStatus = (value: unknown): value is AdStatus =>
  typeof value === 'string' && (AD_STATUSES as readonly string[]).includes(value);
export const adStatusLabel = (value: string): string =>
  AD_STATUS_OPTIONS.find((option) => option.value === value)?.label ?? value;

export const PREMISES_OPTIONS = localized(
  'premises',
  [
    { value: 'owned', label: 'U vlasništvu' },
    { value: 'leased', label: 'Zakup' },
    { value: 'none', label: 'Bez poslovnog prostora' },
  ] as const,
  { codes: ['value'] },
);
export type Premises = (typeof PREMISES_OPTIONS)[number]['value'];
export const PREMISES: readonly Premises[] = PREMISES_OPTIONS.map((option) => option.value);
export const isPremises = (value: unknown): value is Premises =>
  typeof value === 'string' && (PREMISES as readonly string[]).includes(value);
export const premisesLabel = (value: string): string =>
  PREMISES_OPTIONS.find((option) => option.value === value)?.label ?? value;

/** openapi.yaml ParcelNumber: '1234' or '1234/5' (parcel and sub-parcel). */
export const PARCEL_NUMBER_PATTERN = /^[0-9]{1,6}(?:\/[0-9]{1,4})?$/;
export const PARCEL_NUMBER_MAX_LENGTH = 11;
export const isParcelNumber = (value: string): boolean => PARCEL_NUMBER_PATTERN.test(value);

// The lengths of the free-text facts are in form-limits.ts with the forms' other bounds.

/** 1 ar = 100 m², 1 ha = 10,000 m². */
export const SQUARE_METRES_PER_ARE = 100;
export const SQUARE_METRES_PER_HECTARE = 10_000;

export const areaInAres = (squareMetres: number): number => squareMetres / SQUARE_METRES_PER_ARE;
export const areaInHectares = (squareMetres: number): number =>
  squareMetres / SQUARE_METRES_PER_HECTARE;

/** Euros per ar, rounded to cents: a hundred times the price per m² as the server keeps it. */
export function pricePerAre(ad: { readonly price: number; readonly area: number }): number {
  if (!(ad.area > 0)) return Number.POSITIVE_INFINITY;
  return Math.round((ad.price / areaInAres(ad.area)) * 100) / 100;
}

/** The asking multiple, price ÷ annual profit; null unless both are known and the profit is above 0. */
export function askingMultiple(ad: {
  readonly price: number;
  readonly annual_profit?: number | null;
}): number | null {
  const profit = ad.annual_profit;
  if (profit == null || !(profit > 0)) return null;
  return Math.round((ad.price / profit) * 10) / 10;
}

const twoDigits = lazyNumberFormat({ maximumFractionDigits: 2, minimumFractionDigits: 0 });
const oneDigit = lazyNumberFormat({
  maximumFractionDigits: 1,
  minimumFractionDigits: 1,
});

/** '12,5 ari' / '1 ar' / '34 ara': the unit in the number's plural form. */
export function formatAres(squareMetres: number): string {
  const ares = areaInAres(squareMetres);
  return unitsTexts.ares(ares, twoDigits().format(ares));
}

/** '1,25 ha'. */
export const formatHectares = (squareMetres: number): string =>
  unitsTexts.hectares(twoDigits().format(areaInHectares(squareMetres)));

/** '3,60 € / m²' style: the price per m² with the site's price format. */
export const formatPricePerSquareMetre = (ad: { readonly price: number; readonly area: number }) =>
  unitsTexts.perSquareMetre(formatPrice(pricePerSquareMetre(ad)));

/** The price per ar with the site's price format and '/ar'. */
export const formatPricePerAre = (ad: { readonly price: number; readonly area: number }) =>
  unitsTexts.perAre(formatPrice(pricePerAre(ad)));

/** '3,7×' (the asking multiple with one decimal). */
export const formatMultiple = (multiple: number): string => `${oneDigit().format(multiple)}×`;
