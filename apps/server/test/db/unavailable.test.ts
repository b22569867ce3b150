import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { HttpError } from '../../src/http/errors';
import { databaseFailure, isDatabaseUnavailable } from '../../src/db/unavailable';

/** An error as node-postgres builds one from the server's ErrorResponse. */
function serverError(code: string, message: string): Error {
  const error = new pg.DatabaseError(message, message.length, 'error');
  error.code = code;
  return error;
}

function socketError(code: string): Error {
  return Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });
}

/** How drizzle reports a failed query: SQL text and parameters in its message, the cause inside. */
const inDrizzle = (cause: Error) =>
  new DrizzleQueryError('select * from users where email = $1', ['niko@example.test'], cause);

const unavailable: [string, unknown][] = [
  ['connection refused', socketError('ECONNREFUSED')],
  ['connection reset', socketError('ECONNRESET')],
  ['connect time-out of the socket', socketError('ETIMEDOUT')],
  ['broken pipe', socketError('EPIPE')],
  [
    'no address of several answered (AggregateError)',
    new AggregateError([socketError('ECONNREFUSED'), socketError('ECONNREFUSED')], ''),
  ],
  ['no free pool slot in time', new Error('timeout exceeded when trying to connect')],
  ['client connect time-out', new Error('timeout expired')],
  ['query_timeout', new Error('Query read timeout')],
  ['connection lost', new Error('Connection terminated unexpectedly')],
  ['pool connect time-out', new Error('Connection terminated due to connection timeout')],
  [
    'query on a lost connection',
    new Error('Client has encountered a connection error and is not queryable'),
  ],
  ['query on a dropped connection', new Error('Client was closed and is not queryable')],
  ['SQLSTATE 08006 connection_failure', serverError('08006', 'connection failure')],
  ['SQLSTATE 08001 (class 08)', serverError('08001', 'could not connect')],
  ['SQLSTATE 57P01 admin_shutdown', serverError('57P01', 'terminating connection')],
  ['SQLSTATE 57P02 crash_shutdown', serverError('57P02', 'terminating connection')],
  ['SQLSTATE 57P03 cannot_connect_now', serverError('57P03', 'the database system is starting up')],
  [
    'SQLSTATE 57014 statement timeout',
    serverError('57014', 'canceling statement due to statement timeout'),
  ],
  ['SQLSTATE 53300 too_many_connections', serverError('53300', 'too many clients already')],
  ['query time-out inside DrizzleQueryError', inDrizzle(new Error('Query read timeout'))],
  ['57014 inside DrizzleQueryError', inDrizzle(serverError('57014', 'canceling statement'))],
  ['two levels of cause', new Error('outer', { cause: inDrizzle(socketError('ECONNREFUSED')) })],
];

const otherFailures: [string, unknown][] = [
  ['a plain error', new Error('something broke')],
  ['unique violation 23505', serverError('23505', 'duplicate key value')],
  ['syntax error 42601', serverError('42601', 'syntax error at or near')],
  [
    'undefined table 42P01 inside drizzle',
    inDrizzle(serverError('42P01', 'relation does not exist')),
  ],
  ['PGlite closed', new Error('PGlite is closed')],
  ['pool ended by the server itself', new Error('Cannot use a pool after calling end on the pool')],
  ['an HTTP error', new HttpError(404, 'Traženi resurs nije pronađen.')],
  ['a file system error', socketError('ENOENT')],
  ['a string', 'ECONNREFUSED'],
  ['null', null],
  ['undefined', undefined],
];

describe('ASVS 16.5.2: isDatabaseUnavailable tells an unreachable or timed-out database (503) from other failures (500)', () => {
  it.each(unavailable)('%s: unavailable', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each(otherFailures)('%s: not unavailable', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('ASVS 16.2.5: reports the driver’s code and message, never drizzle’s SQL or parameters', () => {
    expect(databaseFailure(inDrizzle(socketError('ECONNREFUSED')))).toEqual({
      code: 'ECONNREFUSED',
      message: 'connect ECONNREFUSED 127.0.0.1:5432',
    });
    expect(databaseFailure(inDrizzle(new Error('Query read timeout')))).toEqual({
      code: undefined,
      message: 'Query read timeout',
    });
  });

  it('survives a cycle of causes', () => {
    const first = new Error('first');
    const second = new Error('second', { cause: first });
    first.cause = second;
    expect(isDatabaseUnavailable(first)).toBe(false);
  });
});
