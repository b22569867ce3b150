import { LAND_TYPE_OPTIONS } from '@marketplace/domain';

export const landTypeOptions = LAND_TYPE_OPTIONS.map(({ value, label }) => ({ value, label }));
