import { describe, expect, it } from 'vitest';
import { multipartBody } from './multipart';
import type { BusinessAdForm, LandAdForm } from './types';

describe('multipartBody', () => {
  it('turns fields and images into FormData with repeated `images`', () => {
    const body = multipartBody<LandAdForm>({
      title: 'Plac kod Niša',
      price: 15000,
      area: '5000',
      country_id: 1,
      city_id: 103,
      land_type: 'agricultural',
      images: [new Blob(['a'], { type: 'image/png' }), new Blob(['b'], { type: 'image/png' })],
    }) as unknown as FormData;

    expect(body).toBeInstanceOf(FormData);
    expect(body.get('title')).toBe('Plac kod Niša');
    expect(body.get('price')).toBe('15000');
    expect(body.get('city_id')).toBe('103');
    expect(body.has('description')).toBe(false);
    expect(body.getAll('images')).toHaveLength(2);
  });

  it('sends null optional numbers as empty text and leaves out undefined ones', () => {
    const body = multipartBody<BusinessAdForm>({
      title: 'Pekara',
      description: 'Pekara u centru.',
      price: 0,
      business_type: 'other',
      country_id: '1',
      city_id: '101',
      annual_revenue: null,
      employee_count: undefined,
    }) as unknown as FormData;

    expect(body.get('price')).toBe('0');
    expect(body.get('annual_revenue')).toBe('');
    expect(body.has('employee_count')).toBe(false);
  });

  it('repeats a list field once per item, and sends none for an empty list', () => {
    const fields = {
      title: 'Plac',
      price: 1,
      area: 1,
      country_id: 1,
      city_id: 101,
      land_type: 'agricultural',
    } as const;
    const body = multipartBody<LandAdForm>({
      ...fields,
      utilities: ['electricity', 'road_access'],
    }) as unknown as FormData;
    expect(body.getAll('utilities')).toEqual(['electricity', 'road_access']);
    const none = multipartBody<LandAdForm>({ ...fields, utilities: [] }) as unknown as FormData;
    expect(none.has('utilities')).toBe(false);
  });
});
