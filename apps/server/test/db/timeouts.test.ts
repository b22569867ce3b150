import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { postgresTimeouts } from '../../src/db/connect';

describe('ASVS 13.2.6, 13.1.3: the PostgreSQL connection time-outs follow DATABASE_TIMEOUT_MS', () => {
  it('defaults to 5 s and reads DATABASE_TIMEOUT_MS', () => {
    expect(loadConfig({}).databaseTimeoutMs).toBe(5_000);
    expect(loadConfig({ DATABASE_TIMEOUT_MS: '1500' }).databaseTimeoutMs).toBe(1_500);
  });

  it.each(['0', '50', '-1', '2.5', 'soon'])('refuses DATABASE_TIMEOUT_MS=%s', (value) => {
    expect(() => loadConfig({ DATABASE_TIMEOUT_MS: value })).toThrow(/DATABASE_TIMEOUT_MS/);
  });

  it.each([
    // timeout, query, statement, idle in transaction, connect
    [5_000, 5_000, 4_000, 10_000, 3_000],
    [1_000, 1_000, 800, 2_000, 1_000],
    [30_000, 30_000, 24_000, 60_000, 3_000],
  ])(
    'DATABASE_TIMEOUT_MS=%i: query %i, statement %i, idle in transaction %i, connect %i ms, keepalive on',
    (timeout, query, statement, idle, connect) => {
      expect(postgresTimeouts(timeout)).toEqual({
        query_timeout: query,
        statement_timeout: statement,
        idle_in_transaction_session_timeout: idle,
        connectionTimeoutMillis: connect,
        keepAlive: true,
        keepAliveInitialDelayMillis: 10_000,
      });
    },
  );
});
