import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServiceHandlers } from '../../http/contract';
import type { ServiceContext } from '../../services/context';
import { createHealthHandlers } from './health';
import { createAuthHandlers } from './auth';
import { createLandAdHandlers } from './ads';
import { createBusinessAdHandlers } from './business-ads';
import { createMessageHandlers } from './messages';
import { createImageHandlers } from './images';
import { createSearchHandlers } from './search';
import { createFavoriteHandlers } from './favorites';
import { createReportHandlers } from './reports';
import { createBlockHandlers } from './blocks';
import { createNotificationHandlers } from './notifications';
import { createModerationHandlers } from './moderation';
import { createAdSearch } from '../../services/cached-search';

/** Every operation of openapi.yaml; the type makes a missing one a compile error. */
export function createHandlers(app: FastifyInstance): ServiceHandlers {
  // What services receive: the decorated parts of the app, never the app itself.
  const ctx: ServiceContext = {
    db: app.db,
    now: app.now,
    jobs: app.jobs,
    images: app.images,
    unreadCounts: app.unreadCounts,
    auth: app.auth,
    unsubscribeTokens: app.unsubscribeTokens,
    moderation: app.config.moderation,
    noticeDelays: {
      messageMs: app.config.messageEmailDelayS * 1000,
      alertMs: app.config.alertDelayS * 1000,
    },
  };
  // With a replica, its searches have totals and kept pages of their own, read at the data version
  // the replica has (list_versions there); app.adSearch is the primary's, for recent writers.
  const replicaSearch = app.hasReplica
    ? createAdSearch(app.readDb, { cachePages: app.config.searchPageCache })
    : app.adSearch;
  const searchFor = (request: FastifyRequest) =>
    app.readsFromReplica(request) ? replicaSearch : app.adSearch;
  return {
    ...createHealthHandlers(app),
    ...createAuthHandlers(app, ctx),
    ...createLandAdHandlers(app, ctx),
    ...createBusinessAdHandlers(app, ctx),
    ...createSearchHandlers(searchFor),
    ...createMessageHandlers(app, ctx),
    ...createImageHandlers(app),
    ...createFavoriteHandlers(app, ctx),
    ...createReportHandlers(app, ctx),
    ...createBlockHandlers(app, ctx),
    ...createNotificationHandlers(app, ctx),
    ...createModerationHandlers(app, ctx),
  };
}
