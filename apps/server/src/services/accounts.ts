import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { normalizeUserType, type UserType } from '@marketplace/domain';
import { users } from '../db/schema';
import { badRequest, conflict } from '../http/errors';
import { verificationEmail } from './auth-emails';
import { consumeEmailToken, createEmailToken } from './email-tokens';
import { assertAcceptablePassword, hashPassword } from './passwords';
import type { Email } from './mailer';

export const accountMessages = {
  registered: 'Registracija je uspešna. Proverite email za verifikaciju naloga.',
  emailTaken: 'Korisnik sa ovom email adresom već postoji.',
  verified: 'Email adresa je uspešno verifikovana.',
  verifyInvalid: 'Verifikacioni link je nevažeći ili je istekao.',
  resent: 'Ako nalog postoji i nije verifikovan, poslali smo novi verifikacioni link.',
} as const;

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

export async function findUserByEmail(
  app: FastifyInstance,
  email: string,
): Promise<UserRow | undefined> {
  const [row] = await app.db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/**
 * A failed delivery must not change the answer: registration already succeeded (and "resend" can
 * retry), and forgot-password must answer the same whether or not an email went out.
 */
export async function sendQuietly(app: FastifyInstance, email: Email): Promise<void> {
  try {
    await app.mailer.send(email);
  } catch (error) {
    app.log.error({ err: error, subject: email.subject }, 'sending an email failed');
  }
}

async function sendVerification(app: FastifyInstance, user: UserRow): Promise<void> {
  const token = await createEmailToken(app.db, user.id, 'verify_email', app.now());
  await sendQuietly(app, verificationEmail(app.config.appUrl, user, token));
}

export async function register(
  app: FastifyInstance,
  input: { full_name: string; email: string; password: string; user_type: UserType },
): Promise<{ message: string }> {
  assertAcceptablePassword(input.password);
  const [user] = await app.db
    .insert(users)
    .values({
      email: normalizeEmail(input.email),
      fullName: input.full_name.trim(),
      userType: input.user_type,
      passwordHash: await hashPassword(input.password),
    })
    // The unique index decides between concurrent registrations of the same address.
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!user) throw conflict(accountMessages.emailTaken);
  await sendVerification(app, user);
  return { message: accountMessages.registered };
}

export async function verifyEmail(
  app: FastifyInstance,
  token: string,
): Promise<{ message: string }> {
  const now = app.now();
  const userId = await consumeEmailToken(app.db, token, 'verify_email', now);
  if (userId === null) throw badRequest(accountMessages.verifyInvalid);
  await app.db
    .update(users)
    .set({
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(users.id, userId));
  return { message: accountMessages.verified };
}

/** DESIGN: the same answer whether the account is missing, unverified or already verified. */
export async function resendVerification(
  app: FastifyInstance,
  email: string,
): Promise<{ message: string }> {
  const user = await findUserByEmail(app, normalizeEmail(email));
  if (user && !user.emailVerifiedAt) await sendVerification(app, user);
  return { message: accountMessages.resent };
}
