import { bench, describe } from 'vitest';
import { filterBusinessAds, filterLandAds } from '../src/index';
import { generateBusinessAds, generateLandAds } from '../src/testing/index';

// spec §2: home and business lists are fetched once and filtered in the browser on every
// keystroke, so filtering a large list must stay far below one frame (16 ms).
const landAds = generateLandAds(10_000, 2024);
const businessAds = generateBusinessAds(10_000, 2024);

describe('filter 10,000 land ads', () => {
  bench('no criteria', () => {
    filterLandAds(landAds, {});
  });
  bench('text only', () => {
    filterLandAds(landAds, { text: 'reke' });
  });
  bench('every criterion', () => {
    filterLandAds(landAds, {
      text: 'plac',
      countryId: '1',
      cityId: '',
      minPrice: '1000',
      maxPrice: '900000',
    });
  });
});

describe('filter 10,000 business ads', () => {
  bench('no criteria', () => {
    filterBusinessAds(businessAds, {});
  });
  bench('text only', () => {
    filterBusinessAds(businessAds, { text: 'tradicija' });
  });
  bench('every criterion', () => {
    filterBusinessAds(businessAds, {
      text: 'pekara',
      countryId: '1',
      businessType: 'retail_services',
      minPrice: '1000',
      maxPrice: '4000000',
      minRevenue: '10000',
      maxRevenue: '1500000',
    });
  });
});
