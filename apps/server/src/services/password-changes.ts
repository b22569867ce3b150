import { eq, sql } from 'drizzle-orm';
import { serverTexts } from '@marketplace/domain';
import { users } from '../db/schema';
import { invalid } from './errors';
import type { AuthUser } from './auth-types';
import { normalizeEmail } from './accounts';
import { EMAIL_QUEUE, type AuthEmailJob } from './auth-email-jobs';
import { clearFailures } from './captcha';
import { consumeEmailToken, spendEmailTokens } from './email-tokens';
import { assertAcceptablePassword, hashPassword, verifyPassword } from './passwords';
import type { ServiceContext } from './context';

/** What this module's functions use (routes/api/index.ts builds it from the app). */
export type PasswordContext = Pick<ServiceContext, 'db' | 'now' | 'jobs' | 'unreadCounts' | 'auth'>;

/**
 * Stores the new hash and bumps tokenVersion: every token issued before carries the old `ver` claim
 * and stops authenticating (DESIGN: a password reset or change revokes the user's earlier tokens).
 */
async function setPassword(
  ctx: PasswordContext,
  userId: number,
  password: string,
  announce = false,
): Promise<number> {
  const passwordHash = await hashPassword(password);
  const row = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, userId))
      .returning({ tokenVersion: users.tokenVersion });
    if (!updated) return updated;
    // Open event streams of the earlier tokens close in every process as this commits.
    await ctx.auth.sessionsChanged(userId, tx);
    // The 'Lozinka je promenjena' email is queued with the change, so it cannot be lost.
    if (announce) {
      const job: AuthEmailJob = { type: 'password-changed', userId, at: ctx.now().toISOString() };
      await ctx.jobs.enqueue(EMAIL_QUEUE, job, tx);
    }
    return updated;
  });
  if (!row) throw new Error(`user ${userId} disappeared while changing the password`);
  ctx.unreadCounts.invalidateUser(userId);
  return row.tokenVersion;
}

/** DESIGN: the same answer whether or not the account exists. */
export async function forgotPassword(
  ctx: PasswordContext,
  email: string,
): Promise<{ message: string }> {
  // One job insert either way; the worker finds out whether there is an account to write to.
  const job: AuthEmailJob = {
    type: 'forgot-password',
    email: normalizeEmail(email),
    at: ctx.now().toISOString(),
  };
  await ctx.jobs.enqueue(EMAIL_QUEUE, job);
  return { message: serverTexts.apiAuth.resetSent };
}

export async function resetPassword(
  ctx: PasswordContext,
  input: { token: string; newPassword: string },
): Promise<{ message: string }> {
  // Checked first, so a rejected password does not spend the link.
  assertAcceptablePassword(input.newPassword);
  const now = ctx.now();
  const userId = await consumeEmailToken(ctx.db, input.token, 'reset_password', now);
  if (userId === null) throw invalid(serverTexts.apiAuth.resetInvalid);
  await setPassword(ctx, userId, input.newPassword);
  // Older reset links of this user die with this one.
  await spendEmailTokens(ctx.db, userId, 'reset_password', now);
  // Opening the emailed link proves the address, as the verification link would.
  const [user] = await ctx.db
    .update(users)
    .set({
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(users.id, userId))
    .returning({ email: users.email });
  // A new password starts a clean slate for the captcha counter.
  if (user) await clearFailures(ctx.db, user.email);
  return { message: serverTexts.apiAuth.passwordReset };
}

/** ASVS 6.3.1: at most this many change attempts per user in CHANGE_WINDOW_MS. */
export const CHANGE_ATTEMPTS = 5;
export const CHANGE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Every earlier token is revoked by the new tokenVersion; the answer carries a fresh one so the user
 * stays signed in, and the account's address is told (with a link to set another password). The
 * route counts each attempt (CHANGE_ATTEMPTS in CHANGE_WINDOW_MS) before this checks the current
 * password, so parallel guesses cannot exceed the limit; a successful change clears the count.
 */
export async function changePassword(
  ctx: PasswordContext,
  current: AuthUser,
  input: { oldPassword: string; newPassword: string },
): Promise<{ message: string; token: string }> {
  const [row] = await ctx.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, current.id))
    .limit(1);
  if (!row || !(await verifyPassword(row.passwordHash, input.oldPassword))) {
    throw invalid(serverTexts.apiAuth.oldPasswordWrong);
  }
  assertAcceptablePassword(input.newPassword);
  const tokenVersion = await setPassword(ctx, current.id, input.newPassword, true);
  const token = await ctx.auth.issueToken({ id: current.id, tokenVersion });
  return { message: serverTexts.apiAuth.passwordChanged, token };
}
