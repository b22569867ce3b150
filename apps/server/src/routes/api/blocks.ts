import type { FastifyInstance } from 'fastify';
import type { HandlersFor } from '../../http/contract';
import type { ServiceContext } from '../../services/context';
import { blockUser, listBlocks, unblockUser } from '../../services/blocks';

// Blocked users; every operation needs a token (the contract's global bearerAuth).
export function createBlockHandlers(
  app: FastifyInstance,
  ctx: ServiceContext,
): HandlersFor<'listBlocks' | 'blockUser' | 'unblockUser'> {
  return {
    listBlocks: async (request) => listBlocks(ctx.db, app.auth.requireUser(request).id),

    blockUser: async (request) =>
      blockUser(ctx, app.auth.requireUser(request), request.params.userId),

    unblockUser: async (request, reply) => {
      await unblockUser(ctx, app.auth.requireUser(request), request.params.userId);
      return reply.code(204).send();
    },
  };
}
