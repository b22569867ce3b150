import { texts } from '@marketplace/domain';

/** An error whose status and Serbian message are safe to show to the client. */
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

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string = texts.api.unauthorized) =>
  new HttpError(401, message);
export const forbidden = (message: string = texts.api.forbidden) => new HttpError(403, message);
export const notFound = (message: string = texts.api.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
