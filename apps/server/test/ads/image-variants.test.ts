import { afterAll, beforeAll, expect, it } from 'vitest';
import type { components } from '@marketplace/api-client/schema';
import type { StoredImage } from '../../src/services/images';
import { createTestApp, type TestContext } from '../helpers/app';
import { imagePart } from '../helpers/images';
import { createLandAd, sendLandAd } from '../helpers/land-ads';
import { createUser, type TestUser } from '../helpers/users';
import { postBusinessAd, validForm } from '../business-ads/fixtures';

// The image service's variant fields (StoredImage largeFilename, width, height) are stored with
// the ad's images and answered as AdImage large_filename, width and height wherever images are:
// the create answer, the detail, the lists and the searches. Null where the service gave none.

type AdImage = components['schemas']['AdImage'];
type WithImages = { id: number; images: AdImage[] };

let ctx: TestContext;
let landOwner: TestUser;
let businessOwner: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  landOwner = await createUser(ctx, 'land_owner');
  businessOwner = await createUser(ctx, 'business_owner');
});
afterAll(() => ctx.close());

/** Runs `work` while the image service reports a 1600 px copy and the size of each image. */
async function withVariants<T>(work: () => Promise<T>): Promise<T> {
  const images = ctx.app.images;
  const realStoreAll = images.storeAll;
  images.storeAll = async (buffers) =>
    (await realStoreAll.call(images, buffers)).map((image: StoredImage, index): StoredImage => ({
      ...image,
      largeFilename: `large-${index}-${image.filename}`,
      width: 2560 + index,
      height: 1707,
    }));
  try {
    return await work();
  } finally {
    images.storeAll = realStoreAll;
  }
}

/** Runs `work` while the image service gives no copy or size (as for images stored before them). */
async function withoutVariants<T>(work: () => Promise<T>): Promise<T> {
  const images = ctx.app.images;
  const realStoreAll = images.storeAll;
  images.storeAll = async (buffers) =>
    (await realStoreAll.call(images, buffers)).map(
      ({ filename, thumbnailFilename }: StoredImage): StoredImage => ({
        filename,
        thumbnailFilename,
      }),
    );
  try {
    return await work();
  } finally {
    images.storeAll = realStoreAll;
  }
}

const get = async <T>(url: string, user: TestUser | null = null): Promise<T> => {
  const response = await ctx.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};

it('land ads: stored on create and edit, answered by the detail, lists and search', async () => {
  const [first, second] = [await imagePart('png'), await imagePart('jpeg')];
  const created = await withVariants(() =>
    createLandAd(ctx, landOwner, { images: [first, second] }),
  );
  const edited = await withVariants(() =>
    sendLandAd(ctx, landOwner, { method: 'PUT', id: created.id, images: [first] }),
  );
  expect(edited.statusCode, edited.body).toBe(200);
  // An image stored by a service without copies: nulls.
  await withoutVariants(() =>
    sendLandAd(ctx, landOwner, { method: 'PUT', id: created.id, images: [second] }),
  );

  const detail = await get<WithImages>(`/api/ads/${created.id}`);
  expect(detail.images).toEqual([
    expect.objectContaining({
      large_filename: expect.stringMatching(/^large-0-/),
      width: 2560,
      height: 1707,
    }),
    expect.objectContaining({
      large_filename: expect.stringMatching(/^large-1-/),
      width: 2561,
      height: 1707,
    }),
    expect.objectContaining({
      large_filename: expect.stringMatching(/^large-0-/),
      width: 2560,
      height: 1707,
    }),
    expect.objectContaining({ large_filename: null, width: null, height: null }),
  ]);
  const list = await get<WithImages[]>('/api/ads');
  const mine = await get<WithImages[]>('/api/ads/my-ads', landOwner);
  const search = await get<{ items: WithImages[] }>('/api/ads/search');
  for (const ads of [list, mine, search.items]) {
    expect(ads.find((ad) => ad.id === created.id)?.images).toEqual(detail.images);
  }
});

it('business ads: stored on create, answered by the detail, lists and search', async () => {
  const response = await withVariants(async () =>
    postBusinessAd(ctx, businessOwner, validForm({ images: [await imagePart('webp')] })),
  );
  expect(response.statusCode, response.body).toBe(201);
  const created = response.json<WithImages>();
  expect(created.images).toEqual([
    expect.objectContaining({
      large_filename: expect.stringMatching(/^large-0-/),
      width: 2560,
      height: 1707,
    }),
  ]);
  const detail = await get<WithImages>(`/api/business-ads/${created.id}`);
  const list = await get<WithImages[]>('/api/business-ads');
  const mine = await get<WithImages[]>('/api/business-ads/user/me', businessOwner);
  const search = await get<{ items: WithImages[] }>('/api/business-ads/search');
  for (const ads of [[detail], list, mine, search.items]) {
    expect(ads.find((ad) => ad.id === created.id)?.images).toEqual(created.images);
  }
});
