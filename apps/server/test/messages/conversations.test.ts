import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app';
import { createUser, type TestUser } from '../helpers/users';
import type { ConversationView } from '../../src/services/conversations';
import type { MessageView } from '../../src/services/messages';
import { createBusinessAd } from '../business-ads/fixtures';
import { insertLandAd, sendMessage, startConversation, unreadCount } from './fixtures';

let ctx: TestContext;
let owner: TestUser;
let investor: TestUser;
let ad: { id: number; title: string };
beforeAll(async () => {
  ctx = await createTestApp();
  ctx.clock.now = new Date('2030-03-01T08:00:00Z');
  owner = await createUser(ctx, 'land_owner', { fullName: 'Marko Petrović' });
  investor = await createUser(ctx, 'investor', { fullName: 'Stefan Nikolić' });
  ad = await insertLandAd(ctx, owner);
});
afterAll(() => ctx.close());

const openConversation = (user: TestUser | null, id: number | string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/messages/conversations/${id}`,
    headers: user?.headers ?? {},
  });

describe('conversation flow investor → land owner', () => {
  let conversationId: number;

  it('starts a conversation: 201 with the contract shape', async () => {
    const response = await startConversation(ctx, investor, {
      adId: ad.id,
      receiverId: owner.id,
      message: '  Poštovani, da li je cena fiksna?  ',
    });
    expect(response.statusCode).toBe(201);
    const conversation = response.json<ConversationView>();
    expect(conversation).toEqual({
      id: expect.any(Number),
      ad_id: ad.id,
      business_ad_id: null,
      ad_type: 'land',
      ad_title: ad.title,
      sender_id: investor.id,
      receiver_id: owner.id,
      sender_name: 'Stefan Nikolić',
      receiver_name: 'Marko Petrović',
      last_message: 'Poštovani, da li je cena fiksna?',
      last_message_time: '2030-03-01T08:00:00.000Z',
      unread_count: 0,
    });
    conversationId = conversation.id;
  });

  it('appends a second start for the same ad to the same conversation', async () => {
    ctx.clock.advance(60_000);
    const response = await startConversation(ctx, investor, {
      adId: ad.id,
      receiverId: owner.id,
      message: 'Može li obilazak u subotu?',
      adType: 'land',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      id: conversationId,
      last_message: 'Može li obilazak u subotu?',
      last_message_time: '2030-03-01T08:01:00.000Z',
    });
  });

  it("counts the owner's unread messages (2) and none for the investor", async () => {
    expect(await unreadCount(ctx, owner)).toBe(2);
    expect(await unreadCount(ctx, investor)).toBe(0);
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/messages/conversations',
      headers: owner.headers,
    });
    expect(list.json<ConversationView[]>()).toEqual([
      expect.objectContaining({ id: conversationId, unread_count: 2 }),
    ]);
  });

  it('opening as the owner lists messages oldest first and marks them read', async () => {
    const response = await openConversation(owner, conversationId);
    expect(response.statusCode).toBe(200);
    expect(response.json<MessageView[]>()).toEqual([
      {
        id: expect.any(Number),
        sender_id: investor.id,
        content: 'Poštovani, da li je cena fiksna?',
        created_at: '2030-03-01T08:00:00.000Z',
      },
      {
        id: expect.any(Number),
        sender_id: investor.id,
        content: 'Može li obilazak u subotu?',
        created_at: '2030-03-01T08:01:00.000Z',
      },
    ]);
    expect(await unreadCount(ctx, owner)).toBe(0);
  });

  it('opening as the investor does not mark his own messages read for the owner', async () => {
    ctx.clock.advance(60_000);
    await startConversation(ctx, investor, {
      adId: ad.id,
      receiverId: owner.id,
      message: 'Još nešto',
    });
    expect((await openConversation(investor, conversationId)).statusCode).toBe(200);
    expect(await unreadCount(ctx, owner)).toBe(1);
    await openConversation(owner, conversationId);
    expect(await unreadCount(ctx, owner)).toBe(0);
  });

  it("the owner's reply counts 1 unread for the investor", async () => {
    ctx.clock.advance(60_000);
    const response = await sendMessage(ctx, owner, conversationId, ' Cena je okvirna. ');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      sender_id: owner.id,
      content: 'Cena je okvirna.',
      created_at: '2030-03-01T08:03:00.000Z',
    });
    expect(await unreadCount(ctx, investor)).toBe(1);
    expect(await unreadCount(ctx, owner)).toBe(0);
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/messages/conversations',
      headers: investor.headers,
    });
    expect(list.json<ConversationView[]>()[0]).toMatchObject({
      id: conversationId,
      last_message: 'Cena je okvirna.',
      last_message_time: '2030-03-01T08:03:00.000Z',
      unread_count: 1,
    });
  });
});

describe('message validation', () => {
  let conversationId: number;
  beforeAll(async () => {
    const other = await insertLandAd(ctx, owner, 'Gradsko zemljište');
    const started = await startConversation(ctx, investor, {
      adId: other.id,
      receiverId: owner.id,
      message: 'Zdravo',
    });
    conversationId = started.json<ConversationView>().id;
  });

  it.each([
    ['an empty message', ''],
    ['a whitespace-only message', ' \n\t '],
    ['5001 characters', 'a'.repeat(5001)],
  ])('refuses %s (400) when starting and when sending', async (_name, text) => {
    const start = await startConversation(ctx, investor, {
      adId: ad.id,
      receiverId: owner.id,
      message: text,
    });
    expect(start.statusCode).toBe(400);
    const send = await sendMessage(ctx, investor, conversationId, text);
    expect(send.statusCode).toBe(400);
    expect(send.json().message).toEqual(expect.any(String));
  });

  it('accepts exactly 5000 characters', async () => {
    const response = await sendMessage(ctx, investor, conversationId, 'b'.repeat(5000));
    expect(response.statusCode).toBe(201);
    expect(response.json().content).toHaveLength(5000);
  });

  it('refuses an unknown field and a missing message', async () => {
    const unknown = await startConversation(ctx, investor, {
      adId: ad.id,
      receiverId: owner.id,
      message: 'x',
      subject: 'y',
    });
    expect(unknown.statusCode).toBe(400);
    const missing = await startConversation(ctx, investor, { adId: ad.id, receiverId: owner.id });
    expect(missing.statusCode).toBe(400);
    const badType = await startConversation(ctx, investor, {
      adId: ad.id,
      receiverId: owner.id,
      message: 'x',
      adType: 'house',
    });
    expect(badType.statusCode).toBe(400);
  });
});

describe('business ad conversations', () => {
  it("links business_ad_id and ad_type 'business'", async () => {
    const businessOwner = await createUser(ctx, 'business_owner', { fullName: 'Jelena Jovanović' });
    const businessAd = await createBusinessAd(ctx, businessOwner, { title: 'Pekara u Nišu' });
    const response = await startConversation(ctx, investor, {
      adId: businessAd.id,
      receiverId: businessOwner.id,
      message: 'Kolika je mesečna zarada?',
      adType: 'business',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      ad_id: businessAd.id,
      business_ad_id: businessAd.id,
      ad_type: 'business',
      ad_title: 'Pekara u Nišu',
      sender_id: investor.id,
      receiver_id: businessOwner.id,
      receiver_name: 'Jelena Jovanović',
    });
    expect(await unreadCount(ctx, businessOwner)).toBe(1);
  });

  it("answers 404 when adType 'business' names a land ad id that is no business ad", async () => {
    const response = await startConversation(ctx, investor, {
      adId: 999999,
      receiverId: owner.id,
      message: 'x',
      adType: 'business',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Oglas za biznis nije pronađen' });
  });
});
