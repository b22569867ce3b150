import { fillText, formatDateTime, serverTexts } from '@marketplace/domain';
import { ServiceError, forbidden } from './errors';
import { findUserByEmail, normalizeEmail, userBody } from './accounts';
import {
  CAPTCHA_AFTER_FAILURES,
  clearFailures,
  consumeChallenge,
  countAttempt,
  sweepFailures,
  type Challenge,
} from './captcha';
import { verifyPassword } from './passwords';
import type { ServiceContext } from './context';

/** What this module's functions use (routes/api/index.ts builds it from the app). */
export type LoginContext = Pick<ServiceContext, 'db' | 'now' | 'auth'>;

export interface LoginInput {
  email: string;
  password: string;
  captchaQuestion?: string;
  captchaAnswer?: string;
}

const SWEEP_EVERY_MS = 60_000;

/**
 * DESIGN "API decisions" (captcha, login). Each attempt first spends the challenge it answers (at
 * most one attempt per challenge), then is counted as a failure before its password is checked, so
 * concurrent guesses cannot slip past the threshold (ASVS 6.3.1, 15.4.2): from the 3rd counted
 * failure on, only an attempt that spent a challenge reaches the password check. Every failure
 * (wrong password, unknown email, missing or wrong answer) answers alike and, from the 3rd, carries
 * a new question. A correct password clears the count; an unverified account is then refused (403).
 */
export function createLogin(ctx: LoginContext) {
  let lastSweep = 0;

  const failure = (message: string, challenge: Challenge | null) =>
    new ServiceError(
      'unauthenticated',
      message,
      challenge ? { requiresCaptcha: true, captcha: challenge.question } : {},
    );

  return async function login(input: LoginInput) {
    const email = normalizeEmail(input.email);
    const now = ctx.now();
    if (now.getTime() - lastSweep > SWEEP_EVERY_MS) {
      lastSweep = now.getTime();
      await sweepFailures(ctx.db, now);
    }

    const spent = await consumeChallenge(
      ctx.db,
      email,
      input.captchaQuestion,
      input.captchaAnswer,
      now,
    );
    const attempt = await countAttempt(ctx.db, email, now);
    if (attempt.earlier >= CAPTCHA_AFTER_FAILURES && !spent) {
      const answered = Boolean(input.captchaAnswer?.trim());
      throw failure(
        answered ? serverTexts.apiAuth.captchaWrong : serverTexts.apiAuth.captchaRequired,
        attempt.challenge,
      );
    }

    const user = await findUserByEmail(ctx.db, email);
    const passwordOk = await verifyPassword(user?.passwordHash, input.password);
    if (!user || !passwordOk)
      throw failure(serverTexts.apiAuth.wrongCredentials, attempt.challenge);

    await clearFailures(ctx.db, email);
    if (!user.emailVerifiedAt) throw forbidden(serverTexts.apiAuth.notVerified);
    // A suspended or banned account is told until when (services/moderation.ts lifts it then).
    if (user.restriction === 'banned') throw forbidden(serverTexts.apiModeration.banned);
    if (user.restriction === 'suspended') {
      throw forbidden(
        fillText(serverTexts.apiModeration.suspendedUntil, {
          until: formatDateTime(user.restrictedUntil),
        }),
      );
    }
    return { token: await ctx.auth.issueToken(user), user: userBody(user) };
  };
}
