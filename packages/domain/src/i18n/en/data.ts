// English of the labels of the API's codes, the units and the place names (en/index.ts).
import type { unitsTexts } from '../../texts-frame';
import type { Translation } from '../translation';

type Labels = Readonly<Record<number, { readonly label: string }>>;
const labels = (...texts: string[]): Labels =>
  Object.fromEntries(texts.map((label, index) => [index, { label }]));

export const landTypes = labels(
  'Agricultural land',
  'Urban land',
  'Forest land',
  'Building land',
  'Recreational land',
);

export const businessTypes = labels(
  'Restaurants and hospitality',
  'Retail and services',
  'Manufacturing',
  'Technology and IT',
  'Healthcare',
  'Education',
  'Transport and logistics',
  'Real estate',
  'Finance and banking',
  'Other',
);

export const utilities = labels('Electricity', 'Water', 'Sewerage', 'Gas', 'Road access');

export const adStatuses = labels('Active', 'Reserved', 'Sold');

export const premises = labels('Owned', 'Leased', 'No business premises');

export const units: Translation<typeof unitsTexts> = {
  squareMetres: '{area}\u00a0m²',
  ares: '{count, plural, one {{ares}\u00a0are} other {{ares}\u00a0ares}}',
  hectares: '{hectares}\u00a0ha',
  perSquareMetre: '{price}/m²',
  perAre: '{price}/are',
  thousands: '{amount}K\u00a0€',
  millions: '{amount}M\u00a0€',
};

export const countries = {
  1: 'Serbia',
  2: 'Croatia',
  3: 'Bosnia and Herzegovina',
  4: 'Montenegro',
  5: 'North Macedonia',
};

// Place names stay as they are written, but for the ones English has its own name for.
export const cities = {
  1: { 0: 'Belgrade' },
  5: { 0: 'Skopje', 1: 'Bitola' },
};
