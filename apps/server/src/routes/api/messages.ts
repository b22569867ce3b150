import type { FastifyInstance } from 'fastify';
import type { HandlersFor } from '../../http/contract';
import type { ServiceContext } from '../../services/context';
import { listConversations, startConversation } from '../../services/conversations';
import { openConversation, sendMessage, unreadCountForToken } from '../../services/messages';
import { unauthorized } from '../../http/errors';

// spec §7 (messages); every operation needs a token (the contract's global bearerAuth).
export function createMessageHandlers(
  app: FastifyInstance,
  ctx: ServiceContext,
): HandlersFor<
  | 'getUnreadCount'
  | 'listConversations'
  | 'startConversation'
  | 'getConversationMessages'
  | 'sendMessage'
> {
  return {
    getUnreadCount: async (request) => {
      const claims = app.auth.requireClaims(request);
      const cached = app.unreadCounts.get(claims);
      if (cached !== undefined) return { unreadCount: cached };
      const stamp = app.unreadCounts.stamp(claims.userId);
      const unreadCount = await unreadCountForToken(ctx, claims);
      if (unreadCount !== null) app.unreadCounts.store(claims, unreadCount, stamp);
      if (unreadCount === null) throw unauthorized();
      return { unreadCount };
    },

    listConversations: async (request) =>
      listConversations(ctx.db, app.auth.requireUser(request).id),

    startConversation: async (request, reply) => {
      const conversation = await startConversation(
        ctx,
        app.auth.requireUser(request),
        request.body,
      );
      return reply.code(201).send(conversation);
    },

    getConversationMessages: async (request) =>
      openConversation(ctx, app.auth.requireUser(request), request.params.id),

    sendMessage: async (request, reply) => {
      const user = app.auth.requireUser(request);
      const message = await sendMessage(ctx, user, request.params.id, request.body.content);
      return reply.code(201).send(message);
    },
  };
}
