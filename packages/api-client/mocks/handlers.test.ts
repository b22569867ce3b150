import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../src/client';
import { landThumbnailUrl } from '../src/image-urls';
import { multipartBody } from '../src/multipart';
import type { BusinessAdForm, LandAdForm } from '../src/types';
import {
  fixtureBusinessAds,
  fixtureConversations,
  fixtureLandAds,
  fixtureUsers,
  mockPassword,
} from './fixtures';
import { mockCaptcha, mockEmailTokens } from './handlers/auth';
import { mockUnsubscribeToken } from './handlers/notifications';
import { createHandlers } from './handlers';
import { placeholderImages } from './images/placeholders';
import { handlerOverrides, errorHandlers } from './overrides';
import { errorsOf, responseValidator } from './testing/contract';
import { createMockToken } from './token';

const BASE = 'http://marketplace.test';
const server = setupServer();
let token: string | null = null;
const api = createApiClient({ baseUrl: BASE, getToken: () => token });

const signInAs = (user: { id: number }) => {
  token = createMockToken(user.id);
};
const png = () =>
  new File(
    [Uint8Array.from(atob(placeholderImages['parcela-polje']), (c) => c.charCodeAt(0))],
    'a.png',
    {
      type: 'image/png',
    },
  );

/** Asserts the answer matches what openapi.yaml declares for that status. */
function expectContract(operationId: string, response: Response, body: unknown) {
  const validate = responseValidator(operationId, response.status);
  expect(validate(body), `${operationId} ${response.status}: ${errorsOf(validate)}`).toBe(true);
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  token = null;
  server.resetHandlers(...createHandlers());
});
afterAll(() => server.close());
afterEach(() => server.resetHandlers());

describe('land ads', () => {
  it('lists active ads newest first, without deleted ones', async () => {
    const { data, response } = await api.GET('/api/ads');
    expectContract('listAds', response, data);
    expect(data?.some((ad) => ad.deleted)).toBe(false);
    expect(data?.map((ad) => ad.created_at)).toEqual(
      [...(data ?? [])]
        .map((ad) => ad.created_at)
        .sort()
        .reverse(),
    );
  });

  it('creates an ad that later lists show, with its uploaded image served', async () => {
    signInAs(fixtureUsers.landOwner);
    const created = await api.POST('/api/ads', {
      body: multipartBody<LandAdForm>({
        title: 'Voćnjak kod Čačka',
        description: 'Zasad šljive, 400 stabala.',
        price: 32000,
        area: 7000,
        country_id: 1,
        city_id: 108,
        land_type: 'agricultural',
        images: [png()],
      }),
    });
    expect(created.response.status).toBe(201);
    expectContract('createAd', created.response, created.data);
    const ad = created.data!;
    expect(ad).toMatchObject({
      title: 'Voćnjak kod Čačka',
      price: 32000,
      user_id: 1,
      deleted: false,
    });
    expect(ad.images).toHaveLength(1);

    const list = await api.GET('/api/ads');
    expect(list.data?.[0]?.id).toBe(ad.id);
    const mine = await api.GET('/api/ads/my-ads');
    expect(mine.data?.map((item) => item.id)).toContain(ad.id);

    const image = await fetch(`${BASE}${landThumbnailUrl(ad.thumbnail!)}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('Content-Type')).toBe('image/png');
  });

  it('rejects a create without a token (401), by an investor (403) and with bad fields (400)', async () => {
    const body = multipartBody<LandAdForm>({
      title: 'Plac',
      price: 1000,
      area: 100,
      country_id: 1,
      city_id: 101,
      land_type: 'residential',
    });
    expect((await api.POST('/api/ads', { body })).response.status).toBe(401);
    signInAs(fixtureUsers.investor);
    const forbidden = await api.POST('/api/ads', { body });
    expect(forbidden.response.status).toBe(403);
    expectContract('createAd', forbidden.response, forbidden.error);
    signInAs(fixtureUsers.landOwner);
    const wrongCity = multipartBody<LandAdForm>({
      title: 'Plac',
      price: 1000,
      area: 100,
      country_id: 2,
      city_id: 101,
      land_type: 'residential',
    });
    expect((await api.POST('/api/ads', { body: wrongCity })).response.status).toBe(400);
  });

  it('hides a deleted ad from lists but still shows it to its author and to conversation parties', async () => {
    const id = fixtureLandAds.agriculturalNoviSad.id;
    signInAs(fixtureUsers.secondLandOwner);
    expect((await api.DELETE('/api/ads/{id}', { params: { path: { id } } })).response.status).toBe(
      403,
    );

    signInAs(fixtureUsers.landOwner);
    const deleted = await api.DELETE('/api/ads/{id}', { params: { path: { id } } });
    expect(deleted.response.status).toBe(204);

    expect((await api.GET('/api/ads')).data?.map((ad) => ad.id)).not.toContain(id);
    expect((await api.GET('/api/ads/my-ads')).data?.map((ad) => ad.id)).not.toContain(id);
    const own = await api.GET('/api/ads/{id}', { params: { path: { id } } });
    expect(own.data?.deleted).toBe(true);

    signInAs(fixtureUsers.investor); // has conversation 1 about this ad
    expect((await api.GET('/api/ads/{id}', { params: { path: { id } } })).data?.deleted).toBe(true);
    signInAs(fixtureUsers.secondInvestor);
    const hidden = await api.GET('/api/ads/{id}', { params: { path: { id } } });
    expect(hidden.response.status).toBe(404);
    // The server's text (domain texts.landAd.notFound, spec §8).
    expect(hidden.error).toEqual({ message: 'Oglas nije pronađen' });
  });

  it('updates fields, adds images and deletes one image', async () => {
    const ad = fixtureLandAds.recreationalHercegNovi;
    signInAs(fixtureUsers.landOwner);
    const updated = await api.PUT('/api/ads/{id}', {
      params: { path: { id: ad.id } },
      body: multipartBody<LandAdForm>({
        title: 'Plac za vikendicu kod Herceg Novog',
        description: ad.description,
        price: 52000,
        area: ad.area,
        country_id: ad.country_id,
        city_id: ad.city_id,
        land_type: ad.land_type,
        images: [png()],
      }),
    });
    expectContract('updateAd', updated.response, updated.data);
    expect(updated.data?.price).toBe(52000);
    expect(updated.data?.images).toHaveLength(ad.images.length + 1);

    const first = ad.images[0]!;
    const removed = await api.DELETE('/api/ads/{id}/images/{imageId}', {
      params: { path: { id: ad.id, imageId: first.id } },
    });
    expect(removed.response.status).toBe(204);
    const after = await api.GET('/api/ads/{id}', { params: { path: { id: ad.id } } });
    expect(after.data?.images.map((image) => image.id)).not.toContain(first.id);
    expect(after.data?.thumbnail).toBe(after.data?.images[0]?.thumbnail_filename);
  });
  it('refuses more than 10 images counting the existing ones (413)', async () => {
    const ad = fixtureLandAds.recreationalHercegNovi; // has 3 images
    signInAs(fixtureUsers.landOwner);
    const { response, error } = await api.PUT('/api/ads/{id}', {
      params: { path: { id: ad.id } },
      body: multipartBody<LandAdForm>({
        title: ad.title,
        price: ad.price,
        area: ad.area,
        country_id: ad.country_id,
        city_id: ad.city_id,
        land_type: ad.land_type,
        images: Array.from({ length: 8 }, png),
      }),
    });
    expect(response.status).toBe(413);
    expect(error).toEqual({ message: 'Možete dodati maksimalno 10 slika' });
  });
});

describe('business ads', () => {
  it('shows the description only to investors and the author', async () => {
    const id = fixtureBusinessAds.restaurantZagreb.id;
    const anonymous = await api.GET('/api/business-ads/{id}', { params: { path: { id } } });
    expectContract('getBusinessAd', anonymous.response, anonymous.data);
    expect(anonymous.data?.description).toBeUndefined();

    signInAs(fixtureUsers.investor);
    const list = await api.GET('/api/business-ads');
    expectContract('listBusinessAds', list.response, list.data);
    expect(list.data?.every((ad) => typeof ad.description === 'string')).toBe(true);

    signInAs(fixtureUsers.secondBusinessOwner);
    const other = await api.GET('/api/business-ads/{id}', { params: { path: { id } } });
    expect(other.data?.description).toBeUndefined();
  });

  it('searches a description only where the viewer may read it', async () => {
    const search = () =>
      api.GET('/api/business-ads/search', { params: { query: { q: 'preseljenja' } } });
    const anonymous = await search();
    expectContract('searchBusinessAds', anonymous.response, anonymous.data);
    expect(anonymous.data?.total).toBe(0);

    signInAs(fixtureUsers.investor);
    const investor = await search();
    expectContract('searchBusinessAds', investor.response, investor.data);
    expect(investor.data?.items.map((ad) => ad.id)).toEqual([
      fixtureBusinessAds.restaurantZagreb.id,
    ]);
  });

  it('creates, patches (null clears an optional number) and deletes', async () => {
    signInAs(fixtureUsers.businessOwner);
    const created = await api.POST('/api/business-ads', {
      body: multipartBody<BusinessAdForm>({
        title: 'Pekara u Novom Sadu',
        description: 'Pekara sa tradicijom, kompletna oprema.',
        price: 120000,
        business_type: 'manufacturing',
        country_id: 1,
        city_id: 102,
        annual_revenue: 90000,
        employee_count: 6,
        established_year: null,
        images: [png()],
      }),
    });
    expect(created.response.status).toBe(201);
    expectContract('createBusinessAd', created.response, created.data);
    const id = created.data!.id;
    expect(created.data).toMatchObject({ annual_revenue: 90000, established_year: null });

    const patched = await api.PATCH('/api/business-ads/{id}', {
      params: { path: { id } },
      body: { title: '  Pekara u centru Novog Sada ', annual_revenue: null, price: 110000 },
    });
    expectContract('updateBusinessAd', patched.response, patched.data);
    expect(patched.data).toMatchObject({
      title: 'Pekara u centru Novog Sada',
      annual_revenue: null,
    });

    const mine = await api.GET('/api/business-ads/user/me');
    expect(mine.data?.find((ad) => ad.id === id)?.price).toBe(110000);

    expect(
      (await api.DELETE('/api/business-ads/{id}', { params: { path: { id } } })).response.status,
    ).toBe(204);
    const gone = await api.GET('/api/business-ads/{id}', { params: { path: { id } } });
    expect(gone.response.status).toBe(404);
    expect((await api.GET('/api/business-ads')).data?.map((ad) => ad.id)).not.toContain(id);
  });

  it('refuses a patch by someone other than the author', async () => {
    signInAs(fixtureUsers.secondBusinessOwner);
    const { response, error } = await api.PATCH('/api/business-ads/{id}', {
      params: { path: { id: fixtureBusinessAds.restaurantZagreb.id } },
      body: { price: 1 },
    });
    expect(response.status).toBe(403);
    expect(error).toEqual({ message: 'Nemate dozvolu da uređujete ovaj oglas' });
  });
});

describe('auth', () => {
  it('logs in with the fixture password and returns token and user', async () => {
    const { data, response } = await api.POST('/api/auth/login', {
      body: { email: fixtureUsers.investor.email, password: mockPassword },
    });
    expectContract('login', response, data);
    expect(data?.user).toEqual(fixtureUsers.investor);
    token = data!.token;
    expect((await api.GET('/api/auth/me')).data?.id).toBe(fixtureUsers.investor.id);
  });

  it('asks for a captcha from the 3rd failure and then requires the right answer', async () => {
    const attempt = (
      extra: { captchaQuestion?: string; captchaAnswer?: string } = {},
      password = 'pogresna',
    ) =>
      api.POST('/api/auth/login', {
        body: { email: fixtureUsers.landOwner.email, password, ...extra },
      });
    const first = await attempt();
    expect(first.response.status).toBe(401);
    expect(first.error).toEqual({ message: 'Pogrešan email ili lozinka.' });
    await attempt();
    const third = await attempt();
    expectContract('login', third.response, third.error);
    expect(third.error).toMatchObject({ requiresCaptcha: true, captcha: mockCaptcha.question });

    const withoutCaptcha = await attempt({}, mockPassword);
    expect(withoutCaptcha.response.status).toBe(401);
    expect(withoutCaptcha.error).toMatchObject({ requiresCaptcha: true });

    const solved = await attempt(
      { captchaQuestion: mockCaptcha.question, captchaAnswer: mockCaptcha.answer },
      mockPassword,
    );
    expect(solved.response.status).toBe(200);
    expect(solved.data?.user.id).toBe(fixtureUsers.landOwner.id);
  });

  it('refuses an unverified email with 403', async () => {
    const { response, error } = await api.POST('/api/auth/login', {
      body: { email: fixtureUsers.unverifiedInvestor.email, password: mockPassword },
    });
    expect(response.status).toBe(403);
    expectContract('login', response, error);
  });

  it('registers (201), and answers the same email again exactly alike (201)', async () => {
    const body = {
      full_name: 'Petar Đorđević',
      email: 'petar.djordjevic@example.rs',
      password: 'lozinka456',
      user_type: 'investor' as const,
    };
    const first = await api.POST('/api/auth/register', { body });
    expect(first.response.status).toBe(201);
    expectContract('register', first.response, first.data);
    const second = await api.POST('/api/auth/register', { body });
    expect(second.response.status).toBe(201);
    expect(second.data).toEqual(first.data);
  });

  it('verifies, resets and changes passwords with the mock tokens', async () => {
    expect(
      (await api.POST('/api/auth/verify-email', { body: { token: mockEmailTokens.verification } }))
        .response.status,
    ).toBe(200);
    expect(
      (await api.POST('/api/auth/verify-email', { body: { token: 'x' } })).response.status,
    ).toBe(400);
    expect(
      (
        await api.POST('/api/auth/reset-password', {
          body: { token: mockEmailTokens.passwordReset, newPassword: 'novaLozinka1' },
        })
      ).response.status,
    ).toBe(200);
    signInAs(fixtureUsers.investor);
    const wrong = await api.POST('/api/auth/change-password', {
      body: { oldPassword: 'nije-ta', newPassword: 'novaLozinka1' },
    });
    expect(wrong.response.status).toBe(400);
    const changed = await api.POST('/api/auth/change-password', {
      body: { oldPassword: mockPassword, newPassword: 'novaLozinka1' },
    });
    expect(changed.data).toMatchObject({ message: 'Lozinka je uspešno promenjena.' });
    expect(changed.data?.token.split('.')).toHaveLength(3);
  });

  it('treats an expired token as signed out', async () => {
    token = createMockToken(fixtureUsers.investor.id, { expiresInSeconds: -10 });
    const { response, error } = await api.GET('/api/auth/me');
    expect(response.status).toBe(401);
    expectContract('getMe', response, error);
    expect((await api.POST('/api/auth/logout')).response.status).toBe(401);
  });
});

describe('messages', () => {
  it('lists the investor fixture conversations and sums their unread counts', async () => {
    signInAs(fixtureUsers.investor);
    const list = await api.GET('/api/messages/conversations');
    expectContract('listConversations', list.response, list.data);
    expect(list.data?.map((c) => c.unread_count).sort((a, b) => a - b)).toEqual([0, 0, 3, 12]);
    expect((await api.GET('/api/messages/unread-count')).data).toEqual({ unreadCount: 15 });
  });

  it('marks messages read when a conversation is opened', async () => {
    signInAs(fixtureUsers.investor);
    const id = fixtureConversations.businessRestaurant.id;
    const opened = await api.GET('/api/messages/conversations/{id}', { params: { path: { id } } });
    expectContract('getConversationMessages', opened.response, opened.data);
    expect(opened.data).toHaveLength(4);
    expect((await api.GET('/api/messages/unread-count')).data).toEqual({ unreadCount: 12 });
  });

  it('sends a message that becomes the last one, and refuses blank or outsider messages', async () => {
    signInAs(fixtureUsers.landOwner);
    const id = fixtureConversations.landNoviSad.id;
    const sent = await api.POST('/api/messages/conversations/{id}/messages', {
      params: { path: { id } },
      body: { content: '  Subota u 10h odgovara.  ' },
    });
    expect(sent.response.status).toBe(201);
    expectContract('sendMessage', sent.response, sent.data);
    expect(sent.data?.content).toBe('Subota u 10h odgovara.');

    signInAs(fixtureUsers.investor);
    const list = await api.GET('/api/messages/conversations');
    expect(list.data?.[0]).toMatchObject({
      id,
      last_message: 'Subota u 10h odgovara.',
      unread_count: 1,
    });

    const blank = await api.POST('/api/messages/conversations/{id}/messages', {
      params: { path: { id } },
      body: { content: '   ' },
    });
    expect(blank.response.status).toBe(400);
    signInAs(fixtureUsers.secondInvestor);
    const outsider = await api.GET('/api/messages/conversations/{id}', {
      params: { path: { id } },
    });
    expect(outsider.response.status).toBe(403);
  });

  it('starts a conversation once per ad and investor, appending later starts', async () => {
    signInAs(fixtureUsers.secondInvestor);
    const ad = fixtureBusinessAds.itCompanyBelgrade;
    const body = {
      adId: ad.id,
      receiverId: ad.author_id,
      message: 'Dobar dan, zanima me firma.',
      adType: 'business' as const,
    };
    const first = await api.POST('/api/messages/conversations', { body });
    expect(first.response.status).toBe(201);
    expectContract('startConversation', first.response, first.data);
    expect(first.data).toMatchObject({
      ad_type: 'business',
      ad_id: ad.id,
      business_ad_id: ad.id,
      ad_title: ad.title,
    });
    const again = await api.POST('/api/messages/conversations', {
      body: { ...body, message: 'Još jedno pitanje.' },
    });
    expect(again.data?.id).toBe(first.data?.id);
    expect(again.data?.last_message).toBe('Još jedno pitanje.');

    // The author has read everything in the fixtures; both new messages are unread for her.
    signInAs(fixtureUsers.businessOwner);
    expect((await api.GET('/api/messages/unread-count')).data).toEqual({ unreadCount: 2 });
  });

  it('lets only investors start conversations, addressed to the ad author', async () => {
    const ad = fixtureLandAds.buildingPlotZagreb;
    signInAs(fixtureUsers.landOwner);
    const body = { adId: ad.id, receiverId: ad.user_id, message: 'Pitanje' };
    expect((await api.POST('/api/messages/conversations', { body })).response.status).toBe(403);
    signInAs(fixtureUsers.investor);
    const wrongReceiver = await api.POST('/api/messages/conversations', {
      body: { ...body, receiverId: fixtureUsers.landOwner.id },
    });
    expect(wrongReceiver.response.status).toBe(400);
  });
});

describe('favourites, reports and blocks', () => {
  const land = fixtureLandAds.agriculturalNoviSad;
  const business = fixtureBusinessAds.restaurantZagreb;

  it('saves ads idempotently, lists them newest saved first, and removes them', async () => {
    expect((await api.GET('/api/favorites')).response.status).toBe(401);
    signInAs(fixtureUsers.investor);
    const landPath = { params: { path: { adType: 'land' as const, id: land.id } } };
    const first = await api.PUT('/api/favorites/{adType}/{id}', landPath);
    expectContract('saveFavorite', first.response, first.data);
    expect(first.data).toMatchObject({ ad_type: 'land', ad_id: land.id, title: land.title });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const again = await api.PUT('/api/favorites/{adType}/{id}', landPath);
    expect(again.data?.saved_at).toBe(first.data?.saved_at);
    await api.PUT('/api/favorites/{adType}/{id}', {
      params: { path: { adType: 'business', id: business.id } },
    });
    const list = await api.GET('/api/favorites');
    expectContract('listFavorites', list.response, list.data);
    expect(list.data?.map((entry) => `${entry.ad_type} ${entry.ad_id}`)).toEqual([
      `business ${business.id}`,
      `land ${land.id}`,
    ]);
    const detail = await api.GET('/api/ads/{id}', { params: { path: { id: land.id } } });
    expect(detail.data?.is_favorite).toBe(true);

    const removed = await api.DELETE('/api/favorites/{adType}/{id}', landPath);
    expect(removed.response.status).toBe(204);
    expect((await api.DELETE('/api/favorites/{adType}/{id}', landPath)).response.status).toBe(204);
    expect((await api.GET('/api/favorites')).data).toHaveLength(1);
    const unknown = await api.PUT('/api/favorites/{adType}/{id}', {
      params: { path: { adType: 'land', id: 999 } },
    });
    expect(unknown.response.status).toBe(404);
  });

  it('keeps a saved ad that was since deleted, marked deleted', async () => {
    signInAs(fixtureUsers.investor);
    const path = { params: { path: { adType: 'business' as const, id: business.id } } };
    await api.PUT('/api/favorites/{adType}/{id}', path);
    signInAs(fixtureUsers.businessOwner);
    await api.DELETE('/api/business-ads/{id}', { params: { path: { id: business.id } } });
    signInAs(fixtureUsers.investor);
    const list = await api.GET('/api/favorites');
    expectContract('listFavorites', list.response, list.data);
    expect(list.data?.[0]).toMatchObject({ ad_id: business.id, deleted: true });
  });

  it("takes one report per user and ad, never of the reporter's own ad", async () => {
    const body = { ad_type: 'land' as const, ad_id: land.id, reason: 'fraud' as const };
    expect((await api.POST('/api/reports', { body })).response.status).toBe(401);
    signInAs(fixtureUsers.investor);
    const created = await api.POST('/api/reports', { body: { ...body, note: '  Lažno.  ' } });
    expect(created.response.status).toBe(201);
    expectContract('createReport', created.response, created.data);
    expect(created.data).toMatchObject({ reason: 'fraud', note: 'Lažno.' });
    const again = await api.POST('/api/reports', { body: { ...body, reason: 'other' } });
    expect(again.response.status).toBe(409);
    expect(again.error?.message).toBe('Već ste prijavili ovaj oglas.');
    signInAs(fixtureUsers.landOwner);
    expect((await api.POST('/api/reports', { body })).response.status).toBe(403);
    const unknown = await api.POST('/api/reports', { body: { ...body, ad_id: 999 } });
    expect(unknown.response.status).toBe(404);
  });

  it('blocks a user: refuses their messages, leaves them out of unread counts, and unblocks', async () => {
    const conversation = fixtureConversations.businessRestaurant;
    const owner = { params: { path: { userId: fixtureUsers.businessOwner.id } } };
    signInAs(fixtureUsers.investor);
    expect(
      (await api.PUT('/api/blocks/{userId}', { params: { path: { userId: 3 } } })).response.status,
    ).toBe(400);
    // Only someone the caller has a conversation with; anyone else, existing or not, is one 404.
    for (const userId of [
      fixtureUsers.secondLandOwner.id,
      fixtureUsers.unverifiedInvestor.id,
      999_999,
    ]) {
      const refused = await api.PUT('/api/blocks/{userId}', { params: { path: { userId } } });
      expect(refused.response.status).toBe(404);
      expect(refused.error).toEqual({ message: 'Korisnik nije pronađen.' });
    }
    const blocked = await api.PUT('/api/blocks/{userId}', owner);
    expectContract('blockUser', blocked.response, blocked.data);
    expect(blocked.data).toMatchObject({ user_id: fixtureUsers.businessOwner.id });
    const list = await api.GET('/api/blocks');
    expectContract('listBlocks', list.response, list.data);
    expect(list.data?.map((entry) => entry.user_id)).toEqual([fixtureUsers.businessOwner.id]);
    // The restaurant conversation's 3 unread messages are from the blocked owner.
    expect((await api.GET('/api/messages/unread-count')).data).toEqual({ unreadCount: 12 });
    // The blocker may still write.
    const own = await api.POST('/api/messages/conversations/{id}/messages', {
      params: { path: { id: conversation.id } },
      body: { content: 'Ipak me zanima.' },
    });
    expect(own.response.status).toBe(201);

    signInAs(fixtureUsers.businessOwner);
    const refused = await api.POST('/api/messages/conversations/{id}/messages', {
      params: { path: { id: conversation.id } },
      body: { content: 'Zdravo' },
    });
    expect(refused.response.status).toBe(403);
    expect(refused.error?.message).toBe('Ovaj korisnik vas je blokirao. Poruka nije poslata.');

    signInAs(fixtureUsers.investor);
    expect((await api.DELETE('/api/blocks/{userId}', owner)).response.status).toBe(204);
    expect((await api.GET('/api/messages/unread-count')).data).toEqual({ unreadCount: 15 });
  });
});

describe('images and overrides', () => {
  it('serves placeholder PNGs for fixture file names on both image path schemes', async () => {
    const land = fixtureLandAds.agriculturalNoviSad.images[0]!;
    const business = fixtureBusinessAds.restaurantZagreb.images[0]!;
    for (const url of [
      `${BASE}/api/ads/uploads/${land.filename}`,
      `${BASE}/api/ads/uploads/thumbnails/${land.thumbnail_filename}`,
      `http://other-origin.test/uploads/${business.filename}`,
      `http://other-origin.test/uploads/thumbnails/${business.thumbnail_filename}`,
    ]) {
      const response = await fetch(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(Array.from(bytes.slice(1, 4)), url).toEqual([0x50, 0x4e, 0x47]); // "PNG"
    }
    expect((await fetch(`${BASE}/uploads/nepostojeca.png`)).status).toBe(404);
  });

  it('lets a test prepend an error state', async () => {
    server.use(handlerOverrides.listAdsError);
    const { response, error } = await api.GET('/api/ads');
    expect(response.status).toBe(500);
    expectContract('listAds', response, error);
    // The server's 500 text (domain serverTexts.api.internalError).
    expect(error).toEqual({
      message: 'Došlo je do greške na serveru. Pokušajte ponovo kasnije.',
    });
  });

  it('has a 500 override for every operation', async () => {
    server.use(errorHandlers.getUnreadCount);
    signInAs(fixtureUsers.investor);
    expect((await api.GET('/api/messages/unread-count')).response.status).toBe(500);
  });

  it('keeps the state of separate handler sets apart', async () => {
    signInAs(fixtureUsers.landOwner);
    const id = fixtureLandAds.agriculturalNoviSad.id;
    await api.DELETE('/api/ads/{id}', { params: { path: { id } } });
    server.resetHandlers(...createHandlers());
    expect((await api.GET('/api/ads')).data?.map((ad) => ad.id)).toContain(id);
  });

  it('answers the health check', async () => {
    expect((await api.GET('/api/health')).data).toEqual({ status: 'ok' });
  });
});

describe('notice settings and saved searches', () => {
  it('keeps notice settings per user, and the unsubscribe token turns one kind off without a sign-in', async () => {
    const user = fixtureUsers.investor;
    signInAs(user);
    const initial = await api.GET('/api/profile/notifications');
    expectContract('getNotificationSettings', initial.response, initial.data);
    expect(initial.data).toEqual({ message_emails: true, saved_search_emails: true });
    const patched = await api.PATCH('/api/profile/notifications', {
      body: { saved_search_emails: false },
    });
    expectContract('updateNotificationSettings', patched.response, patched.data);
    expect(patched.data).toEqual({ message_emails: true, saved_search_emails: false });

    token = null;
    const answer = await api.POST('/api/unsubscribe', {
      params: { query: { token: mockUnsubscribeToken(user.id, 'messages') } },
    });
    expectContract('unsubscribe', answer.response, answer.data);
    const forged = await api.POST('/api/unsubscribe', { params: { query: { token: 'x.y.z' } } });
    expect(forged.data).toEqual(answer.data);
    signInAs(user);
    const after = await api.GET('/api/profile/notifications');
    expect(after.data).toEqual({ message_emails: false, saved_search_emails: false });
  });

  it('saves, lists (own, newest first) and deletes saved searches', async () => {
    const [owner, other] = [fixtureUsers.investor, fixtureUsers.landOwner];
    signInAs(owner);
    const first = await api.POST('/api/saved-searches', {
      body: { kind: 'land', params: { country_id: 1, price_max: 50000 }, frequency: 'daily' },
    });
    expectContract('createSavedSearch', first.response, first.data);
    expect(first.response.status).toBe(201);
    const second = await api.POST('/api/saved-searches', {
      body: { kind: 'business', params: { q: 'restoran' }, frequency: 'instant' },
    });
    const list = await api.GET('/api/saved-searches');
    expectContract('listSavedSearches', list.response, list.data);
    expect(list.data?.map((search) => search.id)).toEqual([second.data!.id, first.data!.id]);

    signInAs(other);
    expect((await api.GET('/api/saved-searches')).data).toEqual([]);
    const foreign = await api.DELETE('/api/saved-searches/{id}', {
      params: { path: { id: first.data!.id } },
    });
    expect(foreign.response.status).toBe(404);

    signInAs(owner);
    const removed = await api.DELETE('/api/saved-searches/{id}', {
      params: { path: { id: first.data!.id } },
    });
    expect(removed.response.status).toBe(204);
    expect((await api.GET('/api/saved-searches')).data?.map((search) => search.id)).toEqual([
      second.data!.id,
    ]);
  });
});
