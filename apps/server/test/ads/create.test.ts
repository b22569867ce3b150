import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app';
import { imagePart } from '../helpers/images';
import { landAdFields, sendLandAd, storedFiles } from '../helpers/land-ads';
import { createUser, type TestUser } from '../helpers/users';

let ctx: TestContext;
let owner: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx, 'land_owner', { fullName: 'Marko Petrović' });
});
afterAll(() => ctx.close());

const LOCATION = 'Molimo izaberite državu i grad iz liste. (ID mora biti broj)';

describe('POST /api/ads', () => {
  it('creates the ad with its images and answers 201 with the LandAd', async () => {
    const response = await sendLandAd(ctx, owner, {
      fields: landAdFields({ title: '  Njiva uz reku  ', price: '1250.50', area: '800' }),
      images: [await imagePart('jpeg'), await imagePart('png'), await imagePart('webp')],
    });
    expect(response.statusCode).toBe(201);
    const ad = response.json();
    expect(ad).toMatchObject({
      user_id: owner.id,
      title: 'Njiva uz reku',
      description: 'Ravna parcela uz asfaltni put.',
      price: 1250.5,
      area: 800,
      country_id: 1,
      city_id: 102,
      land_type: 'agricultural',
      author_name: 'Marko Petrović',
      deleted: false,
    });
    expect(ad.id).toBeGreaterThan(0);
    expect(new Date(ad.created_at).toISOString()).toBe(ad.created_at);
    expect(ad.images).toHaveLength(3);
    expect(ad.images.map((image: { order_index: number }) => image.order_index)).toEqual([0, 1, 2]);
    for (const image of ad.images) {
      expect(image.filename).toMatch(/^[a-f0-9]{32}\.webp$/);
      expect(image.thumbnail_filename).toMatch(/^[a-f0-9]{32}-thumb\.webp$/);
    }
    expect(ad.thumbnail).toBe(ad.images[0].thumbnail_filename);
    const files = storedFiles(ctx);
    for (const image of ad.images) {
      expect(files).toContain(image.filename);
      expect(files).toContain(`thumbnails/${image.thumbnail_filename}`);
    }
  });

  it('creates an ad without images, with a null thumbnail and an empty description', async () => {
    const response = await sendLandAd(ctx, owner, {
      fields: landAdFields({ description: undefined }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ thumbnail: null, images: [], description: '' });
  });

  it('answers 401 without a token and 401 with a forged one', async () => {
    expect((await sendLandAd(ctx, null)).statusCode).toBe(401);
    const forged = { ...owner, headers: { authorization: 'Bearer abc.def.ghi' } };
    const response = await sendLandAd(ctx, forged);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Niste prijavljeni ili je sesija istekla.');
  });

  it.each(['investor', 'business_owner'] as const)('answers 403 to a %s', async (role) => {
    const user = await createUser(ctx, role);
    const response = await sendLandAd(ctx, user, { images: [await imagePart()] });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      'Samo vlasnici zemljišta mogu postavljati oglase za zemljište.',
    );
  });
});

describe('POST /api/ads validation (400, Serbian message)', () => {
  it('names a refused field by its label and bound, and says which field it was', async () => {
    const response = await sendLandAd(ctx, owner, {
      fields: landAdFields({ title: 'N'.repeat(319) }),
      images: [await imagePart()],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Neispravan zahtev: polje „Naslov“ može imati najviše 200 karaktera.',
      field: 'title',
    });
  });

  const cases: [string, Record<string, string | undefined>, string | RegExp][] = [
    ['a blank title', { title: '   ' }, /naslov|title/i],
    ['a missing title', { title: undefined }, /„Naslov“/],
    ['a zero price', { price: '0' }, 'Cena mora biti broj veći od 0.'],
    ['a zero area', { area: '0.00' }, 'Površina mora biti broj veći od 0.'],
    ['a negative price', { price: '-5' }, /„Cena“/],
    ['a price that is not a number', { price: '12e3' }, /„Cena“/],
    ['a country outside 1–5', { country_id: '6' }, /„Država“/],
    ['a non-numeric city', { city_id: 'Beograd' }, /„Grad“/],
    ['a city of another country', { country_id: '2', city_id: '102' }, LOCATION],
    ['a city past the country’s list', { country_id: '4', city_id: '421' }, LOCATION],
    ['an unknown land type', { land_type: 'swamp' }, /„Tip zemljišta“/],
    ['an unknown field', { owner_id: '1' }, 'Neispravan zahtev: nepoznato polje "owner_id".'],
  ];

  it.each(cases)('refuses %s', async (_name, overrides, message) => {
    const before = storedFiles(ctx);
    const response = await sendLandAd(ctx, owner, {
      fields: landAdFields(overrides),
      images: [await imagePart()],
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    if (typeof message === 'string') expect(body.message).toBe(message);
    else expect(body.message).toMatch(message);
    expect(storedFiles(ctx)).toEqual(before);
  });

  it('refuses an images field sent as text instead of a file', async () => {
    const response = await sendLandAd(ctx, owner, {
      fields: landAdFields({ images: 'https://example.com/slika.jpg' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Polje "images" mora sadržati datoteke slika.');
  });

  it('refuses a JSON body: the contract declares multipart only (415)', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/ads',
      headers: owner.headers,
      payload: {
        title: 'x',
        price: 1,
        area: 1,
        country_id: 1,
        city_id: 101,
        land_type: 'agricultural',
      },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('Tip sadržaja nije podržan.');
  });
});
