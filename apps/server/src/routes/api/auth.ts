import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serverTexts } from '@marketplace/domain';
import type { AuthOperationId } from '@marketplace/api-client';
import type { HandlersFor } from '../../http/contract';
import type { ServiceContext } from '../../services/context';
import { SESSION_COOKIE } from '../../plugins/app/auth';
import { setLanguageCookie } from '../../plugins/app/language';
import { languageOfUser, setLanguageOfUser } from '../../services/language';
import { inMinutes } from '../../plugins/app/rate-limits';
import { register, resendVerification, userBody, verifyEmail } from '../../services/accounts';
import { createLogin } from '../../services/login';
import {
  CHANGE_ATTEMPTS,
  CHANGE_WINDOW_MS,
  changePassword,
  forgotPassword,
  resetPassword,
} from '../../services/password-changes';

export function createAuthHandlers(
  app: FastifyInstance,
  ctx: ServiceContext,
): HandlersFor<AuthOperationId> {
  /**
   * DESIGN "API decisions": one per-IP budget of AUTH_RATE_LIMIT requests a minute shared by login,
   * register, verify, resend, forgot and reset; me, logout and change-password are not limited.
   */
  const authLimit = app.limit({
    key: (request) => `auth:${request.ip}`,
    max: app.config.authRateLimit,
    windowMs: 60_000,
    message: () => serverTexts.apiAuth.rateLimited,
  });
  const limit = (request: FastifyRequest) => authLimit.take(request);
  /** ASVS 6.3.1: each attempt counts before the current password is checked. */
  const changeLimit = app.limit({
    key: (request) => `change-password:${app.auth.requireUser(request).id}`,
    max: CHANGE_ATTEMPTS,
    windowMs: CHANGE_WINDOW_MS,
    message: inMinutes(serverTexts.apiAuth.tooManyPasswordChanges),
  });
  const login = createLogin(ctx);
  const secureCookie = /^https:/i.test(app.config.appUrl);

  return {
    async register(request, reply) {
      await limit(request);
      reply.code(201);
      return register(ctx, request.body, request.language);
    },
    async verifyEmail(request) {
      await limit(request);
      return verifyEmail(ctx, request.body.token);
    },
    async resendVerification(request) {
      await limit(request);
      return resendVerification(ctx, request.body.email);
    },
    async login(request, reply) {
      await limit(request);
      const answer = await login(request.body);
      // DESIGN "Rendering and the session": the same token, as a cookie for page rendering.
      await app.auth.setSessionCookie(reply, answer.token);
      // The account's language follows its user to a new browser.
      const language = await languageOfUser(ctx.db, answer.user.id);
      if (language) setLanguageCookie(reply, language, secureCookie);
      return answer;
    },
    async logout(request, reply) {
      // The session cookie is cleared on every answer of this route (plugins/app/auth.ts).
      await app.auth.revoke(app.auth.requireUser(request));
      return reply.code(204).send();
    },
    async getMe(request) {
      const user = app.auth.requireUser(request);
      const language = await languageOfUser(ctx.db, user.id);
      return { ...userBody(user), staff_role: user.staffRole, language };
    },
    async setLanguage(request, reply) {
      const user = app.auth.requireUser(request);
      await setLanguageOfUser(ctx.db, user.id, request.body.language);
      setLanguageCookie(reply, request.body.language, secureCookie);
      return reply.code(204).send();
    },
    async forgotPassword(request) {
      await limit(request);
      return forgotPassword(ctx, request.body.email);
    },
    async resetPassword(request, reply) {
      await limit(request);
      const answer = await resetPassword(ctx, request.body);
      // The reset revoked its user's earlier tokens: a session cookie the request carried that no
      // longer authenticates (that user's) is dropped; another user's live one stays.
      if (
        request.cookies[SESSION_COOKIE] !== undefined &&
        !(await app.auth.sessionFromCookie(request))
      ) {
        app.auth.clearSessionCookie(reply);
      }
      return answer;
    },
    async changePassword(request, reply) {
      const user = app.auth.requireUser(request);
      await changeLimit.take(request);
      const answer = await changePassword(ctx, user, request.body);
      await changeLimit.reset(request);
      // Every earlier token died with the change: the cookie carries the new one.
      await app.auth.setSessionCookie(reply, answer.token);
      return answer;
    },
  };
}
