import { BUSINESS_TYPES } from '../business-types';
import type { BusinessType } from '../business-types';
import { LAND_TYPES } from '../land-types';
import type { LandType } from '../land-types';
import { CITIES } from '../locations';
import { createRandom } from './prng';

// Deterministic fixtures for filter tests and benchmarks: same seed, same ads. Field names follow
// spec §3 so the objects fit the filters exactly as API data would.
export interface GeneratedLandAd {
  id: number;
  user_id: number;
  title: string;
  description: string;
  price: number;
  area: number;
  country_id: number;
  city_id: number;
  land_type: LandType;
  author_name: string;
  created_at: string;
  deleted: boolean;
}

export interface GeneratedBusinessAd {
  id: number;
  author_id: number;
  title: string;
  description?: string;
  price: number;
  business_type: BusinessType;
  country_id: number;
  city_id: number;
  annual_revenue?: number | null;
  employee_count?: number | null;
  established_year?: number | null;
  author_name: string;
  created_at: string;
}

const ADJECTIVES = ['Plodno', 'Mirno', 'Sunčano', 'Ravno', 'Veliko', 'Lepo', 'Šumovito'];
const NOUNS = ['imanje', 'parcela', 'zemljište', 'placa', 'njiva', 'voćnjak'];
const BUSINESS_NOUNS = ['Restoran', 'Pekara', 'Radionica', 'Apoteka', 'Škola', 'Prodavnica'];
const PHRASES = [
  'pored reke',
  'uz asfaltni put',
  'sa pogledom na planinu',
  'blizu centra',
  'sa strujom i vodom',
  'odličnih prihoda',
  'dugogodišnja tradicija',
];
const NAMES = ['Marko Petrović', 'Ana Jovanović', 'Ivana Horvat', 'Emir Hodžić', 'Jelena Vuković'];
const BASE_TIME = Date.UTC(2024, 0, 1);

export function generateLandAds(count: number, seed = 1): GeneratedLandAd[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, (_, index) => {
    const city = random.pick(CITIES);
    return {
      id: index + 1,
      user_id: random.int(1, 50),
      title: `${random.pick(ADJECTIVES)} ${random.pick(NOUNS)} ${city.name}`,
      description: `${random.pick(PHRASES)}, ${random.pick(PHRASES)}. Oglas ${index + 1}.`,
      price: random.int(1, 2000) * 500,
      area: random.int(100, 100_000),
      country_id: city.countryId,
      city_id: city.id,
      land_type: random.pick(LAND_TYPES),
      author_name: random.pick(NAMES),
      created_at: new Date(BASE_TIME + index * 3_600_000).toISOString(),
      deleted: false,
    };
  });
}

export function generateBusinessAds(count: number, seed = 1): GeneratedBusinessAd[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, (_, index) => {
    const city = random.pick(CITIES);
    const ad: GeneratedBusinessAd = {
      id: index + 1,
      author_id: random.int(1, 50),
      title: `${random.pick(BUSINESS_NOUNS)} ${random.pick(PHRASES)} (${city.name})`,
      price: random.int(1, 5000) * 1000,
      business_type: random.pick(BUSINESS_TYPES),
      country_id: city.countryId,
      city_id: city.id,
      // spec §3: revenue, employees and year are optional, so some ads lack them.
      annual_revenue: random.chance(0.2) ? null : random.int(0, 2000) * 1000,
      employee_count: random.chance(0.2) ? null : random.int(0, 300),
      established_year: random.chance(0.2) ? null : random.int(1900, 2024),
      author_name: random.pick(NAMES),
      created_at: new Date(BASE_TIME + index * 3_600_000).toISOString(),
    };
    // spec §3: the description may be absent for viewers not allowed to see it.
    if (random.chance(0.7)) ad.description = `${random.pick(PHRASES)}, ${random.pick(PHRASES)}.`;
    return ad;
  });
}
