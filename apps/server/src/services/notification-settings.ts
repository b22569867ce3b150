import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { components } from '@marketplace/api-client/schema';
import { serverTexts } from '@marketplace/domain';
import type { Database } from '../db/connect';
import { notificationSettings } from '../db/schema';

export type NotificationSettingsView = components['schemas']['NotificationSettings'];
type SettingsPatch = components['schemas']['NotificationSettingsPatch'];

/** The kinds of notice email a user can turn off, each with its own unsubscribe links. */
export type NoticeKind = 'messages' | 'saved-searches';
const KIND_CODES: Record<NoticeKind, string> = { messages: 'm', 'saved-searches': 's' };
const KINDS = new Map(Object.entries(KIND_CODES).map(([kind, code]) => [code, kind as NoticeKind]));

/**
 * Unsubscribe tokens: `<user id>.<kind>.<signature>`, the signature an HMAC-SHA256 (cut to 128
 * bits) of the user id and kind, keyed by a key derived from the server's secret. They need no
 * storage and never expire, so a link in an old email still works; they can only turn a kind of
 * email off for the user they were made for, and change nothing else. Rotating JWT_SECRET
 * invalidates them.
 */
export class UnsubscribeTokens {
  private readonly key: Buffer;

  constructor(secret: Uint8Array) {
    this.key = createHmac('sha256', secret).update('unsubscribe-links').digest();
  }

  private sign(body: string): Buffer {
    return createHmac('sha256', this.key).update(body).digest().subarray(0, 16);
  }

  create(userId: number, kind: NoticeKind): string {
    const body = `${userId}.${KIND_CODES[kind]}`;
    return `${body}.${this.sign(body).toString('base64url')}`;
  }

  /** The user and kind a token was made for, or null when it was not made by this server. */
  read(token: string): { userId: number; kind: NoticeKind } | null {
    const match = /^([1-9]\d{0,9})\.([a-z])\.([A-Za-z0-9_-]{22})$/.exec(token);
    if (!match) return null;
    const [, id, code, signature] = match;
    const kind = KINDS.get(code!);
    const userId = Number(id);
    if (!kind || userId > 2_147_483_647) return null;
    const given = Buffer.from(signature!, 'base64url');
    const expected = this.sign(`${id}.${code}`);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return { userId, kind };
  }
}

const DEFAULTS: NotificationSettingsView = { message_emails: true, saved_search_emails: true };

/** GET /api/profile/notifications: a user without a row has every kind on. */
export async function getNotificationSettings(
  db: Database,
  userId: number,
): Promise<NotificationSettingsView> {
  const [row] = await db
    .select({
      message_emails: notificationSettings.messageEmails,
      saved_search_emails: notificationSettings.savedSearchEmails,
    })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return row ?? DEFAULTS;
}

/** PATCH /api/profile/notifications: the fields given change, the others keep their value. */
export async function updateNotificationSettings(
  ctx: { db: Database; now: () => Date },
  userId: number,
  patch: SettingsPatch,
): Promise<NotificationSettingsView> {
  const set = {
    ...(patch.message_emails === undefined ? {} : { messageEmails: patch.message_emails }),
    ...(patch.saved_search_emails === undefined
      ? {}
      : { savedSearchEmails: patch.saved_search_emails }),
    updatedAt: ctx.now(),
  };
  const [row] = await ctx.db
    .insert(notificationSettings)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: notificationSettings.userId, set })
    .returning({
      message_emails: notificationSettings.messageEmails,
      saved_search_emails: notificationSettings.savedSearchEmails,
    });
  if (!row) throw new Error('notification settings upsert returned no row');
  return row;
}

/**
 * POST /api/unsubscribe: a valid token turns its kind of email off for its user. Every token gets
 * the same answer, so the endpoint tells nothing about accounts or tokens.
 */
export async function unsubscribe(
  ctx: { db: Database; now: () => Date; unsubscribeTokens: UnsubscribeTokens },
  token: string,
): Promise<{ message: string }> {
  const target = ctx.unsubscribeTokens.read(token);
  if (target) {
    const patch =
      target.kind === 'messages' ? { message_emails: false } : { saved_search_emails: false };
    // A user id that does not exist (only a server holding the secret can sign one) is no row.
    await updateNotificationSettings(ctx, target.userId, patch).catch((error: unknown) => {
      if (!isForeignKeyViolation(error)) throw error;
    });
  }
  return { message: serverTexts.apiNotifications.unsubscribed };
}

const isForeignKeyViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
};

/** Whether the user receives this kind of notice email (no row means yes). */
export async function wantsEmails(
  db: Database,
  userId: number,
  kind: NoticeKind,
): Promise<boolean> {
  const settings = await getNotificationSettings(db, userId);
  return kind === 'messages' ? settings.message_emails : settings.saved_search_emails;
}
