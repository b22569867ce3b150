import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app';
import { createUser, type TestUser } from '../helpers/users';
import type { BusinessAdView } from '../../src/services/business-ads';
import { createBusinessAd } from './fixtures';

// DESIGN (business ads): the description is returned only to investors and to the author.
let ctx: TestContext;
let ad: BusinessAdView;
const viewers: Record<string, TestUser | null> = { anonymous: null };
beforeAll(async () => {
  ctx = await createTestApp();
  const author = await createUser(ctx, 'business_owner');
  viewers.author = author;
  viewers.investor = await createUser(ctx, 'investor');
  viewers.otherBusinessOwner = await createUser(ctx, 'business_owner');
  viewers.landOwner = await createUser(ctx, 'land_owner');
  ad = await createBusinessAd(ctx, author, { description: 'Tajni opis' });
});
afterAll(() => ctx.close());

const table: [string, boolean][] = [
  ['anonymous', false],
  ['investor', true],
  ['author', true],
  ['otherBusinessOwner', false],
  ['landOwner', false],
];

describe.each(table)('description for %s', (viewer, visible) => {
  const headers = () => viewers[viewer]?.headers ?? {};

  it(`is ${visible ? 'present' : 'absent'} in the list`, async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/business-ads',
      headers: headers(),
    });
    expect(response.statusCode).toBe(200);
    const item = response.json<BusinessAdView[]>().find((candidate) => candidate.id === ad.id);
    expect(item).toBeDefined();
    if (visible) expect(item?.description).toBe('Tajni opis');
    else expect(item).not.toHaveProperty('description');
  });

  it(`is ${visible ? 'present' : 'absent'} in the detail`, async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/business-ads/${ad.id}`,
      headers: headers(),
    });
    expect(response.statusCode).toBe(200);
    if (visible) expect(response.json().description).toBe('Tajni opis');
    else expect(response.json()).not.toHaveProperty('description');
    expect(response.json().title).toBe(ad.title);
  });
});

it('treats an invalid token on the public list like no token', async () => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/business-ads',
    headers: { authorization: 'Bearer not-a-token' },
  });
  // The contract allows anonymous access; a stale stored token must not hide the list.
  expect(response.statusCode).toBe(200);
  expect(response.json<BusinessAdView[]>()[0]).not.toHaveProperty('description');
});
