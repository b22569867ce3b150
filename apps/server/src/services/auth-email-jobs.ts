import { eq } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { users } from '../db/schema';
import {
  accountExistsEmail,
  passwordChangedEmail,
  passwordResetEmail,
  verificationEmail,
} from './auth-emails';
import { createEmailToken } from './email-tokens';
import type { Job, JobQueue } from './job-queue';
import { inLanguageOf } from './language';
import type { Mailer } from './mailer';

/**
 * The account emails, sent by the job queue rather than by the request: a request that may concern
 * an existing account does the same work (one job insert) whether or not the account exists, so
 * neither its answer nor its timing tells (ASVS 6.3.8), and a mail server that is slow or down
 * delays the email, never the answer. The worker decides whether there is anyone to write to,
 * and writes in that user's language.
 */
export const EMAIL_QUEUE = 'email';

/** `at` is when the request was made: a link's validity counts from then, not from sending. */
export type AuthEmailJob =
  | { type: 'verify-email'; userId: number; at: string }
  | { type: 'account-exists'; email: string }
  | { type: 'resend-verification'; email: string; at: string }
  | { type: 'forgot-password'; email: string; at: string }
  | { type: 'password-changed'; userId: number; at: string };

export interface AuthEmailContext {
  db: Database;
  mailer: Mailer;
  appUrl: string;
}

async function findUser(db: Database, where: { id: number } | { email: string }) {
  const [row] = await db
    .select()
    .from(users)
    .where('id' in where ? eq(users.id, where.id) : eq(users.email, where.email))
    .limit(1);
  return row;
}

export async function sendAuthEmail(context: AuthEmailContext, job: AuthEmailJob): Promise<void> {
  const { db, mailer, appUrl } = context;
  switch (job.type) {
    case 'verify-email':
    case 'resend-verification': {
      const user = await findUser(
        db,
        job.type === 'verify-email' ? { id: job.userId } : { email: job.email },
      );
      if (!user || user.emailVerifiedAt) return;
      const token = await createEmailToken(db, user.id, 'verify_email', new Date(job.at));
      await mailer.send(inLanguageOf(user.language, () => verificationEmail(appUrl, user, token)));
      return;
    }
    case 'account-exists': {
      const user = await findUser(db, { email: job.email });
      if (user)
        await mailer.send(inLanguageOf(user.language, () => accountExistsEmail(appUrl, user)));
      return;
    }
    case 'forgot-password':
    case 'password-changed': {
      const user = await findUser(
        db,
        job.type === 'forgot-password' ? { email: job.email } : { id: job.userId },
      );
      if (!user) return;
      const token = await createEmailToken(db, user.id, 'reset_password', new Date(job.at));
      await mailer.send(
        inLanguageOf(user.language, () =>
          job.type === 'forgot-password'
            ? passwordResetEmail(appUrl, user, token)
            : passwordChangedEmail(appUrl, user, token),
        ),
      );
      return;
    }
  }
}

/** Starts sending the queued account emails of this process. */
export function workAuthEmails(queue: JobQueue, context: AuthEmailContext): void {
  queue.work(EMAIL_QUEUE, (job: Job<AuthEmailJob>) => sendAuthEmail(context, job.payload));
}
