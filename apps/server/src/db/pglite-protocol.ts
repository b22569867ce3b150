/**
 * Messages between the main thread (pglite-client.ts) and the thread that owns PGlite
 * (pglite-worker.ts). Everything here crosses a MessagePort, so it is structured-clonable: no
 * functions (parsers run on the main thread) and errors as plain objects.
 */

/** A statement: `query` runs one statement with parameters, `exec` runs a script of several. */
export interface StatementRequest {
  type: 'statement';
  id: number;
  op: 'query' | 'exec';
  sql: string;
  /** Parameters of `query` (a Date, Uint8Array, array or object is cloned as is). */
  params?: unknown[];
  rowMode?: 'object' | 'array';
  /** Types whose values stay text in the thread; the caller's own parsers convert them. */
  rawTypes?: number[];
  /** The transaction the statement belongs to. */
  tx?: number;
  /** The transaction's first statement: it waits for the session, then runs BEGIN before itself. */
  begin?: boolean;
}

/** Ends a transaction that has begun: COMMIT or ROLLBACK, then the session is free again. */
export interface EndRequest {
  type: 'end';
  id: number;
  tx: number;
  action: 'commit' | 'rollback';
}

export interface ListenRequest {
  type: 'listen';
  id: number;
  channel: string;
}

export interface UnlistenRequest {
  type: 'unlisten';
  id: number;
  /** The id of the listen request. */
  listener: number;
}

/** The health check's round trip: it runs before every queued request (see pglite-worker.ts). */
export interface PingRequest {
  type: 'ping';
  id: number;
}

export interface CloseRequest {
  type: 'close';
  id: number;
}

export type Request =
  StatementRequest | EndRequest | ListenRequest | UnlistenRequest | PingRequest | CloseRequest;

export interface SerializedError {
  name: string;
  message: string;
  /** Primitive fields of PGlite's DatabaseError: code, detail, constraint, table, … */
  fields: Record<string, string | number | boolean>;
}

export type Reply =
  | { type: 'result'; id: number; result: unknown }
  | { type: 'error'; id: number; error: SerializedError }
  | { type: 'notify'; listener: number; payload: string };

/** The first message of the thread: PGlite is open, or could not be. */
export type Ready = { type: 'ready' } | { type: 'failed'; error: SerializedError };

export interface WorkerOptions {
  dataDir: string;
}

// Fields of an error that never leave the thread: parameters (logs never carry them) and options
// holding functions.
const PRIVATE_FIELDS = new Set(['params', 'queryOptions', 'stack']);

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: SerializedError['fields'] = {};
  for (const [key, value] of Object.entries(error)) {
    if (PRIVATE_FIELDS.has(key)) continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      fields[key] = value;
    }
  }
  return { name: error.name, message: error.message, fields };
}
