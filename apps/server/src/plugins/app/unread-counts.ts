import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../../db/connect';
import { UnreadCountCache, USER_CHANGES_CHANNEL } from '../../services/unread-counts';
import { listenWhileRunning } from './channel-listener';

declare module 'fastify' {
  interface FastifyInstance {
    unreadCounts: UnreadCountCache;
  }
}

/**
 * The unread-count cache, fed by the database's notifications. When the listening connection is
 * lost the cache turns off (every poll asks the database again) until listening works again.
 */
export default fp(
  async function unreadCounts(app: FastifyInstance, options: { handle: DatabaseHandle }) {
    const cache = new UnreadCountCache();
    app.decorate('unreadCounts', cache);

    listenWhileRunning(app, options.handle, USER_CHANGES_CHANNEL, cache, {
      lost: 'database notifications lost: unread counts are not cached',
      failed: 'cannot listen for database notifications',
    });
  },
  { name: 'unread-counts', dependencies: ['database'] },
);
