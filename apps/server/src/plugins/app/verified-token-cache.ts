/**
 * Remembers tokens whose signature was verified, so the HMAC check runs once per token rather than
 * once per request. Only cryptographic validity is cached: revocation and password changes are
 * checked against the database on every request.
 */
export class VerifiedTokenCache<T> {
  private readonly entries = new Map<string, { value: T; expiresAtMs: number }>();

  constructor(private readonly maxEntries = 10_000) {}

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
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: drop the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(token, { value, expiresAtMs });
  }

  get size(): number {
    return this.entries.size;
  }
}
