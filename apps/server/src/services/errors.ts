import { serverTexts } from '@marketplace/domain';

/** Why a service refused; the error handler (plugins/external/errors.ts) gives each its status. */
export type Refusal =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_large'
  | 'unsupported';

/** A refusal of the product's rules, with the Serbian message the client is shown. */
export class ServiceError extends Error {
  constructor(
    readonly refusal: Refusal,
    message: string,
    /** Extra fields of the answer (e.g. the captcha challenge). */
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ServiceError';
  }
}

export const invalid = (message: string) => new ServiceError('invalid', message);
export const forbidden = (message: string = serverTexts.api.forbidden) =>
  new ServiceError('forbidden', message);
export const notFound = (message: string = serverTexts.api.notFound) =>
  new ServiceError('not_found', message);
export const conflict = (message: string) => new ServiceError('conflict', message);
export const tooLarge = (message: string) => new ServiceError('too_large', message);
export const unsupported = (message: string) => new ServiceError('unsupported', message);
