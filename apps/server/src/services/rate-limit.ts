import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { rateLimits } from '../db/schema';

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the current window ends (for Retry-After). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /**
   * Counts one request for key in the current fixed window (one minute unless `windowMs` says
   * otherwise, at most KEEP_WINDOWS_MS), shared by all processes.
   */
  hit(key: string, limit: number, windowMs?: number): Promise<RateLimitResult>;
  /** Forgets the counts of key (e.g. after the attempt it limits succeeded). */
  reset(key: string): Promise<void>;
}

const WINDOW_MS = 60_000;
// Old windows are useless after they end; sweeping them about once a minute per process keeps the
// table at roughly one row per active key without a separate job. No window may be longer.
const CLEANUP_EVERY_MS = 60_000;
const KEEP_WINDOWS_MS = 60 * WINDOW_MS;

/**
 * DESIGN "API decisions": fixed one-minute windows counted in the rate_limits table, so every server
 * process behind a load balancer shares the same counters. One upsert per request: the row's count
 * after the increment decides, which stays correct under concurrent requests.
 */
export function createRateLimiter(db: Database, now: () => Date): RateLimiter {
  let lastCleanup = 0;

  async function cleanup(at: number): Promise<void> {
    if (at - lastCleanup < CLEANUP_EVERY_MS) return;
    lastCleanup = at;
    await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(at - KEEP_WINDOWS_MS)));
  }

  return {
    async hit(key, limit, windowMs = WINDOW_MS) {
      const at = now().getTime();
      const windowStart = at - (at % windowMs);
      const [row] = await db
        .insert(rateLimits)
        .values({ key, windowStart: new Date(windowStart), count: 1 })
        .onConflictDoUpdate({
          target: [rateLimits.key, rateLimits.windowStart],
          set: { count: sql`${rateLimits.count} + 1` },
        })
        .returning({ count: rateLimits.count });
      await cleanup(at);
      const retryAfterSeconds = Math.max(1, Math.ceil((windowStart + windowMs - at) / 1000));
      return { allowed: (row?.count ?? 1) <= limit, retryAfterSeconds };
    },

    async reset(key) {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
  };
}
