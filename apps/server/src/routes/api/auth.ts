import type { FastifyInstance } from 'fastify';
import type { HandlersFor } from '../../http/contract';
import { HttpError } from '../../http/errors';

const notImplemented = async (): Promise<never> => {
  throw new HttpError(501, 'Nije implementirano.');
};

export function createAuthHandlers(
  _app: FastifyInstance,
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
  return {
    register: notImplemented,
    verifyEmail: notImplemented,
    resendVerification: notImplemented,
    login: notImplemented,
    logout: notImplemented,
    getMe: notImplemented,
    forgotPassword: notImplemented,
    resetPassword: notImplemented,
    changePassword: notImplemented,
  };
}
