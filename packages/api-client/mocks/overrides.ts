import { texts, serverTexts } from '@marketplace/domain';
import { delay, HttpResponse, type HttpHandler } from 'msw';
import type { ApiError, LoginFailure } from '../src/types';
import { mockCaptcha } from './handlers/auth';
import { errorResponse, handlerFor, mockMessages } from './http';
import { routes, type OperationId } from './routes';

/**
 * One operation answering `status` with `{message}`. Prepend it (`server.use(...)` or a story's
 * `msw.handlers`) to show an error state. A text of domain is passed as a function (`() =>
 * texts.x.y`), so it is read when answered, in the current language.
 */
export function errorHandler(
  operationId: OperationId,
  status = 500,
  message: string | (() => string) = () => mockMessages.serverError,
): HttpHandler {
  const text = typeof message === 'function' ? message : () => message;
  // Every operation declares Error bodies, so this resolver fits any of them.
  return handlerFor(operationId, (() => errorResponse(status, text())) as never);
}

/** One operation that never answers, for loading states. */
export function loadingHandler(operationId: OperationId): HttpHandler {
  return handlerFor(operationId, (async () => {
    await delay('infinite');
  }) as never);
}

/** One operation answering with a fixed JSON body, e.g. an empty list. */
export function jsonHandler(operationId: OperationId, body: unknown, status = 200): HttpHandler {
  return handlerFor(operationId, (() => HttpResponse.json(body as never, { status })) as never);
}

/** A 500 `{message}` override for every operation, e.g. `server.use(errorHandlers.listAds)`. */
export const errorHandlers = Object.fromEntries(
  (Object.keys(routes) as OperationId[]).map((operationId) => [
    operationId,
    errorHandler(operationId),
  ]),
) as Record<OperationId, HttpHandler>;

// The body is made when answered, so its texts are in the current language.
const loginFailure = (status: number, body: () => LoginFailure) =>
  handlerFor('login', () => HttpResponse.json(body(), { status }));

/** Named error and edge states the spec mentions (§8), ready to prepend. */
export const handlerOverrides = {
  listAdsError: errorHandler('listAds'),
  listAdsEmpty: jsonHandler('listAds', []),
  listMyAdsError: errorHandler('listMyAds'),
  listMyAdsEmpty: jsonHandler('listMyAds', []),
  getAdNotFound: errorHandler('getAd', 404, () => mockMessages.adNotFound),
  getAdError: errorHandler('getAd'),
  createAdError: errorHandler('createAd'),
  updateAdError: errorHandler('updateAd'),
  deleteAdError: errorHandler('deleteAd'),
  deleteAdImageError: errorHandler('deleteAdImage'),
  listBusinessAdsError: errorHandler('listBusinessAds'),
  listBusinessAdsEmpty: jsonHandler('listBusinessAds', []),
  listMyBusinessAdsEmpty: jsonHandler('listMyBusinessAds', []),
  getBusinessAdNotFound: errorHandler('getBusinessAd', 404, () => mockMessages.businessAdNotFound),
  getBusinessAdError: errorHandler('getBusinessAd'),
  createBusinessAdError: errorHandler(
    'createBusinessAd',
    400,
    () => texts.businessAdForm.requiredFields,
  ),
  updateBusinessAdForbidden: errorHandler(
    'updateBusinessAd',
    403,
    () => texts.businessAdForm.notAuthor,
  ),
  loginWrongPassword: loginFailure(401, () => ({ message: serverTexts.apiAuth.wrongCredentials })),
  loginRequiresCaptcha: loginFailure(401, () => ({
    message: serverTexts.apiAuth.wrongCredentials,
    requiresCaptcha: true,
    captcha: mockCaptcha.question,
  })),
  loginUnverified: loginFailure(403, () => ({ message: serverTexts.apiAuth.notVerified })),
  loginRateLimited: handlerFor('login', () =>
    HttpResponse.json<LoginFailure>(
      { message: serverTexts.apiAuth.rateLimited },
      { status: 429, headers: { 'Retry-After': '60' } },
    ),
  ),
  loginNetworkError: handlerFor('login', () => HttpResponse.error()),
  registerCommonPassword: errorHandler('register', 400, () => serverTexts.apiAuth.commonPassword),
  verifyEmailError: errorHandler('verifyEmail', 400, () => serverTexts.apiAuth.verifyInvalid),
  forgotPasswordError: errorHandler('forgotPassword'),
  resetPasswordError: errorHandler('resetPassword', 400, () => serverTexts.apiAuth.resetInvalid),
  changePasswordWrongOld: errorHandler(
    'changePassword',
    400,
    () => serverTexts.apiAuth.oldPasswordWrong,
  ),
  getMeUnauthorized: errorHandler('getMe', 401, () => mockMessages.unauthorized),
  logoutError: errorHandler('logout'),
  unreadCountError: errorHandler('getUnreadCount'),
  listConversationsEmpty: jsonHandler('listConversations', []),
  listConversationsError: errorHandler('listConversations'),
} satisfies Record<string, HttpHandler>;

export type { ApiError };
