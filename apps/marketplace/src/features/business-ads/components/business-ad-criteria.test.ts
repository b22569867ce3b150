import { describe, expect, it } from 'vitest';
import {
  businessAdAddress,
  businessAdSearchOf,
  businessCriteriaOf,
  hasHiddenCriteria,
} from './business-ad-criteria';

const read = (query: string) => businessAdAddress.read(new URLSearchParams(query));

describe('business search in the address', () => {
  it('round-trips every criterion and leaves newest out', () => {
    const criteria = businessCriteriaOf(
      {
        text: 'pekara',
        countryId: 3,
        cityId: '301',
        businessType: 'retail_services',
        minPrice: '1000',
        maxPrice: '',
        minRevenue: '0',
        maxRevenue: '90000',
      },
      'revenue_desc',
    );
    const written = businessAdAddress.write(criteria).toString();
    expect(written).toBe(
      'q=pekara&country_id=3&city_id=301&business_type=retail_services&price_min=1000&revenue_min=0&revenue_max=90000&sort=revenue_desc',
    );
    expect(read(written)).toEqual(criteria);
    expect(businessAdAddress.write(read('')).toString()).toBe('');
  });

  it('ignores an unknown type or sort, and a city outside the country', () => {
    expect(read('business_type=casino&sort=area_desc&country_id=1&city_id=201')).toMatchObject({
      businessType: '',
      sort: 'newest',
      countryId: '1',
      cityId: '',
    });
  });

  it('opens the filters for a link that sets one of them', () => {
    expect(hasHiddenCriteria(read('q=pekara&country_id=1&sort=price_asc'))).toBe(false);
    expect(hasHiddenCriteria(read('revenue_max=5'))).toBe(true);
    expect(hasHiddenCriteria(read('business_type=healthcare'))).toBe(true);
  });
});

describe('the request of the business criteria', () => {
  it('sends the one chosen type as the repeatable business_type, and the revenue bounds', () => {
    expect(
      businessAdSearchOf(read('q=+IT+&business_type=technology_it&revenue_min=0&price_max=x')),
    ).toEqual({
      q: 'IT',
      country_id: undefined,
      city_id: undefined,
      business_type: ['technology_it'],
      price_min: undefined,
      price_max: undefined,
      revenue_min: 0,
      revenue_max: undefined,
      sort: 'newest',
    });
  });
});
