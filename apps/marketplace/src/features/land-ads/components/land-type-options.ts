import { LAND_TYPE_OPTIONS } from '@marketplace/domain';

// Built when shown, so the labels are in the current language.
export const landTypeOptions = () =>
  LAND_TYPE_OPTIONS.map(({ value, label }) => ({ value, label }));
