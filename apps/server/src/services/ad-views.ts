import { createHmac } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { adViews } from '../db/schema';

/** Which table an ad is in. */
export type AdKind = 'land' | 'business';

/** Who looks at an ad page: a signed-in user, or else their address and browser. */
export interface ViewerIdentity {
  userId: number | null;
  ip: string;
  userAgent: string | undefined;
}

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
 * Views of ad pages (issue: ad status and freshness): one per viewer, ad and day, never the
 * author's own. A signed-in viewer is their user id; anyone else is an HMAC of the day, IP
 * address and user agent keyed with a server secret, so the table holds no address, and the
 * same visitor cannot be followed from one day to the next. Views are rows of `ad_views` only:
 * counting never writes to an ad (list versions, cached pages and updated_at stay as they are).
 */
export class AdViews {
  private readonly key: Buffer;

  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    /** The server's secret; a key for views alone is derived from it. */
    secret: Uint8Array,
  ) {
    this.key = createHmac('sha256', secret).update('ad-views').digest();
  }

  /** The viewer's key for `day`: `user:<id>`, or `anon:<hmac>` of the address and browser. */
  viewerKey(viewer: ViewerIdentity, day: string): string {
    if (viewer.userId !== null) return `user:${viewer.userId}`;
    const hash = createHmac('sha256', this.key)
      .update(JSON.stringify([day, viewer.ip, viewer.userAgent ?? '']))
      .digest('base64url');
    return `anon:${hash}`;
  }

  /** Counts one view of the ad by `viewer` today, unless they already viewed it today. */
  async record(kind: AdKind, adId: number, viewer: ViewerIdentity): Promise<void> {
    const day = viewDay(this.now());
    await this.db
      .insert(adViews)
      .values({
        landAdId: kind === 'land' ? adId : null,
        businessAdId: kind === 'business' ? adId : null,
        viewer: this.viewerKey(viewer, day),
        day,
      })
      .onConflictDoNothing();
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
