import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../../db/connect';
import { MESSAGE_EVENTS_CHANNEL, MessageEventHub } from '../../services/message-events';
import { listenWhileRunning } from './channel-listener';

declare module 'fastify' {
  interface FastifyInstance {
    messageEvents: MessageEventHub;
    /** The heartbeat period of the event streams. */
    messageEventsHeartbeatMs: number;
  }
}

/** Between 15 and 25 s: under the idle time-outs of common proxies (often 30 or 60 s). */
export const HEARTBEAT_MS = 20_000;

/**
 * The live message events of this process: one database listener on the channel of migration
 * 0012 feeds the hub, which fans each notification out to the open streams of the users it names.
 * While the listener is down every stream is closed and new ones are refused (503), so a client
 * falls back to polling and reconnects (with Last-Event-ID) once it is back. On shutdown every
 * stream ends before the server closes, so none holds the process open.
 */
export default fp(
  async function messageEvents(
    app: FastifyInstance,
    options: { handle: DatabaseHandle; heartbeatMs?: number },
  ) {
    const hub = new MessageEventHub();
    app.decorate('messageEvents', hub);
    app.decorate('messageEventsHeartbeatMs', options.heartbeatMs ?? HEARTBEAT_MS);

    listenWhileRunning(app, options.handle, MESSAGE_EVENTS_CHANNEL, hub, {
      lost: 'database notifications lost: message event streams are closed',
      failed: 'cannot listen for message events',
    });
  },
  { name: 'message-events', dependencies: ['database'] },
);
