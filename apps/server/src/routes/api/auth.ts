import type { FastifyInstance, FastifyRequest } from 'fastify';
import { texts } from '@marketplace/domain';
import type { HandlersFor } from '../../http/contract';
import type { ServiceContext } from '../../services/context';
import { HttpError } from '../../http/errors';
import { register, resendVerification, userBody, verifyEmail } from '../../services/accounts';
import { createLogin } from '../../services/login';
import { changePassword, forgotPassword, resetPassword } from '../../services/password-changes';

export function createAuthHandlers(
  app: FastifyInstance,
  ctx: ServiceContext,
): HandlersFor<
  | 'register'
  | 'verifyEmail'
  | 'resendVerification'
  | 'login'
  | 'logout'
  | 'getMe'
  | 'forgotPassword'
  | 'resetPassword'
  | 'changePassword'
> {
  /**
   * DESIGN "API decisions": one per-IP budget of AUTH_RATE_LIMIT requests a minute shared by login,
   * register, verify, resend, forgot and reset; me, logout and change-password are not limited.
   */
  async function limit(request: FastifyRequest): Promise<void> {
    const result = await app.rateLimiter.hit(`auth:${request.ip}`, app.config.authRateLimit);
    if (!result.allowed) {
      throw new HttpError(429, texts.apiAuth.rateLimited, {
        'Retry-After': String(result.retryAfterSeconds),
      });
    }
  }
  const login = createLogin(ctx);

  return {
    async register(request, reply) {
      await limit(request);
      reply.code(201);
      return register(ctx, request.body);
    },
    async verifyEmail(request) {
      await limit(request);
      return verifyEmail(ctx, request.body.token);
    },
    async resendVerification(request) {
      await limit(request);
      return resendVerification(ctx, request.body.email);
    },
    async login(request) {
      await limit(request);
      return login(request.body);
    },
    async logout(request, reply) {
      await app.auth.revoke(app.auth.requireUser(request));
      return reply.code(204).send();
    },
    async getMe(request) {
      return userBody(app.auth.requireUser(request));
    },
    async forgotPassword(request) {
      await limit(request);
      return forgotPassword(ctx, request.body.email);
    },
    async resetPassword(request) {
      await limit(request);
      return resetPassword(ctx, request.body);
    },
    async changePassword(request) {
      return changePassword(ctx, app.auth.requireUser(request), request.body);
    },
  };
}
