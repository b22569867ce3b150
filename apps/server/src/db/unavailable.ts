import { serverTexts } from '@marketplace/domain';

/** Seconds a client is asked to wait before trying again while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Read when answered, so it is in the request's language. */
export const databaseUnavailableMessage = () => serverTexts.api.databaseUnavailable;

// Socket errors of a connection that cannot be opened or was cut.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

// SQLSTATEs of a server that is going away, not accepting sessions, or cancelled a statement
// on time-out; class 08 (connection exception) is matched by its prefix.
const SQLSTATES = new Set([
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down, in recovery)
  '57014', // query_canceled (statement_timeout)
  '53300', // too_many_connections
]);

// node-postgres and pg-pool report time-outs and lost connections as plain Errors.
const MESSAGES = [
  /^timeout exceeded when trying to connect$/i, // no pool slot within connectionTimeoutMillis
  /^timeout expired$/i, // connectionTimeoutMillis of a client
  /^Query read timeout$/i, // query_timeout
  /^Connection terminated/i, // '… unexpectedly', '… due to connection timeout'
  /^Client has encountered a connection error and is not queryable$/i,
  /^Client was closed and is not queryable$/i, // a query after its connection was dropped
];

export interface DatabaseFailure {
  /** The SQLSTATE or socket error code, when there is one. */
  code: string | undefined;
  /** The driver's or server's own message: never SQL text or parameters. */
  message: string;
}

function matches(error: Error & { code?: unknown }): boolean {
  const code = typeof error.code === 'string' ? error.code : undefined;
  if (code !== undefined) {
    if (NETWORK_CODES.has(code) || SQLSTATES.has(code)) return true;
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  return MESSAGES.some((pattern) => pattern.test(error.message));
}

/**
 * The error in `error`'s chain (`cause`, e.g. inside drizzle's DrizzleQueryError, and the
 * `errors` of an AggregateError) that says the database is unreachable, too busy or timed out;
 * null for any other failure.
 */
export function databaseFailure(error: unknown): DatabaseFailure | null {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const current = queue.shift();
    if (!(current instanceof Error) || seen.has(current)) continue;
    seen.add(current);
    const candidate = current as Error & { code?: unknown; errors?: unknown };
    if (matches(candidate)) {
      return {
        code: typeof candidate.code === 'string' ? candidate.code : undefined,
        message: candidate.message,
      };
    }
    queue.push(candidate.cause);
    if (Array.isArray(candidate.errors)) queue.push(...(candidate.errors as unknown[]));
  }
  return null;
}

/** True when `error` means the database is unreachable or timed out (answer 503, not 500). */
export function isDatabaseUnavailable(error: unknown): boolean {
  return databaseFailure(error) !== null;
}
