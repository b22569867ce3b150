import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/connect';

/**
 * How long after a write its author's reads stay on the primary: longer than a streaming
 * replica's lag on a healthy network (well under a second), short enough to cost little.
 */
export const REPLICA_LAG_WINDOW_MS = 5_000;

/**
 * The cookie that keeps a browser's reads on the primary for REPLICA_LAG_WINDOW_MS after its
 * user's write, in whichever server process the next request lands: `<user id>.<until, ms>`.
 * It authorizes nothing; it only chooses the more current of two copies of the same data.
 */
export const RECENT_WRITE_COOKIE = 'recent_write';

const READS = new Set(['GET', 'HEAD']);

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Whether the request's reads may be answered by the replica (DATABASE_READ_URL): a GET or
     * HEAD by no one who wrote within REPLICA_LAG_WINDOW_MS. False without a replica.
     */
    readsFromReplica(request: FastifyRequest): boolean;
    /** The database of the request's reads: the replica's (app.readDb) or the primary's. */
    readDatabase(request: FastifyRequest): Database;
  }
  interface FastifyRequest {
    /** The request came with a current recent-write cookie. */
    recentWrite: boolean;
  }
}

/** The user and end of a well-formed recent-write cookie still within the window, or null. */
function parseMarker(value: string | undefined, now: number) {
  const match = value === undefined ? null : /^([1-9][0-9]{0,9})\.([0-9]{1,15})$/.exec(value);
  if (!match) return null;
  const until = Math.min(Number(match[2]), now + REPLICA_LAG_WINDOW_MS);
  return until > now ? { userId: Number(match[1]), until } : null;
}

/**
 * Read-your-writes with a replica: a signed-in user's successful write (any other method than
 * GET, HEAD or OPTIONS answered 2xx) keeps that user's reads on the primary for
 * REPLICA_LAG_WINDOW_MS, so an author sees the ad they just posted. This process remembers the
 * user (bearer-only clients, and the requests a page's render sends in-process); the browser gets
 * the recent-write cookie for the other processes behind the balancer. Without a replica there is
 * no cookie, and every read is the primary's anyway.
 */
export default fp(
  async function readYourWrites(app: FastifyInstance, options: { secureCookie: boolean }) {
    const recent = new LRUCache<number, true>({ max: 10_000, ttl: REPLICA_LAG_WINDOW_MS });
    app.decorateRequest('recentWrite', false);
    app.decorate('readsFromReplica', (request: FastifyRequest) => {
      if (!app.hasReplica || !READS.has(request.method) || request.recentWrite) return false;
      const userId = request.user?.id ?? request.claims?.userId;
      return userId === undefined || !recent.has(userId);
    });
    app.decorate('readDatabase', (request: FastifyRequest) =>
      app.readsFromReplica(request) ? app.readDb : app.db,
    );
    if (!app.hasReplica) return;

    app.addHook('onRequest', async (request) => {
      const marker = parseMarker(request.cookies[RECENT_WRITE_COOKIE], Date.now());
      if (!marker) return;
      request.recentWrite = true;
      // A page's render asks the API in-process with the user's token but without cookies.
      recent.set(marker.userId, true, { ttl: marker.until - Date.now() });
    });

    app.addHook('onSend', async (request, reply) => {
      if (READS.has(request.method) || request.method === 'OPTIONS') return;
      if (reply.statusCode < 200 || reply.statusCode >= 300) return;
      const userId = request.user?.id ?? request.claims?.userId;
      if (userId === undefined) return;
      recent.set(userId, true);
      void reply.setCookie(RECENT_WRITE_COOKIE, `${userId}.${Date.now() + REPLICA_LAG_WINDOW_MS}`, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: options.secureCookie,
        maxAge: Math.ceil(REPLICA_LAG_WINDOW_MS / 1000),
      });
    });
  },
  { name: 'read-your-writes', dependencies: ['database'] },
);
