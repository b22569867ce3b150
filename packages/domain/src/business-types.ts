import { localized } from './i18n/localized';
// spec §3: business types (value / label).
export const BUSINESS_TYPE_OPTIONS = localized(
  'businessTypes',
  [
    { value: 'restaurant_hospitality', label: 'Restoran i ugostiteljstvo' },
    { value: 'retail_services', label: 'Trgovina i usluge' },
    { value: 'manufacturing', label: 'Proizvodnja' },
    { value: 'technology_it', label: 'Tehnologija i IT' },
    { value: 'healthcare', label: 'Zdravstvo' },
    { value: 'education', label: 'Obrazovanje' },
    { value: 'transport_logistics', label: 'Transport i logistika' },
    { value: 'real_estate', label: 'Nekretnine' },
    { value: 'finance_banking', label: 'Finansije i bankarstvo' },
    { value: 'other', label: 'Ostalo' },
  ] as const,
  { codes: ['value'] },
);

export type BusinessType = (typeof BUSINESS_TYPE_OPTIONS)[number]['value'];

export const BUSINESS_TYPES: readonly BusinessType[] = BUSINESS_TYPE_OPTIONS.map(
  (option) => option.value,
);

export function isBusinessType(value: unknown): value is BusinessType {
  return typeof value === 'string' && (BUSINESS_TYPES as readonly string[]).includes(value);
}

/** The Serbian label of a business type; an unknown value is shown as it came, never hidden. */
export function businessTypeLabel(value: string | null | undefined): string {
  if (value == null) return '';
  return BUSINESS_TYPE_OPTIONS.find((option) => option.value === value)?.label ?? value;
}
