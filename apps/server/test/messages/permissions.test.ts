import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserType } from '@marketplace/domain';
import { createTestApp, type TestContext } from '../helpers/app';
import { createUser, type TestUser } from '../helpers/users';
import type { BusinessAdView } from '../../src/services/business-ads';
import type { ConversationView } from '../../src/services/conversations';
import { createBusinessAd, postBusinessAd, validForm } from '../business-ads/fixtures';
import { insertLandAd } from './fixtures';

/**
 * DESIGN: roles are enforced by the server. One row per endpoint; one column per caller: anonymous,
 * each role (not involved with the resource), and the resource's author or participant.
 */
type Caller = 'anonymous' | UserType | 'author' | 'participant';

let ctx: TestContext;
let businessAuthor: TestUser;
let landAuthor: TestUser;
let participant: TestUser;
let businessAd: BusinessAdView;
let conversation: ConversationView;
const strangers = {} as Record<UserType, TestUser>;

beforeAll(async () => {
  ctx = await createTestApp();
  businessAuthor = await createUser(ctx, 'business_owner');
  landAuthor = await createUser(ctx, 'land_owner');
  participant = await createUser(ctx, 'investor');
  for (const role of ['land_owner', 'business_owner', 'investor'] as const) {
    strangers[role] = await createUser(ctx, role);
  }
  businessAd = await createBusinessAd(ctx, businessAuthor);
  const landAd = await insertLandAd(ctx, landAuthor);
  const started = await ctx.app.inject({
    method: 'POST',
    url: '/api/messages/conversations',
    headers: participant.headers,
    payload: { adId: landAd.id, receiverId: landAuthor.id, message: 'Početak' },
  });
  conversation = started.json<ConversationView>();
});
afterAll(() => ctx.close());

function who(caller: Caller): TestUser | null {
  if (caller === 'anonymous') return null;
  if (caller === 'author') return businessAuthor;
  if (caller === 'participant') return participant;
  return strangers[caller];
}

type Call = (user: TestUser | null) => Promise<LightMyRequestResponse>;
const headers = (user: TestUser | null) => user?.headers ?? {};

const endpoints: Record<string, Call> = {
  'POST /api/business-ads': (user) => postBusinessAd(ctx, user, validForm()),
  'PATCH /api/business-ads/{id}': (user) =>
    ctx.app.inject({
      method: 'PATCH',
      url: `/api/business-ads/${businessAd.id}`,
      headers: headers(user),
      payload: { price: 1000 },
    }),
  'GET /api/business-ads/user/me': (user) =>
    ctx.app.inject({ method: 'GET', url: '/api/business-ads/user/me', headers: headers(user) }),
  'GET /api/business-ads': (user) =>
    ctx.app.inject({ method: 'GET', url: '/api/business-ads', headers: headers(user) }),
  'POST /api/messages/conversations (business ad)': (user) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/messages/conversations',
      headers: headers(user),
      payload: {
        adId: businessAd.id,
        receiverId: businessAuthor.id,
        message: 'Zanima me',
        adType: 'business',
      },
    }),
  'GET /api/messages/conversations/{id}': (user) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/messages/conversations/${conversation.id}`,
      headers: headers(user),
    }),
  'POST /api/messages/conversations/{id}/messages': (user) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/messages/conversations/${conversation.id}/messages`,
      headers: headers(user),
      payload: { content: 'Poruka' },
    }),
  'GET /api/messages/unread-count': (user) =>
    ctx.app.inject({ method: 'GET', url: '/api/messages/unread-count', headers: headers(user) }),
  'GET /api/messages/conversations': (user) =>
    ctx.app.inject({ method: 'GET', url: '/api/messages/conversations', headers: headers(user) }),
};

// Columns: anonymous, land_owner, business_owner, investor, author (business ad), participant.
const matrix: [string, [number, number, number, number, number, number]][] = [
  ['POST /api/business-ads', [401, 403, 201, 403, 201, 403]],
  ['PATCH /api/business-ads/{id}', [401, 403, 403, 403, 200, 403]],
  ['GET /api/business-ads/user/me', [401, 200, 200, 200, 200, 200]],
  ['GET /api/business-ads', [200, 200, 200, 200, 200, 200]],
  ['POST /api/messages/conversations (business ad)', [401, 403, 403, 201, 403, 201]],
  ['GET /api/messages/conversations/{id}', [401, 403, 403, 403, 403, 200]],
  ['POST /api/messages/conversations/{id}/messages', [401, 403, 403, 403, 403, 201]],
  ['GET /api/messages/unread-count', [401, 200, 200, 200, 200, 200]],
  ['GET /api/messages/conversations', [401, 200, 200, 200, 200, 200]],
];
const callers: Caller[] = [
  'anonymous',
  'land_owner',
  'business_owner',
  'investor',
  'author',
  'participant',
];

describe.each(matrix)('%s', (endpoint, statuses) => {
  it.each(callers.map((caller, index) => [caller, statuses[index]!] as const))(
    'as %s answers %i',
    async (caller, status) => {
      const response = await endpoints[endpoint]!(who(caller));
      expect(response.statusCode, response.body).toBe(status);
      if (status >= 400) expect(response.json().message).toEqual(expect.any(String));
    },
  );
});

it('answers 404 for a conversation that does not exist, to anyone signed in', async () => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/messages/conversations/999999',
    headers: participant.headers,
  });
  expect(response.statusCode).toBe(404);
  const send = await ctx.app.inject({
    method: 'POST',
    url: '/api/messages/conversations/999999/messages',
    headers: participant.headers,
    payload: { content: 'x' },
  });
  expect(send.statusCode).toBe(404);
});
