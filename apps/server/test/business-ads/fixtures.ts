import { expect } from 'vitest';
import type { BusinessAdView } from '../../src/services/business-ads';
import type { TestContext } from '../helpers/app';
import { multipart, type FieldValue } from '../helpers/multipart';
import type { TestUser } from '../helpers/users';

/** A complete, valid create form; tests override single fields. */
export const validForm = (
  overrides: Record<string, FieldValue> = {},
): Record<string, FieldValue> => ({
  title: 'Restoran sa baštom u centru Zagreba',
  description: 'Uhodan restoran sa 60 mesta i letnjom baštom.',
  price: '350000',
  business_type: 'restaurant_hospitality',
  country_id: '2',
  city_id: '201',
  annual_revenue: '420000.50',
  employee_count: '14',
  established_year: '2009',
  ...overrides,
});

/** POST /api/business-ads as `user` with a multipart form. */
export function postBusinessAd(
  ctx: TestContext,
  user: TestUser | null,
  fields: Record<string, FieldValue>,
) {
  const body = multipart(fields);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/business-ads',
    payload: body.payload,
    headers: { ...(user?.headers ?? {}), ...body.headers },
  });
}

/** Creates an ad through the API and returns it (asserting the 201). */
export async function createBusinessAd(
  ctx: TestContext,
  owner: TestUser,
  overrides: Record<string, FieldValue> = {},
): Promise<BusinessAdView> {
  const response = await postBusinessAd(ctx, owner, validForm(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<BusinessAdView>();
}
