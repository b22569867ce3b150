import type { ModerationSettings } from '../config';
import type { Database } from '../db/connect';
import type { TokenService } from './auth-types';
import type { ImageService } from './images';
import type { JobQueue } from './job-queue';
import type { UnsubscribeTokens } from './notification-settings';
import type { UnreadCountCache } from './unread-counts';

/**
 * What services are handed instead of the web framework: each one names the parts it uses
 * (`Pick<ServiceContext, 'db' | 'now'>`), so a test can call it with a database and a clock alone.
 * routes/api/index.ts builds one from the app's decorations; services never see the app itself.
 */
export interface ServiceContext {
  /**
   * The primary: every write and everything in a write's transaction. The reads a replica may
   * answer (DATABASE_READ_URL) are handed to services by the routes, as `app.readDatabase(request)`.
   */
  db: Database;
  /** The server's clock; tests move it. */
  now: () => Date;
  jobs: JobQueue;
  images: ImageService;
  unreadCounts: UnreadCountCache;
  auth: TokenService;
  /** Signs and reads the unsubscribe links of notice emails. */
  unsubscribeTokens: UnsubscribeTokens;
  /** MESSAGE_EMAIL_DELAY_S and ALERT_DELAY_S, in milliseconds. */
  noticeDelays: NoticeDelays;
  /** MODERATION and MODERATION_NEW_ACCOUNT_DAYS: which new ads wait for approval. */
  moderation: ModerationSettings;
}

export interface NoticeDelays {
  /** How long a message stays unread before its recipient is emailed. */
  messageMs: number;
  /** Within how long an instant saved-search alert goes out. */
  alertMs: number;
}
