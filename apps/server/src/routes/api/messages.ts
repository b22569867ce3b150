import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { HandlersFor } from '../../http/contract';
import type { ServiceContext } from '../../services/context';
import { listConversations, startConversation } from '../../services/conversations';
import { openConversation, sendMessage, unreadCountForToken } from '../../services/messages';
import { openEventStream } from '../../services/message-events';
import { HttpError, unauthorized } from '../../http/errors';
import { DATABASE_RETRY_AFTER_SECONDS, databaseUnavailableMessage } from '../../db/unavailable';

const MAX_ID = 2_147_483_647;

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
  | 'streamMessageEvents'
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

    // Server-Sent Events. The body is a stream Fastify pipes as it is written: the compression
    // plugin leaves text/event-stream alone and the security headers apply as on every answer.
    streamMessageEvents: async (request, reply) => {
      app.auth.requireUser(request);
      const claims = app.auth.requireClaims(request);
      if (!app.messageEvents.isLive) {
        throw new HttpError(503, databaseUnavailableMessage(), {
          'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS),
        });
      }
      // The contract allows 1–10 digits.
      const header = request.headers['last-event-id'];
      const lastEventId = typeof header === 'string' ? Math.min(Number(header), MAX_ID) : null;
      const body = new PassThrough();
      const stream = openEventStream(
        {
          ...ctx,
          hub: app.messageEvents,
          log: request.log,
          heartbeatMs: app.messageEventsHeartbeatMs,
        },
        claims,
        lastEventId,
        { write: (chunk) => void body.write(chunk), end: () => body.end() },
      );
      // A closed tab: Fastify destroys the body when the connection closes.
      body.on('close', () => stream.close());
      reply.raw.on('close', () => stream.close());
      body.write(': connected\n\n');
      return (
        reply
          .type('text/event-stream; charset=utf-8')
          .header('Cache-Control', 'no-store, no-transform')
          // Proxies that buffer answers (nginx) pass this one through as it is written.
          .header('X-Accel-Buffering', 'no')
          // The connection ends with the stream, so a shutdown never waits on it.
          .header('Connection', 'close')
          .send(body)
      );
    },

    sendMessage: async (request, reply) => {
      const user = app.auth.requireUser(request);
      const message = await sendMessage(ctx, user, request.params.id, request.body.content);
      return reply.code(201).send(message);
    },
  };
}
