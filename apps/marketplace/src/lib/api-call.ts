import { serverMessageOr } from '@marketplace/domain';

/**
 * A request that did not end in a 2xx answer. `status` is the HTTP status, or 0 when the server
 * was not reached; `serverMessage` is the server's Serbian `{ message }` when it sent one; `body`
 * is the whole error answer (e.g. login's `requiresCaptcha`).
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly serverMessage: string | undefined = undefined,
    readonly body: unknown = undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The server refused the request (4xx): asking again the same way is refused again. */
  get refused(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

interface FetchOutcome<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

const messageIn = (body: unknown): string | undefined =>
  body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
    ? body.message
    : undefined;

/**
 * The one way the app reads an answer: an openapi-fetch call's data, or an ApiError. Every query
 * function and mutation of `features/<name>/api` goes through it. `what` names the request in
 * the error (spec §8: failures are logged).
 */
export async function unwrap<T>(call: Promise<FetchOutcome<T>>, what: string): Promise<T> {
  let outcome: FetchOutcome<T>;
  try {
    outcome = await call;
  } catch (cause) {
    throw new ApiError(`${what}: the server was not reached`, 0, undefined, cause);
  }
  const { data, error, response } = outcome;
  if (response.ok) return data as T;
  const serverMessage = messageIn(error);
  throw new ApiError(
    `${what}: ${response.status}${serverMessage ? ` ${serverMessage}` : ''}`,
    response.status,
    serverMessage,
    error,
  );
}

/**
 * spec §8: the text a screen shows for a failed request — the server's message when it sent one,
 * else the screen's `fallback`; `networkFallback` when the server was not reached.
 */
export function messageOf(error: unknown, fallback: string, networkFallback = fallback): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 0) return networkFallback;
  return serverMessageOr(error.serverMessage, fallback);
}

/**
 * Like messageOf, but only a refusal (4xx: too many or too large images, bad fields) shows the
 * server's text; a server failure (5xx) or no answer shows the screen's own, as spec §8 names it.
 */
export function refusalMessageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.refused
    ? serverMessageOr(error.serverMessage, fallback)
    : fallback;
}

/**
 * The request field a refusal names (the server's optional `field`, openapi.yaml Error), so a form
 * can mark it; undefined for any other failure.
 */
export function refusedFieldOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || !error.refused) return undefined;
  const body = error.body;
  if (!body || typeof body !== 'object' || !('field' in body)) return undefined;
  return typeof body.field === 'string' ? body.field : undefined;
}
