import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { emailTokens } from '../db/schema';

/**
 * DESIGN "API decisions": verification and reset tokens are 32 random bytes, base64url, stored only
 * as a hash (a leaked table cannot be replayed), single use; verification is valid 24 h, reset 1 h.
 */
export type EmailTokenPurpose = 'verify_email' | 'reset_password';

export const EMAIL_TOKEN_LIFETIME_MS: Record<EmailTokenPurpose, number> = {
  verify_email: 24 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
};

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Stores a new token for the user and returns the raw value, which only the email carries. */
export async function createEmailToken(
  db: Database,
  userId: number,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(emailTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + EMAIL_TOKEN_LIFETIME_MS[purpose]),
  });
  return token;
}

/**
 * Marks the token used and returns its user, or null when it is unknown, expired, already used or
 * for another purpose. One conditional UPDATE makes it single use even under concurrent requests.
 */
export async function consumeEmailToken(
  db: Database,
  token: string,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<number | null> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.tokenHash, hashToken(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .returning({ userId: emailTokens.userId });
  return row?.userId ?? null;
}

/**
 * The user of a known token for `purpose`, used or expired alike, or null when no token hashes to
 * it. Only for telling a link opened again apart: the token proves its email was received.
 */
export async function emailTokenUser(
  db: Database,
  token: string,
  purpose: EmailTokenPurpose,
): Promise<number | null> {
  const [row] = await db
    .select({ userId: emailTokens.userId })
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, hashToken(token)), eq(emailTokens.purpose, purpose)))
    .limit(1);
  return row?.userId ?? null;
}

/** Spends every other open token of the user for a purpose (e.g. older reset links after a reset). */
export async function spendEmailTokens(
  db: Database,
  userId: number,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
      ),
    );
}
