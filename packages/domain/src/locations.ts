import { CITY_NAMES, COUNTRY_NAMES } from './location-data';

export type CountryId = keyof typeof COUNTRY_NAMES;
export interface Country {
  readonly id: CountryId;
  readonly name: string;
}
export interface City {
  readonly id: number;
  readonly name: string;
  readonly countryId: CountryId;
}

const COUNTRY_IDS = [1, 2, 3, 4, 5] as const satisfies readonly CountryId[];

// spec §3: countries with ids 1 to 5, in the spec's order.
// A name is read when it is shown, in the language of the page (CITY_NAMES, COUNTRY_NAMES).
export const COUNTRIES: readonly Country[] = COUNTRY_IDS.map((id) => ({
  id,
  get name() {
    return COUNTRY_NAMES[id];
  },
}));

// spec §3: city id = country id * 100 + 1-based sequence.
const CITIES_BY_COUNTRY: ReadonlyMap<number, readonly City[]> = new Map(
  COUNTRY_IDS.map((countryId) => [
    countryId,
    CITY_NAMES[countryId].map((_, index) => ({
      id: countryId * 100 + index + 1,
      get name() {
        return CITY_NAMES[countryId][index]!;
      },
      countryId,
    })),
  ]),
);

export const CITIES: readonly City[] = [...CITIES_BY_COUNTRY.values()].flat();

const COUNTRY_BY_ID = new Map<number, Country>(COUNTRIES.map((c) => [c.id, c]));
const CITY_BY_ID = new Map<number, City>(CITIES.map((c) => [c.id, c]));

type IdInput = number | string | null | undefined;

// Ids arrive as numbers from the API and as strings from <select> values; both are accepted.
function toId(value: IdInput): number | undefined {
  if (value == null || value === '') return undefined;
  const id = Number(value);
  return Number.isInteger(id) ? id : undefined;
}

export function getCountry(id: IdInput): Country | undefined {
  const key = toId(id);
  return key === undefined ? undefined : COUNTRY_BY_ID.get(key);
}

export function getCity(id: IdInput): City | undefined {
  const key = toId(id);
  return key === undefined ? undefined : CITY_BY_ID.get(key);
}

/** The cities of a country for the city select; empty until a country is chosen (spec §2). */
export function citiesOf(countryId: IdInput): readonly City[] {
  const key = toId(countryId);
  return (key !== undefined && CITIES_BY_COUNTRY.get(key)) || [];
}

export function isCityInCountry(cityId: IdInput, countryId: IdInput): boolean {
  const city = getCity(cityId);
  return city !== undefined && city.countryId === toId(countryId);
}

/** spec §2 (business detail): location as 'city, country'; unknown parts are left out. */
export function formatLocation(cityId: IdInput, countryId: IdInput): string {
  return [getCity(cityId)?.name, getCountry(countryId)?.name]
    .filter((part): part is string => part !== undefined)
    .join(', ');
}
