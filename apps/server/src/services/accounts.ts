import { eq, sql } from 'drizzle-orm';
import { normalizeUserType, type Language, type UserType, serverTexts } from '@marketplace/domain';
import type { Database } from '../db/connect';
import { users } from '../db/schema';
import { invalid } from './errors';
import { EMAIL_QUEUE, type AuthEmailJob } from './auth-email-jobs';
import { consumeEmailToken, emailTokenUser } from './email-tokens';
import { assertAcceptablePassword, hashPassword } from './passwords';
import type { ServiceContext } from './context';

/** What this module's functions use (routes/api/index.ts builds it from the app). */
export type AccountContext = Pick<ServiceContext, 'db' | 'now' | 'jobs'>;

export type UserRow = typeof users.$inferSelect;

/** The User schema of openapi.yaml: both spellings of the type, as the contract promises. */
export function userBody(user: { id: number; email: string; fullName: string; userType: string }) {
  const type: UserType = normalizeUserType(user.userType);
  return {
    id: user.id,
    email: user.email,
    full_name: user.fullName,
    user_type: type,
    userType: type,
  };
}

/** DESIGN "API decisions": emails are trimmed and lower-cased everywhere they are looked up. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/**
 * DESIGN: a taken address is answered exactly as a new one (201, the same message) and its owner
 * gets a notice instead, so registration reveals no account (ASVS 6.3.8). Both paths hash the
 * password and write one user row attempt and one job in a transaction; the email goes out later.
 */
export async function register(
  ctx: AccountContext,
  input: { full_name: string; email: string; password: string; user_type: UserType },
  language: Language | null = null,
): Promise<{ message: string }> {
  assertAcceptablePassword(input.password);
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email,
        fullName: input.full_name.trim(),
        userType: input.user_type,
        passwordHash,
        // The language the account was made in: its first emails are written in it.
        language,
      })
      // The unique index decides between concurrent registrations of the same address.
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    const job: AuthEmailJob = user
      ? { type: 'verify-email', userId: user.id, at: ctx.now().toISOString() }
      : { type: 'account-exists', email };
    await ctx.jobs.enqueue(EMAIL_QUEUE, job, tx);
  });
  ctx.jobs.wake();
  return { message: serverTexts.apiAuth.registered };
}

/**
 * Verifies the account of a verification link. A link opened again (its token used, or expired
 * after a newer link verified the account) answers 200 with `alreadyVerified` when its account is
 * verified: the token itself proves its holder received the email, so this tells nobody else
 * anything; an unknown token, or one of an unverified account, is refused as before.
 */
export async function verifyEmail(
  ctx: AccountContext,
  token: string,
): Promise<{ message: string; alreadyVerified?: boolean }> {
  const now = ctx.now();
  const userId = await consumeEmailToken(ctx.db, token, 'verify_email', now);
  if (userId === null) {
    const holder = await emailTokenUser(ctx.db, token, 'verify_email');
    if (holder !== null) {
      const [account] = await ctx.db
        .select({ verifiedAt: users.emailVerifiedAt })
        .from(users)
        .where(eq(users.id, holder))
        .limit(1);
      if (account?.verifiedAt) {
        return { message: serverTexts.apiAuth.alreadyVerified, alreadyVerified: true };
      }
    }
    throw invalid(serverTexts.apiAuth.verifyInvalid);
  }
  await ctx.db
    .update(users)
    .set({
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(users.id, userId));
  return { message: serverTexts.apiAuth.verified };
}

/** DESIGN: the same answer whether the account is missing, unverified or already verified. */
export async function resendVerification(
  ctx: AccountContext,
  email: string,
): Promise<{ message: string }> {
  const job: AuthEmailJob = {
    type: 'resend-verification',
    email: normalizeEmail(email),
    at: ctx.now().toISOString(),
  };
  await ctx.jobs.enqueue(EMAIL_QUEUE, job);
  return { message: serverTexts.apiAuth.verificationResent };
}
