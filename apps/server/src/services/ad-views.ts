import { createHmac } from 'node:crypto';
import { and, count, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { adViews } from '../db/schema';

/** Which table an ad is in. */
export type AdKind = 'land' | 'business';

/**
 * Who looks at an ad page: a signed-in user, or else their address. The browser's user agent is
 * the client's to choose, so it never tells visitors apart.
 */
export interface ViewerIdentity {
  userId: number | null;
  ip: string;
}

/** A view's viewer is kept while its day is at most this many days past (the row stays). */
export const VIEWER_KEPT_DAYS = 2;
// Forgetting old viewers is one indexed update, run at most this often per process.
const FORGET_EVERY_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const adColumn = (kind: AdKind) => (kind === 'land' ? adViews.landAdId : adViews.businessAdId);

/** The calendar day in Belgrade, where the product's users are (YYYY-MM-DD). */
export function viewDay(now: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Belgrade',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * Views of ad pages (ad status and freshness): one per viewer, ad and day, never the
 * author's own, for land and business ads alike. A signed-in viewer is their user id; anyone else
 * is an HMAC of the day and IP address keyed with a server secret, so the table holds no address,
 * and the same visitor cannot be followed from one day to the next. Any number of browsers (user
 * agents) from one address is one visitor. A row's viewer is forgotten (null) once its day is
 * VIEWER_KEPT_DAYS past, the view itself stays counted. Views are rows of `ad_views` only: counting
 * never writes to an ad (list versions, cached pages and updated_at stay as they are).
 */
export class AdViews {
  private readonly key: Buffer;
  private lastForget = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    /** The server's secret; a key for views alone is derived from it. */
    secret: Uint8Array,
  ) {
    this.key = createHmac('sha256', secret).update('ad-views').digest();
  }

  /** The viewer's key for `day`: `user:<id>`, or `anon:<hmac>` of the day and address. */
  viewerKey(viewer: ViewerIdentity, day: string): string {
    if (viewer.userId !== null) return `user:${viewer.userId}`;
    const hash = createHmac('sha256', this.key)
      .update(JSON.stringify([day, viewer.ip]))
      .digest('base64url');
    return `anon:${hash}`;
  }

  /** Counts one view of the ad by `viewer` today, unless they already viewed it today. */
  async record(kind: AdKind, adId: number, viewer: ViewerIdentity): Promise<void> {
    const now = this.now();
    const day = viewDay(now);
    await this.db
      .insert(adViews)
      .values({
        landAdId: kind === 'land' ? adId : null,
        businessAdId: kind === 'business' ? adId : null,
        viewer: this.viewerKey(viewer, day),
        day,
      })
      .onConflictDoNothing();
    await this.forgetOldViewers(now);
  }

  /** Forgets the viewers of days more than VIEWER_KEPT_DAYS past (at most once an hour). */
  async forgetOldViewers(now: Date): Promise<void> {
    const at = now.getTime();
    if (at - this.lastForget < FORGET_EVERY_MS) return;
    this.lastForget = at;
    const oldest = viewDay(new Date(at - VIEWER_KEPT_DAYS * DAY_MS));
    await this.db
      .update(adViews)
      .set({ viewer: null })
      .where(and(isNotNull(adViews.viewer), lt(adViews.day, oldest)));
  }

  /** The views of one ad. */
  async count(kind: AdKind, adId: number): Promise<number> {
    const [row] = await this.db
      .select({ views: count() })
      .from(adViews)
      .where(eq(adColumn(kind), adId));
    return row?.views ?? 0;
  }

  /** The views of several ads in one query; ads without views are absent (0). */
  async counts(kind: AdKind, adIds: readonly number[]): Promise<Map<number, number>> {
    const counted = new Map<number, number>();
    if (adIds.length === 0) return counted;
    const column = adColumn(kind);
    const rows = await this.db
      .select({ adId: column, views: count() })
      .from(adViews)
      .where(and(sql`${column} = any(${sql.param([...adIds])}::int[])`))
      .groupBy(column);
    for (const row of rows) if (row.adId !== null) counted.set(row.adId, row.views);
    return counted;
  }
}
