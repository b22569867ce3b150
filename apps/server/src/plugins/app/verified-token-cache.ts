import { LRUCache } from 'lru-cache';

/**
 * Remembers tokens whose signature was verified, so the HMAC check runs once per token rather than
 * once per request. Only cryptographic validity is cached: revocation and password changes are
 * checked against the database on every request. A token is forgotten at its expiry (by the app's
 * clock, which tests set) and the least recently used one goes first when the cache is full.
 */
export class VerifiedTokenCache<T> {
  private readonly entries: LRUCache<string, { value: T; expiresAtMs: number }>;

  constructor(maxEntries = 10_000) {
    this.entries = new LRUCache({ max: maxEntries });
  }

  get(token: string, nowMs: number): T | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.expiresAtMs <= nowMs) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.value;
  }

  set(token: string, value: T, expiresAtMs: number): void {
    this.entries.set(token, { value, expiresAtMs });
  }

  get size(): number {
    return this.entries.size;
  }
}
