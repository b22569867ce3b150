import type { FastifyInstance } from 'fastify';
import type { HandlersFor } from '../../http/contract';
import type { ServiceContext } from '../../services/context';
import { listFavorites, removeFavorite, saveFavorite } from '../../services/favorites';

// Saved ads; every operation needs a token (the contract's global bearerAuth).
export function createFavoriteHandlers(
  app: FastifyInstance,
  ctx: ServiceContext,
): HandlersFor<'listFavorites' | 'saveFavorite' | 'removeFavorite'> {
  return {
    listFavorites: async (request) =>
      listFavorites(app.readDatabase(request), app.auth.requireUser(request).id),

    saveFavorite: async (request) =>
      saveFavorite(ctx, app.auth.requireUser(request), request.params.adType, request.params.id),

    removeFavorite: async (request, reply) => {
      const user = app.auth.requireUser(request);
      await removeFavorite(ctx, user, request.params.adType, request.params.id);
      return reply.code(204).send();
    },
  };
}
