/**
 * The thread that owns PGlite (started by pglite-client.ts). PostgreSQL compiled to WebAssembly
 * runs synchronously; here it blocks only this thread, never the one parsing HTTP.
 *
 * PGlite is a single session, so this thread runs one request at a time, chosen by a scheduler:
 * - A transaction owns the session from its BEGIN (run with its first statement) to its COMMIT or
 *   ROLLBACK; meanwhile only its own statements run, in the order sent.
 * - Otherwise requests wait in three lanes: short statements (the health check, token checks,
 *   lookups by key: those whose runs took at most SHORT_MS on average), writes (INSERT, UPDATE,
 *   DELETE and transactions) and the other reads (SQL not run before counts as a long read until
 *   measured). Short statements go first, so a health check waits behind other short statements
 *   only (and what is running), never behind list queries or transactions; but a write that has
 *   waited WRITE_AGE_MS, or a read that has waited READ_AGE_MS, goes before them, so neither
 *   starves. Otherwise writes and reads share the session's time 60/40 (stride scheduling, see
 *   next()): a flood of reads cannot starve writes, nor writes the reads. Short statements and
 *   writes are first come first served; among reads the shortest expected goes first. A queued
 *   read moves with its statement when that changes lanes, so the requests of one statement are
 *   never split between the lanes (where the later ones, as short, would pass the earlier ones).
 * - A ping (the health check) goes before every lane, aged writes included: it waits only for
 *   what is running (a statement, or an open transaction), never behind the load.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { parse, PGlite, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { LRUCache } from 'lru-cache';
import {
  serializeError,
  type Ready,
  type Reply,
  type Request,
  type StatementRequest,
  type WorkerOptions,
} from './pglite-protocol';

/** A read whose runs took at most this long on average is short. */
const SHORT_MS = 2;
/**
 * A short statement becomes a read again only once its runs average this much. Without this margin
 * a statement costing about SHORT_MS would change lanes from run to run, and its requests queued
 * as reads would wait (up to READ_AGE_MS) behind its own requests queued as short.
 */
const SHORT_EXIT_MS = 2 * SHORT_MS;
/** A write or read that has waited this long goes before short statements and other reads. */
const WRITE_AGE_MS = 50;
const READ_AGE_MS = 3_000;
const MAX_KNOWN_STATEMENTS = 2_000;

/**
 * Parameter types by SQL text, learnt once with a Describe. They let a statement run as one
 * batch (Parse, Bind, Describe, Execute, Sync) instead of PGlite's query(), which enters the
 * WebAssembly module once per message: about four times less work for a short statement.
 */
const parameterTypes = new LRUCache<string, number[]>({ max: MAX_KNOWN_STATEMENTS });

/**
 * Lanes of the scheduler with their shares of the session's time: short statements (the health
 * check, token checks, counts, lookups by key) go first and take what they need; writes (INSERT,
 * UPDATE, DELETE, and transactions, charged for as long as they hold the session) and the other
 * reads share the rest.
 */
const LANES = { short: 1, write: 0.6, read: 0.4 } as const;
type Lane = keyof typeof LANES;
const LANE_NAMES = Object.keys(LANES) as Lane[];

interface Job {
  request: Request;
  lane: Lane;
  arrived: number;
}

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread');
const { dataDir } = workerData as WorkerOptions;

const queue: Job[] = [];
/** The open transaction, which owns the session. */
let owner: number | null = null;
let ownerSince = 0;
/** Transactions whose BEGIN failed: their later requests are answered at once. */
const failedToBegin = new Set<number>();
/** The statements in the short lane (see SHORT_EXIT_MS). */
const shortStatements = new Set<string>();
/** The average time of each statement run; a statement forgotten here leaves the short lane. */
const costs = new LRUCache<string, number>({
  max: MAX_KNOWN_STATEMENTS,
  dispose: (_cost, sql, reason) => {
    if (reason === 'evict') shortStatements.delete(sql);
  },
});
const unlisteners = new Map<number, () => Promise<void>>();
let closed = false;

const average = (previous: number | undefined, sample: number) =>
  previous === undefined ? sample : previous * 0.8 + sample * 0.2;

const WRITE = /^\s*(insert|update|delete|merge|with\b[\s\S]*\b(insert|update|delete)\b)/i;

function laneOf(request: Request): Lane {
  if (request.type !== 'statement') return 'short';
  if (request.begin || request.tx !== undefined || WRITE.test(request.sql)) return 'write';
  // SQL not run before counts as long until it has been measured.
  return shortStatements.has(request.sql) ? 'short' : 'read';
}

/**
 * Stride scheduling: each lane's pass grows by the time it used divided by its share, and the
 * lane with the smallest pass goes next. A lane that was idle starts from the current pass, so
 * it cannot save up time. Within a lane, first come first served.
 */
const pass: Record<Lane, number> = { short: 0, write: 0, read: 0 };
let virtualTime = 0;

function charge(lane: Lane, ms: number): void {
  pass[lane] += ms / LANES[lane];
}

function learn(sql: string, ms: number): void {
  const cost = average(costs.peek(sql), ms);
  costs.set(sql, cost);
  if (cost <= SHORT_MS) shortStatements.add(sql);
  else if (cost > SHORT_EXIT_MS) shortStatements.delete(sql);
}

/** A request that belongs to a begun transaction: it runs only while that transaction owns the session. */
const transactionOf = (request: Request): number | null =>
  (request.type === 'statement' && request.tx !== undefined && !request.begin) ||
  request.type === 'end'
    ? (request.tx ?? null)
    : null;

const expected = (job: Job) =>
  job.request.type === 'statement'
    ? (costs.peek(job.request.sql) ?? Number.POSITIVE_INFINITY)
    : Number.POSITIVE_INFINITY;

/**
 * Among reads, the one expected to be shortest goes first (a write's reload of one row passes
 * the whole-list queries), unless one has waited READ_AGE_MS: then the oldest, so none starves.
 */
function readBefore(job: Job, other: Job): boolean {
  const now = performance.now();
  const aged = now - job.arrived > READ_AGE_MS;
  const otherAged = now - other.arrived > READ_AGE_MS;
  if (aged || otherAged) return aged && otherAged ? job.arrived < other.arrived : aged;
  return expected(job) < expected(other);
}

function next(): Job | undefined {
  if (owner !== null) {
    // The transaction's own requests, first come first served.
    const index = queue.findIndex((job) => transactionOf(job.request) === owner);
    return index < 0 ? undefined : queue.splice(index, 1)[0];
  }
  // The health check's round trip waits for nothing queued.
  const ping = queue.findIndex((job) => job.request.type === 'ping');
  if (ping >= 0) return queue.splice(ping, 1)[0];
  // The first runnable job of each lane (a begun transaction's requests wait for its BEGIN).
  const first: Partial<Record<Lane, number>> = {};
  let close = -1;
  for (let i = 0; i < queue.length; i++) {
    const job = queue[i]!;
    // A read's lane follows its statement's latest measure, so requests of one statement are
    // always in one lane and keep their order (none waits behind later ones of the same SQL).
    if (job.lane !== 'write' && job.request.type === 'statement') {
      job.lane = shortStatements.has(job.request.sql) ? 'short' : 'read';
    }
    const { request, lane } = job;
    if (request.type === 'close') {
      if (close < 0) close = i;
      continue;
    }
    const tx = transactionOf(request);
    if (tx !== null && !failedToBegin.has(tx)) continue;
    if (first[lane] === undefined) first[lane] = i;
    else if (lane === 'read' && readBefore(job, queue[first.read!]!)) first.read = i;
  }
  let chosen: Lane | undefined;
  const now = performance.now();
  const waited = (lane: Lane) =>
    first[lane] === undefined ? 0 : now - queue[first[lane]!]!.arrived;
  // Short statements first, unless a write or a read has waited its bound.
  if (waited('write') > WRITE_AGE_MS) chosen = 'write';
  else if (waited('read') > READ_AGE_MS) chosen = 'read';
  else if (first.short !== undefined) chosen = 'short';
  if (chosen !== undefined) {
    pass[chosen] = Math.max(pass[chosen], virtualTime);
    virtualTime = pass[chosen];
    return queue.splice(first[chosen]!, 1)[0];
  }
  for (const lane of LANE_NAMES) {
    if (first[lane] === undefined) continue;
    // An idle lane starts from the current virtual time.
    pass[lane] = Math.max(pass[lane], virtualTime);
    if (chosen === undefined || pass[lane] < pass[chosen]) chosen = lane;
  }
  if (chosen !== undefined) {
    virtualTime = pass[chosen];
    return queue.splice(first[chosen]!, 1)[0];
  }
  // Closing comes after everything sent before it.
  return close < 0 ? undefined : queue.splice(close, 1)[0];
}

const send = (reply: Reply) => port.postMessage(reply);

function options(request: StatementRequest): QueryOptions {
  const raw = (value: string) => value;
  return {
    rowMode: request.rowMode,
    parsers: Object.fromEntries((request.rawTypes ?? []).map((type) => [type, raw])),
  };
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** What PGlite's query() does, in one batch once the statement's parameter types are known. */
async function query(
  pg: PGlite,
  sql: string,
  params: unknown[],
  queryOptions: QueryOptions,
): Promise<Results> {
  let types = parameterTypes.get(sql);
  if (!types) {
    try {
      types = (await pg.describeQuery(sql)).queryParams.map((param) => param.dataTypeID);
    } catch {
      // Not a statement PostgreSQL accepts: PGlite's own path reports the error.
      return pg.query(sql, params, queryOptions);
    }
    parameterTypes.set(sql, types);
  }
  // Serialized as PGlite does: by the parameter's type, else as text.
  const values = params.map((value, i) => {
    if (value === null || value === undefined) return null;
    const serializer = pg.serializers[types[i]!];
    return serializer ? serializer(value) : String(value);
  });
  const { serialize } = protocol;
  const batch = concat([
    serialize.parse({ text: sql, types }),
    serialize.bind({ values }),
    serialize.describe({ type: 'P' }),
    serialize.execute({}),
    serialize.sync(),
  ]);
  const { messages } = await pg.execProtocol(batch, { syncToFs: owner === null });
  return parse.parseResults(messages, pg.parsers, queryOptions)[0]!;
}

async function statement(pg: PGlite, request: StatementRequest): Promise<unknown> {
  if (request.tx !== undefined && failedToBegin.has(request.tx)) {
    throw new Error('The transaction could not begin');
  }
  if (request.begin) {
    await pg.exec('BEGIN');
    owner = request.tx ?? null;
    ownerSince = performance.now();
  }
  const started = performance.now();
  const result =
    request.op === 'query'
      ? await query(pg, request.sql, request.params ?? [], options(request))
      : await pg.exec(request.sql, options(request));
  learn(request.sql, performance.now() - started);
  return result;
}

async function run(pg: PGlite, job: Job): Promise<void> {
  const started = performance.now();
  try {
    await runJob(pg, job);
  } finally {
    const { request } = job;
    // A transaction is charged for once it ends, for all the time it held the session; a ping is
    // not charged to any lane.
    if (
      request.type !== 'end' &&
      request.type !== 'ping' &&
      (request.type !== 'statement' || request.tx === undefined)
    ) {
      charge(job.lane, performance.now() - started);
    }
  }
}

async function runJob(pg: PGlite, job: Job): Promise<void> {
  const { request } = job;
  try {
    if (closed) throw new Error('The database is closed');
    let result: unknown = null;
    switch (request.type) {
      case 'statement':
        try {
          result = await statement(pg, request);
        } catch (error) {
          // BEGIN itself failed: the transaction never owned the session.
          if (request.begin && owner !== request.tx && request.tx !== undefined) {
            failedToBegin.add(request.tx);
          }
          // A script outside any transaction of ours (BEGIN; …; COMMIT sent as one exec) that
          // failed part-way leaves the session in its aborted block: end it, so the next request
          // does not run inside it.
          if (request.tx === undefined && owner === null && pg.isInTransaction()) {
            await pg.exec('ROLLBACK');
          }
          throw error;
        }
        break;
      case 'end': {
        if (owner !== request.tx) {
          failedToBegin.delete(request.tx);
          break;
        }
        try {
          const [done] = await pg.exec(request.action === 'commit' ? 'COMMIT' : 'ROLLBACK');
          // PostgreSQL answers COMMIT of a failed transaction with ROLLBACK.
          if (request.action === 'commit' && done?.command === 'ROLLBACK') {
            throw new Error('The transaction failed and was rolled back');
          }
        } finally {
          owner = null;
          // The whole time the transaction held the session, waits for its statements included.
          charge('write', performance.now() - ownerSince);
        }
        break;
      }
      case 'listen': {
        const unlisten = await pg.listen(request.channel, (payload) =>
          send({ type: 'notify', listener: request.id, payload }),
        );
        unlisteners.set(request.id, unlisten);
        break;
      }
      case 'unlisten': {
        const unlisten = unlisteners.get(request.listener);
        unlisteners.delete(request.listener);
        await unlisten?.();
        break;
      }
      case 'ping':
        await pg.query('select 1');
        break;
      case 'close':
        closed = true;
        await pg.close();
        break;
    }
    send({ type: 'result', id: request.id, result });
  } catch (error) {
    send({ type: 'error', id: request.id, error: serializeError(error) });
  }
}

async function start(): Promise<void> {
  let pg: PGlite;
  try {
    // The extensions search needs (migrations/0006_search.sql creates them in the database).
    pg = await PGlite.create(dataDir, { extensions: { unaccent, pg_trgm } });
  } catch (error) {
    port!.postMessage({ type: 'failed', error: serializeError(error) } satisfies Ready);
    return;
  }

  let pumping = false;
  const yieldToMessages = () => new Promise((resolve) => setImmediate(resolve));
  async function pump(): Promise<void> {
    for (let job = next(); job; job = next()) {
      await run(pg, job);
      // Take in what arrived meanwhile before choosing the next request.
      await yieldToMessages();
    }
    pumping = false;
  }

  port!.on('message', (request: Request) => {
    queue.push({
      request,
      lane: laneOf(request),
      arrived: performance.now(),
    });
    if (!pumping) {
      pumping = true;
      // Not at once: the other requests that arrived together are queued first.
      setImmediate(() => void pump());
    }
  });
  port!.postMessage({ type: 'ready' } satisfies Ready);
}

void start();
