import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle, Unlisten } from '../../db/connect';

/** What a database channel feeds: its payloads, and whether they are being received. */
export interface ChannelSubscriber {
  handleNotification(payload: string): void;
  setLive(live: boolean): void;
}

const RETRY_MS = 1_000;

/**
 * Listens on `channel` from the moment the app is ready until it closes, feeding `subscriber`.
 * When the listening connection is lost (or cannot be had) the subscriber is told it is not live,
 * and listening is tried again every second; on close it is stopped before the database is.
 */
export function listenWhileRunning(
  app: FastifyInstance,
  handle: DatabaseHandle,
  channel: string,
  subscriber: ChannelSubscriber,
  messages: { lost: string; failed: string },
): void {
  let unlisten: Unlisten | null = null;
  let retry: NodeJS.Timeout | undefined;
  let closing = false;

  async function listen(): Promise<void> {
    try {
      unlisten = await handle.listen(
        channel,
        (payload) => subscriber.handleNotification(payload),
        () => {
          subscriber.setLive(false);
          unlisten = null;
          app.log.warn(messages.lost);
          scheduleRetry();
        },
      );
      subscriber.setLive(true);
    } catch (error) {
      app.log.warn({ err: error }, messages.failed);
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
    subscriber.setLive(false);
    // The database may be gone already (closed first, or failed): nothing left to stop then.
    await unlisten?.().catch((error: unknown) =>
      app.log.debug({ err: error }, `stopping notifications on ${channel} failed`),
    );
  });
}
