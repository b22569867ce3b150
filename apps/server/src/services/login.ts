import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors';
import { findUserByEmail, normalizeEmail, userBody } from './accounts';
import { answers, clearFailures, pendingChallenge, recordFailure, sweepFailures } from './captcha';
import { verifyPassword } from './passwords';

export const loginMessages = {
  wrongCredentials: 'Pogrešan email ili lozinka.',
  captchaRequired: 'Molimo odgovorite na CAPTCHA pitanje.',
  captchaWrong: 'Odgovor na CAPTCHA pitanje nije tačan. Pokušajte ponovo.',
  notVerified: 'Email adresa nije verifikovana. Proverite svoje poruke.',
} as const;

export interface LoginInput {
  email: string;
  password: string;
  captchaQuestion?: string;
  captchaAnswer?: string;
}

const SWEEP_EVERY_MS = 60_000;

/**
 * DESIGN "API decisions" (captcha, login): a pending challenge is checked before the password, so a
 * guesser cannot try passwords without answering; every failure (wrong password, unknown email,
 * missing or wrong answer) counts and, from the 3rd, comes with a new question. A correct password
 * clears the counter; an unverified account is then refused with 403.
 */
export function createLogin(app: FastifyInstance) {
  let lastSweep = 0;

  async function fail(email: string, now: Date, message: string): Promise<never> {
    const challenge = await recordFailure(app.db, email, now);
    const extra = challenge ? { requiresCaptcha: true, captcha: challenge.question } : {};
    throw new HttpError(401, message, {}, extra);
  }

  return async function login(input: LoginInput) {
    const email = normalizeEmail(input.email);
    const now = app.now();
    if (now.getTime() - lastSweep > SWEEP_EVERY_MS) {
      lastSweep = now.getTime();
      await sweepFailures(app.db, now);
    }

    const pending = await pendingChallenge(app.db, email, now);
    if (pending && !answers(pending, input.captchaQuestion, input.captchaAnswer)) {
      const answered = Boolean(input.captchaAnswer?.trim());
      await fail(email, now, answered ? loginMessages.captchaWrong : loginMessages.captchaRequired);
    }

    const user = await findUserByEmail(app, email);
    const passwordOk = await verifyPassword(user?.passwordHash, input.password);
    if (!user || !passwordOk) return fail(email, now, loginMessages.wrongCredentials);

    await clearFailures(app.db, email);
    if (!user.emailVerifiedAt) throw new HttpError(403, loginMessages.notVerified);
    return { token: await app.auth.issueToken(user), user: userBody(user) };
  };
}
