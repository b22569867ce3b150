import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * DESIGN: logs never contain SQL parameters, tokens, hashes or passwords (ASVS 16.2.5). Database
 * errors carry them: drizzle's DrizzleQueryError puts the parameters in its message ("Failed query:
 * … params: …") and in `params`, PGlite's errors in `params`, PostgreSQL's `detail` quotes values
 * ("Key (email)=(…) already exists"). Errors are therefore logged from an allowlist of fields, with
 * the parameters cut out of every message and stack.
 */

const FAILED_QUERY = /^(Failed query: [\s\S]*?)\nparams: [\s\S]*$/;
const MAX_CAUSES = 3;

export interface SafeError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string;
  severity?: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
  statusCode?: number;
  cause?: SafeError;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The message without query parameters. */
export function safeErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(FAILED_QUERY, '$1');
}

function serialize(error: unknown, depth: number): SafeError {
  if (!(error instanceof Error)) {
    const message = safeErrorMessage(error);
    return { type: typeof error, message, stack: message };
  }
  const fields = error as Error & Record<string, unknown>;
  const message = safeErrorMessage(error);
  // The stack's first lines repeat the message; only the frames are kept after the safe message.
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const safe: SafeError = {
    type: error.constructor?.name || error.name,
    message,
    code: text(fields.code),
    severity: text(fields.severity),
    constraint: text(fields.constraint),
    table: text(fields.table),
    column: text(fields.column),
    routine: text(fields.routine),
    statusCode: typeof fields.statusCode === 'number' ? fields.statusCode : undefined,
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
  };
  if (error.cause !== undefined && depth < MAX_CAUSES)
    safe.cause = serialize(error.cause, depth + 1);
  for (const key of Object.keys(safe)) {
    if (safe[key] === undefined) delete safe[key];
  }
  return safe;
}

export const serializeError = (error: unknown): SafeError => serialize(error, 0);

/** Secrets that must not reach the log even when a log call passes a whole object. */
const REDACTED = [
  'req.headers.authorization',
  'req.headers.cookie',
  'password',
  'newPassword',
  'oldPassword',
  'passwordHash',
  'token',
  '*.password',
  '*.newPassword',
  '*.oldPassword',
  '*.passwordHash',
  '*.token',
  '*.params',
];

/** A query parameter's name as a parser reads it: decoded, `+` as a space, brackets dropped. */
function parameterName(raw: string): string {
  let name = raw.replace(/\+/g, ' ');
  try {
    name = decodeURIComponent(name);
  } catch {
    // A malformed escape is kept as written; its decodable twin is what a parser would take.
  }
  // `token[]`, `token[0]`, `token[a][b]`: what array and object parsers read as `token`.
  return name
    .replace(/(\[[^\]]*\])+$/u, '')
    .trim()
    .toLowerCase();
}

/**
 * A request's URL as logged: the value of every `token` parameter (the one-click unsubscribe link
 * of a notice email carries one, RFC 8058 puts it in the URL) is replaced, judged on the decoded
 * name, so `%74oken=` and `token[]=` are hidden too.
 */
export function loggedUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const end = url.indexOf('#', start);
  const query = url.slice(start + 1, end === -1 ? undefined : end);
  const hidden = query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      return parameterName(name) === 'token' ? `${name}=[skriveno]` : pair;
    })
    .join('&');
  return `${url.slice(0, start + 1)}${hidden}${end === -1 ? '' : url.slice(end)}`;
}

/** Fastify's request fields, with the URL as loggedUrl() gives it. */
const serializeRequest = (request: FastifyRequest) => ({
  method: request.method,
  url: loggedUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

/** The server's pino options: JSON lines at `level`, with the safe error serializer. */
export function loggerOptions(
  level: string,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    serializers: { err: serializeError, error: serializeError, req: serializeRequest },
    redact: { paths: REDACTED, censor: '[skriveno]' },
  };
}
