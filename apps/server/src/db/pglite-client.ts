/**
 * PGlite in a worker thread of its own (pglite-worker.ts), behind the part of PGlite's interface
 * that drizzle-orm/pglite uses: `query`, `exec`, `transaction` and `listen`, plus `close`.
 * HTTP parsing, JSON, argon2 and compression on the main thread never wait behind WebAssembly.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { messages, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import type {
  Ready,
  Reply,
  Request,
  SerializedError,
  StatementRequest,
  WorkerOptions,
} from './pglite-protocol';

type Parsers = NonNullable<QueryOptions['parsers']>;

/** Distributes a request without its id over the members of the Request union. */
type Unsent<T> = T extends unknown ? Omit<T, 'id'> : never;

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

function toError(serialized: SerializedError): Error {
  // PGlite's own error class, so its fields (code, constraint, detail, …) read as before.
  const error: Error =
    serialized.name === 'DatabaseError' || 'code' in serialized.fields
      ? new messages.DatabaseError(serialized.message, 0, 'error')
      : new Error(serialized.message);
  Object.assign(error, serialized.fields);
  return error;
}

/**
 * The built worker (dist/pglite-worker.js) next to this module; else its TypeScript source, loaded
 * through tsx's API (tsx's `--import` hooks do not reach worker threads on Node 20).
 */
function startWorker(options: WorkerOptions): Worker {
  const built = new URL('./pglite-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) return new Worker(built, { workerData: options });
  const source = new URL('./pglite-worker.ts', import.meta.url).href;
  const tsxPackage = createRequire(import.meta.url).resolve('tsx/package.json');
  const tsxApi = pathToFileURL(path.join(path.dirname(tsxPackage), 'dist/esm/api/index.mjs')).href;
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then(({ tsImport }) =>
    tsImport(${JSON.stringify(source)}, ${JSON.stringify(import.meta.url)}))`;
  return new Worker(bootstrap, { eval: true, workerData: options });
}

/** Applies the caller's parsers on this thread to the values the worker left as text. */
function parse(result: Results, parsers: Parsers | undefined, rowMode: string | undefined) {
  if (!parsers) return result;
  const columns = result.fields
    .map((field, index) => ({ ...field, index, parser: parsers[field.dataTypeID] }))
    .filter((column) => column.parser !== undefined);
  if (columns.length === 0) return result;
  for (const row of result.rows as Array<Record<string, unknown> | unknown[]>) {
    for (const column of columns) {
      if (rowMode === 'array') {
        const values = row as unknown[];
        const value = values[column.index];
        if (value !== null && value !== undefined) {
          values[column.index] = column.parser!(String(value));
        }
      } else {
        const values = row as Record<string, unknown>;
        const value = values[column.name];
        if (value !== null && value !== undefined) {
          values[column.name] = column.parser!(String(value));
        }
      }
    }
  }
  return result;
}

export class PgliteThread {
  private readonly pending = new Map<number, Pending>();

  /** Requests sent to the database thread and not answered yet (metrics). */
  get pendingRequests(): number {
    return this.pending.size;
  }
  private readonly listeners = new Map<number, (payload: string) => void>();
  private readonly lostListeners = new Set<() => void>();
  private nextId = 1;
  private nextTransaction = 1;
  private failure: Error | null = null;
  private closing: Promise<void> | null = null;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: Reply) => this.receive(reply));
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', (code) => {
      if (!this.closing) this.fail(new Error(`The database thread stopped (exit code ${code})`));
    });
    // Only pending requests keep the process alive, as with PGlite on the main thread.
    worker.unref();
  }

  /** Starts the thread and opens PGlite in `dataDir` (created when missing). */
  static async open(dataDir: string): Promise<PgliteThread> {
    const worker = startWorker({ dataDir });
    await new Promise<void>((resolve, reject) => {
      const failed = (error: Error) => {
        cleanup();
        reject(error);
      };
      const exited = (code: number) =>
        failed(new Error(`The database thread stopped while opening (exit code ${code})`));
      const ready = (message: Ready) => {
        cleanup();
        if (message.type === 'ready') resolve();
        else {
          void worker.terminate();
          reject(toError(message.error));
        }
      };
      const cleanup = () => {
        worker.off('message', ready);
        worker.off('error', failed);
        worker.off('exit', exited);
      };
      worker.on('message', ready);
      worker.on('error', failed);
      worker.on('exit', exited);
    });
    return new PgliteThread(worker);
  }

  private receive(reply: Reply): void {
    if (reply.type === 'notify') {
      this.listeners.get(reply.listener)?.(reply.payload);
      return;
    }
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    this.pending.delete(reply.id);
    if (this.pending.size === 0) this.worker.unref();
    if (reply.type === 'result') pending.resolve(reply.result);
    else pending.reject(toError(reply.error));
  }

  private fail(error: Error): void {
    if (this.failure) return;
    this.failure = error;
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
    for (const lost of this.lostListeners) lost();
    this.lostListeners.clear();
  }

  private request<T>(request: Unsent<Request>, id = this.nextId++): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.closing && request.type !== 'close') {
      return Promise.reject(new Error('The database is closed'));
    }
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      if (this.pending.size === 1) this.worker.ref();
      this.worker.postMessage({ ...request, id } as Request);
    });
  }

  private async statement(
    op: 'query' | 'exec',
    sql: string,
    params: unknown[] | undefined,
    options: QueryOptions | undefined,
    transaction?: { tx: number; begin: boolean },
  ): Promise<Results | Results[]> {
    const parsers = options?.parsers;
    const request: Unsent<StatementRequest> = {
      type: 'statement',
      op,
      sql,
      params,
      rowMode: options?.rowMode,
      rawTypes: parsers ? Object.keys(parsers).map(Number) : undefined,
      ...transaction,
    };
    const result = await this.request<Results | Results[]>(request);
    return Array.isArray(result)
      ? result.map((one) => parse(one, parsers, options?.rowMode))
      : parse(result, parsers, options?.rowMode);
  }

  async query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return (await this.statement('query', sql, params, options)) as Results<T>;
  }

  /** A round trip to the database that waits for nothing queued (the health check). */
  async ping(): Promise<void> {
    await this.request({ type: 'ping' });
  }

  async exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    return (await this.statement('exec', sql, undefined, options)) as Results[];
  }

  /**
   * Runs `callback` in a transaction that owns the session from its first statement (sent with
   * BEGIN) to COMMIT, or ROLLBACK when the callback throws; nothing else runs in between.
   */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const txId = this.nextTransaction++;
    let begun = false;
    let closed = false;
    const inTransaction = () => {
      if (closed) throw new Error('Transaction is closed');
      const begin = !begun;
      begun = true;
      return { tx: txId, begin };
    };
    const end = async (action: 'commit' | 'rollback') => {
      closed = true;
      if (begun) await this.request({ type: 'end', tx: txId, action });
    };
    const tx: Transaction = {
      query: async <R>(sql: string, params?: unknown[], options?: QueryOptions) =>
        (await this.statement('query', sql, params, options, inTransaction())) as Results<R>,
      sql: async <R>(strings: TemplateStringsArray, ...params: unknown[]) => {
        const sql = strings.reduce((text, part, i) => `${text}$${i}${part}`);
        return (await this.statement(
          'query',
          sql,
          params,
          undefined,
          inTransaction(),
        )) as Results<R>;
      },
      exec: async (sql: string, options?: QueryOptions) =>
        (await this.statement('exec', sql, undefined, options, inTransaction())) as Results[],
      rollback: () => end('rollback'),
      listen: (channel: string, callback: (payload: string) => void) =>
        this.listen(channel, callback),
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      if (!closed) await end('rollback').catch(() => {});
      throw error;
    }
    if (!closed) await end('commit');
    return result;
  }

  /** Calls `callback` with the payload of every NOTIFY on `channel`; resolves to unlisten. */
  async listen(
    channel: string,
    callback: (payload: string) => void,
  ): Promise<(tx?: Transaction) => Promise<void>> {
    if (this.failure) throw this.failure;
    const id = this.nextId++;
    // Registered first: a notification may arrive before the reply to LISTEN.
    this.listeners.set(id, callback);
    try {
      await this.request({ type: 'listen', channel }, id);
    } catch (error) {
      this.listeners.delete(id);
      throw error;
    }
    return async () => {
      if (!this.listeners.delete(id)) return;
      await this.request({ type: 'unlisten', listener: id });
    };
  }

  /** Runs once if the thread fails: pending and later requests fail, notifications stop. */
  onLost(callback: () => void): () => void {
    this.lostListeners.add(callback);
    return () => this.lostListeners.delete(callback);
  }

  /** Finishes the requests sent before, closes PGlite and ends the thread. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      try {
        if (!this.failure) await this.request({ type: 'close' });
      } finally {
        this.lostListeners.clear();
        await this.worker.terminate();
        this.fail(new Error('The database is closed'));
      }
    })();
    return this.closing;
  }
}
