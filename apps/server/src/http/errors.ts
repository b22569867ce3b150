import { serverTexts } from '@marketplace/domain';

/**
 * An error of the HTTP layer (the contract, the plugins, a route) whose status and Serbian message
 * are safe to show to the client; services refuse with `ServiceError` (services/errors.ts).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** Extra fields merged into the JSON body (e.g. the captcha challenge). */
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const unauthorized = (message: string = serverTexts.api.unauthorized) =>
  new HttpError(401, message);
