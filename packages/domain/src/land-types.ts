import { localized } from './i18n/localized';
// spec §3: land types, value = label. The labels are the spec's, including the odd
// commercial = 'Šumsko zemljište' (DESIGN: "Spec details kept on purpose").
export const LAND_TYPE_OPTIONS = localized(
  'landTypes',
  [
    { value: 'agricultural', label: 'Poljoprivredno zemljište' },
    { value: 'residential', label: 'Gradsko zemljište' },
    { value: 'commercial', label: 'Šumsko zemljište' },
    { value: 'industrial', label: 'Zemljište za izgradnju' },
    { value: 'recreational', label: 'Zemljište za rekreaciju' },
  ] as const,
  { codes: ['value'] },
);

export type LandType = (typeof LAND_TYPE_OPTIONS)[number]['value'];

export const LAND_TYPES: readonly LandType[] = LAND_TYPE_OPTIONS.map((option) => option.value);

export function isLandType(value: unknown): value is LandType {
  return typeof value === 'string' && (LAND_TYPES as readonly string[]).includes(value);
}

/** The Serbian label of a land type; an unknown value is shown as it came, never hidden. */
export function landTypeLabel(value: string | null | undefined): string {
  if (value == null) return '';
  return LAND_TYPE_OPTIONS.find((option) => option.value === value)?.label ?? value;
}
