import { randomInt } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
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
    return { question: `Koliko je ${a} + ${b}?`, answer: String(a + b) };
  }
  const a = randomInt(5, 20);
  const b = randomInt(1, a);
  return { question: `Koliko je ${a} - ${b}?`, answer: String(a - b) };
}

/** The question the next attempt for this email must answer, or null when none is pending. */
export async function pendingChallenge(
  db: Database,
  email: string,
  now: Date,
): Promise<Challenge | null> {
  const [row] = await db
    .select()
    .from(loginAttempts)
    .where(eq(loginAttempts.email, email))
    .limit(1);
  if (!row?.captchaQuestion || !row.captchaAnswer) return null;
  // Failures older than the window no longer count, and neither does their challenge.
  if (now.getTime() - row.lastFailureAt.getTime() > FAILURE_WINDOW_MS) return null;
  return { question: row.captchaQuestion, answer: row.captchaAnswer };
}

export function answers(
  challenge: Challenge,
  question: string | undefined,
  answer: string | undefined,
): boolean {
  return question === challenge.question && answer?.trim() === challenge.answer;
}

/**
 * Counts one failure (restarting the count when the previous one is older than the window) in a
 * single upsert, so concurrent attempts cannot lose a count. From the threshold on, stores a fresh
 * challenge and returns it; below it, clears any challenge and returns null.
 */
export async function recordFailure(
  db: Database,
  email: string,
  now: Date,
): Promise<Challenge | null> {
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
  if ((row?.failures ?? 1) < CAPTCHA_AFTER_FAILURES) return null;
  // The first insert (failures = 1) cannot reach the threshold, so the update above stored it.
  return challenge;
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
