import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The header a balancer names a request by, and the answer repeats. */
export const REQUEST_ID_HEADER = 'x-request-id';

// What a balancer's id may look like: short, and nothing a log line could be forged with.
const WELL_FORMED = /^[A-Za-z0-9._:-]{8,128}$/;

/** A request's id: the balancer's X-Request-Id when well formed, else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && WELL_FORMED.test(given) ? given : randomUUID();
}
