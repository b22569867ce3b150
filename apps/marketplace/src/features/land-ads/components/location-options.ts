import { citiesOf, COUNTRIES, LAND_TYPE_OPTIONS } from '@marketplace/domain';

export const countryOptions = COUNTRIES.map((country) => ({
  value: String(country.id),
  label: country.name,
}));

/** spec §2: the city list follows the chosen country (empty until one is chosen). */
export const cityOptions = (countryId: string) =>
  citiesOf(countryId).map((city) => ({ value: String(city.id), label: city.name }));

export const landTypeOptions = LAND_TYPE_OPTIONS.map(({ value, label }) => ({ value, label }));
