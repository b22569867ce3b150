// Implemented by the auth work: see the interface for the contract.
import type { Database } from '../db/connect';

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the current window ends (for Retry-After). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one request for key in the current one-minute window, shared by all processes. */
  hit(key: string, limit: number): Promise<RateLimitResult>;
}

export function createRateLimiter(_db: Database, _now: () => Date): RateLimiter {
  return {
    async hit() {
      return { allowed: true, retryAfterSeconds: 0 };
    },
  };
}
