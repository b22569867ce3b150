import { landAds } from '../../src/db/schema';
import type { TestContext } from '../helpers/app';
import type { TestUser } from '../helpers/users';

/**
 * A land ad inserted straight into the database: these tests are about messaging, not about the
 * land-ad endpoints.
 */
export async function insertLandAd(
  ctx: TestContext,
  owner: TestUser,
  title = 'Poljoprivredno zemljište kod Novog Sada',
): Promise<{ id: number; title: string }> {
  const [ad] = await ctx.app.db
    .insert(landAds)
    .values({
      userId: owner.id,
      title,
      description: 'Plodna parcela uz asfaltni put.',
      price: 45000,
      area: 12000,
      countryId: 1,
      cityId: 102,
      landType: 'agricultural',
    })
    .returning({ id: landAds.id, title: landAds.title });
  if (!ad) throw new Error('land ad insert failed');
  return ad;
}

export function startConversation(
  ctx: TestContext,
  user: TestUser | null,
  payload: Record<string, unknown>,
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/messages/conversations',
    headers: user?.headers ?? {},
    payload,
  });
}

export function sendMessage(ctx: TestContext, user: TestUser | null, id: number, content: unknown) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/messages/conversations/${id}/messages`,
    headers: user?.headers ?? {},
    payload: { content },
  });
}

export async function unreadCount(ctx: TestContext, user: TestUser): Promise<number> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/messages/unread-count',
    headers: user.headers,
  });
  if (response.statusCode !== 200) throw new Error(`unread-count: ${response.statusCode}`);
  return response.json<{ unreadCount: number }>().unreadCount;
}
