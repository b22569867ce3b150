import type { FastifyInstance } from 'fastify';
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
  return {
    ...createHealthHandlers(app),
    ...createAuthHandlers(app, ctx),
    ...createLandAdHandlers(app, ctx),
    ...createBusinessAdHandlers(app, ctx),
    ...createSearchHandlers(app.adSearch),
    ...createMessageHandlers(app, ctx),
    ...createImageHandlers(app),
    ...createFavoriteHandlers(app, ctx),
    ...createReportHandlers(app, ctx),
    ...createBlockHandlers(app, ctx),
    ...createNotificationHandlers(app, ctx),
    ...createModerationHandlers(app, ctx),
  };
}
