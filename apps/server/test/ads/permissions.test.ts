import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app';
import { imagePart } from '../helpers/images';
import { createLandAd, landAdFields, sendLandAd } from '../helpers/land-ads';
import { createUser, type TestUser } from '../helpers/users';

// DESIGN: only land_owner creates land ads; only the author edits or deletes an ad or its images;
// a required token that is missing answers 401.
type Actor = 'anonymous' | 'author' | 'land_owner' | 'business_owner' | 'investor';
type Endpoint = 'list' | 'myAds' | 'detail' | 'create' | 'update' | 'delete' | 'deleteImage';

const MATRIX: Record<Endpoint, Record<Actor, number>> = {
  list: { anonymous: 200, author: 200, land_owner: 200, business_owner: 200, investor: 200 },
  myAds: { anonymous: 401, author: 200, land_owner: 200, business_owner: 200, investor: 200 },
  detail: { anonymous: 200, author: 200, land_owner: 200, business_owner: 200, investor: 200 },
  create: { anonymous: 401, author: 201, land_owner: 201, business_owner: 403, investor: 403 },
  update: { anonymous: 401, author: 200, land_owner: 403, business_owner: 403, investor: 403 },
  delete: { anonymous: 401, author: 204, land_owner: 403, business_owner: 403, investor: 403 },
  deleteImage: { anonymous: 401, author: 204, land_owner: 403, business_owner: 403, investor: 403 },
};

let ctx: TestContext;
let users: Record<Exclude<Actor, 'anonymous'>, TestUser>;
beforeAll(async () => {
  ctx = await createTestApp();
  users = {
    author: await createUser(ctx, 'land_owner'),
    land_owner: await createUser(ctx, 'land_owner'),
    business_owner: await createUser(ctx, 'business_owner'),
    investor: await createUser(ctx, 'investor'),
  };
});
afterAll(() => ctx.close());

async function call(endpoint: Endpoint, actor: Actor): Promise<LightMyRequestResponse> {
  const user = actor === 'anonymous' ? null : users[actor];
  const headers = user?.headers ?? {};
  // Every cell gets a fresh ad of the author's, so one cell's delete cannot affect another.
  const ad = await createLandAd(ctx, users.author, { images: [await imagePart()] });
  switch (endpoint) {
    case 'list':
      return ctx.app.inject({ method: 'GET', url: '/api/ads', headers });
    case 'myAds':
      return ctx.app.inject({ method: 'GET', url: '/api/ads/my-ads', headers });
    case 'detail':
      return ctx.app.inject({ method: 'GET', url: `/api/ads/${ad.id}`, headers });
    case 'create':
      return sendLandAd(ctx, user, { fields: landAdFields() });
    case 'update':
      return sendLandAd(ctx, user, { method: 'PUT', id: ad.id, fields: landAdFields() });
    case 'delete':
      return ctx.app.inject({ method: 'DELETE', url: `/api/ads/${ad.id}`, headers });
    case 'deleteImage':
      return ctx.app.inject({
        method: 'DELETE',
        url: `/api/ads/${ad.id}/images/${ad.images[0]!.id}`,
        headers,
      });
  }
}

const cells = Object.entries(MATRIX).flatMap(([endpoint, row]) =>
  Object.entries(row).map(
    ([actor, status]) => [endpoint as Endpoint, actor as Actor, status] as const,
  ),
);

describe('land ad permission matrix', () => {
  it.each(cells)('%s as %s → %i', async (endpoint, actor, status) => {
    const response = await call(endpoint, actor);
    expect(response.statusCode).toBe(status);
    if (status === 403 && endpoint !== 'create') {
      expect(response.json()).toEqual({ message: 'Nemate dozvolu da uređujete ovaj oglas' });
    }
    if (status >= 400) expect(response.json().message).toEqual(expect.any(String));
  });
});
