import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessAds, landAds } from '../../src/db/schema';
import { createTestApp, type TestContext } from '../helpers/app';
import { createUser, type TestUser } from '../helpers/users';
import type { ConversationView } from '../../src/services/conversations';
import { insertLandAd, sendMessage, startConversation, unreadCount } from './fixtures';

let ctx: TestContext;
let owner: TestUser;
let investor: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx, 'land_owner');
  investor = await createUser(ctx, 'investor');
});
afterAll(() => ctx.close());

const list = async (user: TestUser) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/messages/conversations',
    headers: user.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json<ConversationView[]>();
};

describe('GET /api/messages/conversations', () => {
  it('lists the caller’s conversations, most recent activity first, with ad titles', async () => {
    const me = await createUser(ctx, 'investor');
    const first = await insertLandAd(ctx, owner, 'Parcela A');
    const second = await insertLandAd(ctx, owner, 'Parcela B');
    const a = await startConversation(ctx, me, {
      adId: first.id,
      receiverId: owner.id,
      message: 'A1',
    });
    ctx.clock.advance(1000);
    const b = await startConversation(ctx, me, {
      adId: second.id,
      receiverId: owner.id,
      message: 'B1',
    });
    const idA = a.json<ConversationView>().id;
    const idB = b.json<ConversationView>().id;
    expect((await list(me)).map((c) => [c.id, c.ad_title, c.last_message])).toEqual([
      [idB, 'Parcela B', 'B1'],
      [idA, 'Parcela A', 'A1'],
    ]);

    // New activity in A (a reply by the owner) moves it to the top for both participants.
    ctx.clock.advance(1000);
    expect((await sendMessage(ctx, owner, idA, 'A2')).statusCode).toBe(201);
    expect((await list(me)).map((c) => c.id)).toEqual([idA, idB]);
    const ownerView = await list(owner);
    expect(ownerView.map((c) => c.id).slice(0, 2)).toEqual([idA, idB]);
    // The owner replied without opening A: A1 is still unread (only opening marks read, DESIGN).
    expect(ownerView[0]).toMatchObject({ last_message: 'A2', unread_count: 1 });
    expect(ownerView[1]).toMatchObject({ last_message: 'B1', unread_count: 1 });
  });

  it('does not show other people’s conversations', async () => {
    const outsider = await createUser(ctx, 'investor');
    expect(await list(outsider)).toEqual([]);
  });
});

describe('POST /api/messages/conversations rules', () => {
  it('answers 404 for a missing or deleted land ad', async () => {
    const missing = await startConversation(ctx, investor, {
      adId: 999999,
      receiverId: owner.id,
      message: 'x',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Oglas nije pronađen' });

    const ad = await insertLandAd(ctx, owner);
    await ctx.app.db.update(landAds).set({ deleted: true }).where(eq(landAds.id, ad.id));
    const deleted = await startConversation(ctx, investor, {
      adId: ad.id,
      receiverId: owner.id,
      message: 'x',
    });
    expect(deleted.statusCode).toBe(404);
  });

  it('answers 400 when the receiver is not the ad’s author', async () => {
    const ad = await insertLandAd(ctx, owner);
    const someoneElse = await createUser(ctx, 'land_owner');
    const response = await startConversation(ctx, investor, {
      adId: ad.id,
      receiverId: someoneElse.id,
      message: 'x',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Primalac poruke mora biti autor oglasa.' });
    expect(await unreadCount(ctx, someoneElse)).toBe(0);
  });

  it('answers 400 when an investor writes to himself', async () => {
    // Only reachable with data from elsewhere (an ad whose author is an investor), so it is inserted.
    const [ad] = await ctx.app.db
      .insert(businessAds)
      .values({
        authorId: investor.id,
        title: 'Neobičan oglas',
        price: 1,
        businessType: 'other',
        countryId: 1,
        cityId: 101,
      })
      .returning({ id: businessAds.id });
    const response = await startConversation(ctx, investor, {
      adId: ad!.id,
      receiverId: investor.id,
      message: 'Sam sebi',
      adType: 'business',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Ne možete poslati poruku samom sebi.' });
  });
});

describe('a conversation about a since-deleted ad', () => {
  it('stays readable and writable for both participants', async () => {
    const ad = await insertLandAd(ctx, owner);
    const started = await startConversation(ctx, investor, {
      adId: ad.id,
      receiverId: owner.id,
      message: 'Pre brisanja',
    });
    const id = started.json<ConversationView>().id;
    await ctx.app.db.update(landAds).set({ deleted: true }).where(eq(landAds.id, ad.id));

    expect((await sendMessage(ctx, owner, id, 'Posle brisanja')).statusCode).toBe(201);
    expect((await sendMessage(ctx, investor, id, 'Hvala')).statusCode).toBe(201);
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/messages/conversations/${id}`,
      headers: owner.headers,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().map((m: { content: string }) => m.content)).toEqual([
      'Pre brisanja',
      'Posle brisanja',
      'Hvala',
    ]);
    expect((await list(investor)).find((c) => c.id === id)?.ad_title).toBe(ad.title);
  });
});
