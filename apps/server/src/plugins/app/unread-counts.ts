import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle, Unlisten } from '../../db/connect';
import { UnreadCountCache, USER_CHANGES_CHANNEL } from '../../services/unread-counts';

declare module 'fastify' {
  interface FastifyInstance {
    unreadCounts: UnreadCountCache;
  }
}

const RETRY_MS = 1_000;

/**
 * The unread-count cache, fed by the database's notifications. When the listening connection is
 * lost the cache turns off (every poll asks the database again) until listening works again.
 */
export default fp(
  async function unreadCounts(app: FastifyInstance, options: { handle: DatabaseHandle }) {
    const cache = new UnreadCountCache();
    app.decorate('unreadCounts', cache);

    let unlisten: Unlisten | null = null;
    let retry: NodeJS.Timeout | undefined;
    let closing = false;

    async function listen(): Promise<void> {
      try {
        unlisten = await options.handle.listen(
          USER_CHANGES_CHANNEL,
          (payload) => cache.handleNotification(payload),
          () => {
            cache.setLive(false);
            unlisten = null;
            app.log.warn('database notifications lost: unread counts are not cached');
            scheduleRetry();
          },
        );
        cache.setLive(true);
      } catch (error) {
        app.log.warn({ err: error }, 'cannot listen for database notifications');
        scheduleRetry();
      }
    }
    function scheduleRetry() {
      if (closing) return;
      retry = setTimeout(() => void listen(), RETRY_MS);
      retry.unref();
    }

    app.addHook('onReady', listen);
    app.addHook('preClose', async () => {
      closing = true;
      clearTimeout(retry);
      cache.setLive(false);
      // The database may be gone already (closed first, or failed): nothing left to stop then.
      await unlisten?.().catch((error: unknown) =>
        app.log.debug({ err: error }, 'stopping database notifications failed'),
      );
    });
  },
  { name: 'unread-counts', dependencies: ['database'] },
);
