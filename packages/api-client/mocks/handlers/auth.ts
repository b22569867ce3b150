import { fillText, serverTexts } from '@marketplace/domain';
import { HttpResponse } from 'msw';
import type { AuthOperationId } from '../../src/types';
import type { MockDb } from '../db';
import { errorResponse, mockMessages, noContent, type Resolvers } from '../http';
import { publicUser, signedInUser } from '../session';
import { createMockToken } from '../token';

/** Tokens the mock accepts in emailed links (verify page and reset page stories use them). */
export const mockEmailTokens = {
  verification: 'mock-verifikacioni-token',
  passwordReset: 'mock-token-za-resetovanje',
} as const;

/**
 * The mock captcha (DESIGN: from the 3rd consecutive failed login for an email); the question is
 * read when asked, in the current language.
 */
export const mockCaptcha = {
  get question() {
    return fillText(serverTexts.apiAuth.captchaAddition, { a: 3, b: 4 });
  },
  answer: '7',
} as const;
const CAPTCHA_AFTER_FAILURES = 3;

export function authResolvers(db: MockDb): Pick<Resolvers, AuthOperationId> {
  return {
    async register({ request }) {
      const body = await request.json();
      const email = body.email.trim().toLowerCase();
      // As the server: a taken address is answered like a new one (its owner is mailed instead).
      if (db.users.some((user) => user.email === email)) {
        return HttpResponse.json({ message: serverTexts.apiAuth.registered }, { status: 201 });
      }
      const id = db.nextId();
      db.users.push({
        id,
        email,
        full_name: body.full_name.trim(),
        user_type: body.user_type,
        userType: body.user_type,
        password: body.password,
        verified: false,
      });
      return HttpResponse.json({ message: serverTexts.apiAuth.registered }, { status: 201 });
    },

    async verifyEmail({ request }) {
      const { token } = await request.json();
      if (token !== mockEmailTokens.verification) {
        return errorResponse(400, serverTexts.apiAuth.verifyInvalid);
      }
      return HttpResponse.json({ message: serverTexts.apiAuth.verified });
    },

    resendVerification: () =>
      HttpResponse.json({ message: serverTexts.apiAuth.verificationResent }),

    async login({ request }) {
      const body = await request.json();
      const email = body.email.trim().toLowerCase();
      const failures = db.loginFailures.get(email) ?? 0;
      const captchaRequired = failures >= CAPTCHA_AFTER_FAILURES;
      const captchaPassed =
        !captchaRequired ||
        (body.captchaQuestion === mockCaptcha.question &&
          body.captchaAnswer?.trim() === mockCaptcha.answer);
      const user = db.users.find((candidate) => candidate.email === email);
      if (!captchaPassed || !user || user.password !== body.password) {
        db.loginFailures.set(email, failures + 1);
        const challenge = failures + 1 >= CAPTCHA_AFTER_FAILURES;
        return HttpResponse.json(
          {
            message: captchaPassed
              ? serverTexts.apiAuth.wrongCredentials
              : serverTexts.apiAuth.captchaWrong,
            ...(challenge ? { requiresCaptcha: true, captcha: mockCaptcha.question } : {}),
          },
          { status: 401 },
        );
      }
      if (!user.verified) {
        return HttpResponse.json({ message: serverTexts.apiAuth.notVerified }, { status: 403 });
      }
      db.loginFailures.delete(email);
      return HttpResponse.json({ token: createMockToken(user.id), user: publicUser(user) });
    },

    logout({ request }) {
      if (!signedInUser(db, request)) return errorResponse(401, mockMessages.unauthorized);
      return noContent();
    },

    getMe({ request }) {
      const user = signedInUser(db, request);
      if (!user) return errorResponse(401, mockMessages.unauthorized);
      return HttpResponse.json(publicUser(user));
    },

    forgotPassword: () => HttpResponse.json({ message: serverTexts.apiAuth.resetSent }),

    async resetPassword({ request }) {
      const { token } = await request.json();
      if (token !== mockEmailTokens.passwordReset) {
        return errorResponse(400, serverTexts.apiAuth.resetInvalid);
      }
      return HttpResponse.json({ message: serverTexts.apiAuth.passwordReset });
    },

    async changePassword({ request }) {
      const user = signedInUser(db, request);
      if (!user) return errorResponse(401, mockMessages.unauthorized);
      const { oldPassword, newPassword } = await request.json();
      if (oldPassword !== user.password) {
        return errorResponse(400, serverTexts.apiAuth.oldPasswordWrong);
      }
      user.password = newPassword;
      return HttpResponse.json({
        message: serverTexts.apiAuth.passwordChanged,
        token: createMockToken(user.id),
      });
    },

    async setLanguage({ request }) {
      const user = signedInUser(db, request);
      if (!user) return errorResponse(401, mockMessages.unauthorized);
      user.language = (await request.json()).language;
      return noContent();
    },
  };
}
