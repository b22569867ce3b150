import { randomInt } from 'node:crypto';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { fillText, serverTexts } from '@marketplace/domain';
import type { Database } from '../db/connect';
import { loginAttempts } from '../db/schema';

/**
 * DESIGN "API decisions" (captcha): from the 3rd consecutive failed login for an email within
 * 15 minutes the answer carries a question; later attempts must answer it. The state lives in the
 * login_attempts table, never in process memory, so every server process enforces the same challenge.
 */
export const CAPTCHA_AFTER_FAILURES = 3;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

export interface Challenge {
  question: string;
  answer: string;
}

/** A simple arithmetic question in Serbian, e.g. 'Koliko je 3 + 4?'. */
export function newChallenge(): Challenge {
  if (randomInt(2) === 0) {
    const a = randomInt(1, 10);
    const b = randomInt(1, 10);
    return {
      question: fillText(serverTexts.apiAuth.captchaAddition, { a, b }),
      answer: String(a + b),
    };
  }
  const a = randomInt(5, 20);
  const b = randomInt(1, a);
  return {
    question: fillText(serverTexts.apiAuth.captchaSubtraction, { a, b }),
    answer: String(a - b),
  };
}

/**
 * Spends the pending challenge if this attempt answers it: one conditional UPDATE, so of any number
 * of concurrent attempts carrying the same answer at most one gets through (ASVS 15.4.2).
 */
export async function consumeChallenge(
  db: Database,
  email: string,
  question: string | undefined,
  answer: string | undefined,
  now: Date,
): Promise<boolean> {
  if (!question || !answer?.trim()) return false;
  const windowStart = new Date(now.getTime() - FAILURE_WINDOW_MS);
  const spent = await db
    .update(loginAttempts)
    .set({ captchaQuestion: null, captchaAnswer: null })
    .where(
      and(
        eq(loginAttempts.email, email),
        eq(loginAttempts.captchaQuestion, question),
        eq(loginAttempts.captchaAnswer, answer.trim()),
        gte(loginAttempts.lastFailureAt, windowStart),
      ),
    )
    .returning({ email: loginAttempts.email });
  return spent.length > 0;
}

export interface CountedAttempt {
  /** Failures counted before this attempt within the window. */
  earlier: number;
  /** The question stored for the next attempt, when the count reached the threshold. */
  challenge: Challenge | null;
}

/**
 * Counts the attempt as a failure BEFORE its password is checked (a success clears the count), in
 * one upsert that serialises concurrent attempts on the row: each learns how many came before it,
 * so from the threshold on no attempt reaches the password check without a spent challenge, however
 * many run at once. From the threshold on a fresh challenge is stored for the next attempt.
 */
export async function countAttempt(
  db: Database,
  email: string,
  now: Date,
): Promise<CountedAttempt> {
  const challenge = newChallenge();
  const windowStart = new Date(now.getTime() - FAILURE_WINDOW_MS);
  const failures = sql`case when ${loginAttempts.lastFailureAt} < ${windowStart}
    then 1 else ${loginAttempts.failures} + 1 end`;
  const over = sql`${failures} >= ${CAPTCHA_AFTER_FAILURES}`;
  const [row] = await db
    .insert(loginAttempts)
    .values({ email, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: loginAttempts.email,
      set: {
        failures,
        lastFailureAt: now,
        captchaQuestion: sql`case when ${over} then ${challenge.question} else null end`,
        captchaAnswer: sql`case when ${over} then ${challenge.answer} else null end`,
      },
    })
    .returning({ failures: loginAttempts.failures });
  const counted = row?.failures ?? 1;
  return {
    earlier: counted - 1,
    // The first insert (failures = 1) cannot reach the threshold, so the update above stored it.
    challenge: counted >= CAPTCHA_AFTER_FAILURES ? challenge : null,
  };
}

/** A successful login clears the counter and its challenge. */
export async function clearFailures(db: Database, email: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.email, email));
}

/** Drops counters whose window ended; called now and then so the table stays small. */
export async function sweepFailures(db: Database, now: Date): Promise<void> {
  await db
    .delete(loginAttempts)
    .where(lt(loginAttempts.lastFailureAt, new Date(now.getTime() - FAILURE_WINDOW_MS)));
}
