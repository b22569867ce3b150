import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import { eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fillText } from '@marketplace/domain';
import type { Database } from '../../db/connect';
import { rateLimits } from '../../db/schema';
import { HttpError } from '../../http/errors';

// Old windows are useless after they end; sweeping them about once a minute per process keeps the
// table at roughly one row per active key without a separate job. No window may be longer.
const CLEANUP_EVERY_MS = 60_000;
const KEEP_WINDOWS_MS = 60 * 60_000;

/**
 * @fastify/rate-limit's store in PostgreSQL (DESIGN "API decisions"): fixed windows counted in the
 * rate_limits table, so every server process behind a load balancer shares the same counters.
 * One upsert per request: the row's count after the increment decides, which stays correct under
 * concurrent requests. Windows follow the server's clock (tests move it).
 */
class PostgresStore implements FastifyRateLimitStore {
  private lastCleanup = 0;

  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ): void {
    this.count(key, timeWindow).then(
      (result) => callback(null, result),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  }

  child(): FastifyRateLimitStore {
    return this;
  }

  /** Forgets every window of `key`. */
  async reset(key: string): Promise<void> {
    await this.db.delete(rateLimits).where(eq(rateLimits.key, key));
  }

  private async count(key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
    const at = this.now().getTime();
    const windowStart = at - (at % windowMs);
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key, windowStart: new Date(windowStart), count: 1 })
      .onConflictDoUpdate({
        target: [rateLimits.key, rateLimits.windowStart],
        set: { count: sql`${rateLimits.count} + 1` },
      })
      .returning({ count: rateLimits.count });
    if (at - this.lastCleanup >= CLEANUP_EVERY_MS) {
      this.lastCleanup = at;
      await this.db
        .delete(rateLimits)
        .where(lt(rateLimits.windowStart, new Date(at - KEEP_WINDOWS_MS)));
    }
    return { current: row?.count ?? 1, ttl: windowStart + windowMs - at };
  }
}

/** One limit: who it counts, how many requests in how long, and what a refused one is told. */
export interface LimitOptions {
  key: (request: FastifyRequest) => string;
  max: number;
  windowMs: number;
  /** The 429 answer's message, given the seconds until the window ends. */
  message: (retryAfterSeconds: number) => string;
}

/** A 429 message whose `{minutes}` says how long to wait, in whole minutes. */
export const inMinutes = (template: string) => (retryAfterSeconds: number) =>
  fillText(template, { minutes: Math.ceil(retryAfterSeconds / 60) });

export interface Limit {
  /** Counts the request; past the limit, throws 429 with Retry-After. */
  take(request: FastifyRequest): Promise<void>;
  /** Forgets the request's count (the attempt it limits succeeded). */
  reset(request: FastifyRequest): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** A limit counted in the shared store (routes call `take` before the work they limit). */
    limit(options: LimitOptions): Limit;
  }
}

export default fp(
  async function limits(app: FastifyInstance) {
    const store = new PostgresStore(app.db, app.now);
    await app.register(rateLimit, {
      global: false,
      // The plugin builds its store with `new`: every limit shares this one.
      store: function SharedStore() {
        return store;
      } as unknown as new () => FastifyRateLimitStore,
    });
    app.decorate('limit', (options: LimitOptions): Limit => {
      const check = app.createRateLimit({
        max: options.max,
        timeWindow: options.windowMs,
        keyGenerator: options.key,
      });
      return {
        async take(request) {
          const result = await check(request);
          if (result.isAllowed || !result.isExceeded) return;
          const seconds = Math.max(1, result.ttlInSeconds);
          throw new HttpError(429, options.message(seconds), { 'Retry-After': String(seconds) });
        },
        reset: (request) => store.reset(options.key(request)),
      };
    });
  },
  { name: 'rate-limits', dependencies: ['database', 'services'] },
);
