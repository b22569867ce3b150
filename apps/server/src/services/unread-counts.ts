import { LRUCache } from 'lru-cache';
import type { TokenClaims } from './auth-types';

/** The NOTIFY channel of migration 0004: 'u:<user id>' and 't:<jti>' payloads. */
export const USER_CHANGES_CHANNEL = 'marketplace_user_changes';

interface Entry {
  userId: number;
  count: number;
}

/** Where a fill started: it may store its answer only if nothing changed meanwhile. */
interface Stamp {
  epoch: number;
  userGeneration: number;
  tokenGeneration: number;
}

/**
 * GET /api/messages/unread-count is polled by every open tab; its answer (the count, and whether
 * the token is still current) changes only when one of the user's messages is written or read,
 * the user's token version changes, or the token is revoked. Those changes invalidate entries here:
 * in this process at once (`invalidateUser`/`invalidateToken` from the writing code), in every
 * process through the database's notifications. Entries are kept only while the notifications
 * are being received (`setLive`); a fill whose user or token changed meanwhile is not stored.
 */
export class UnreadCountCache {
  /** Counts by token; the least recently asked goes first when full. */
  private readonly entries: LRUCache<string, Entry>;
  /** The tokens with a count here, by user: what `invalidateUser` drops. */
  private readonly tokensByUser = new Map<number, Set<string>>();
  /** How often each user's counts changed: a fill stamped before a change is not stored. */
  private readonly userGenerations: LRUCache<number, number>;
  private tokenGeneration = 0;
  private epoch = 0;
  private live = false;

  constructor(maxEntries = 50_000) {
    this.entries = new LRUCache<string, Entry>({
      max: maxEntries,
      dispose: (entry, jti) => {
        const tokens = this.tokensByUser.get(entry.userId);
        tokens?.delete(jti);
        if (tokens?.size === 0) this.tokensByUser.delete(entry.userId);
      },
    });
    this.userGenerations = new LRUCache<number, number>({
      max: maxEntries,
      // A forgotten generation reads as 0 again, which a fill stamped long ago may carry: every
      // fill under way starts over instead.
      dispose: (_generation, _userId, reason) => {
        if (reason === 'evict') this.epoch += 1;
      },
    });
  }

  get isLive(): boolean {
    return this.live;
  }

  /** The cached count of a current token, or undefined. */
  get(claims: TokenClaims): number | undefined {
    const entry = this.live ? this.entries.get(claims.jti) : undefined;
    return entry && entry.userId === claims.userId ? entry.count : undefined;
  }

  stamp(userId: number): Stamp {
    return {
      epoch: this.epoch,
      userGeneration: this.userGenerations.get(userId) ?? 0,
      tokenGeneration: this.tokenGeneration,
    };
  }

  /** Stores the database's answer for a current token, unless it may be stale already. */
  store(claims: TokenClaims, count: number, stamp: Stamp): void {
    const unchanged =
      this.live &&
      stamp.epoch === this.epoch &&
      stamp.tokenGeneration === this.tokenGeneration &&
      stamp.userGeneration === (this.userGenerations.get(claims.userId) ?? 0);
    if (!unchanged) return;
    this.entries.set(claims.jti, { userId: claims.userId, count });
    let tokens = this.tokensByUser.get(claims.userId);
    if (!tokens) this.tokensByUser.set(claims.userId, (tokens = new Set()));
    tokens.add(claims.jti);
  }

  /** A message to or from the user was written or read, or the user's tokens were superseded. */
  invalidateUser(userId: number): void {
    this.userGenerations.set(userId, (this.userGenerations.get(userId) ?? 0) + 1);
    for (const jti of [...(this.tokensByUser.get(userId) ?? [])]) this.entries.delete(jti);
  }

  /** The token was revoked (logout). */
  invalidateToken(jti: string): void {
    this.tokenGeneration += 1;
    this.entries.delete(jti);
  }

  /** One notification of USER_CHANGES_CHANNEL. */
  handleNotification(payload: string): void {
    if (payload.startsWith('u:')) {
      const userId = Number(payload.slice(2));
      if (Number.isInteger(userId)) return this.invalidateUser(userId);
    } else if (payload.startsWith('t:')) {
      return this.invalidateToken(payload.slice(2));
    }
    this.clear(); // unknown payload: trust nothing
  }

  /** Caching is on only while notifications are received; turning it off or on forgets all. */
  setLive(live: boolean): void {
    this.live = live;
    this.clear();
  }

  private clear(): void {
    this.epoch += 1;
    this.entries.clear();
    this.tokensByUser.clear();
    this.userGenerations.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
