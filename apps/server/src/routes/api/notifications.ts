import type { FastifyInstance } from 'fastify';
import type { HandlersFor } from '../../http/contract';
import type { ServiceContext } from '../../services/context';
import {
  getNotificationSettings,
  unsubscribe,
  updateNotificationSettings,
} from '../../services/notification-settings';
import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
} from '../../services/saved-searches';

// Notice emails (their settings and the unsubscribe link) and saved searches.
export function createNotificationHandlers(
  app: FastifyInstance,
  ctx: ServiceContext,
): HandlersFor<
  | 'getNotificationSettings'
  | 'updateNotificationSettings'
  | 'unsubscribe'
  | 'listSavedSearches'
  | 'createSavedSearch'
  | 'deleteSavedSearch'
> {
  return {
    getNotificationSettings: async (request) =>
      getNotificationSettings(ctx.db, app.auth.requireUser(request).id),

    updateNotificationSettings: async (request) =>
      updateNotificationSettings(ctx, app.auth.requireUser(request).id, request.body),

    // No sign-in: the token is the authority, and the answer is the same for any token.
    unsubscribe: async (request) => unsubscribe(ctx, request.query.token),

    listSavedSearches: async (request) => listSavedSearches(ctx, app.auth.requireUser(request).id),

    createSavedSearch: async (request, reply) => {
      const saved = await createSavedSearch(ctx, app.auth.requireUser(request).id, request.body);
      return reply.code(201).send(saved);
    },

    deleteSavedSearch: async (request, reply) => {
      await deleteSavedSearch(ctx, app.auth.requireUser(request).id, request.params.id);
      return reply.code(204).send();
    },
  };
}
