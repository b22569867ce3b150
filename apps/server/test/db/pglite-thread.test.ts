import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inject } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Transaction } from '@electric-sql/pglite';
import { PgliteThread } from '../../src/db/pglite-client';
import { openPglite, type DatabaseHandle } from '../../src/db/connect';

// The PGlite client itself, whichever database the other tests use.
// PGlite's own thread: the same file on the PostgreSQL run would test nothing new.
describe.skipIf(process.env.TEST_DB === 'postgres')('PGlite in its own thread', () => {
  let dir: string;
  let thread: PgliteThread;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-pglite-thread-'));
    // A copy of the migrated template: creating a database directory takes seconds.
    cpSync(inject('pgliteTemplate'), path.join(dir, 'main'), { recursive: true });
    thread = await PgliteThread.open(path.join(dir, 'main', 'db'));
    await thread.exec(`
      create table accounts (id int primary key, balance int not null check (balance >= 0));
      insert into accounts values (1, 100), (2, 100);
      create table log (n serial primary key, tx int not null, step int not null);
    `);
  });
  afterAll(async () => {
    await thread.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('runs queries with parameters, parsers and both row modes', async () => {
    const objects = await thread.query<{ a: number; b: string; c: unknown }>(
      `select $1::int + 1 as a, $2::text as b, $3::timestamptz as c`,
      [41, 'zdravo', new Date('2024-01-02T03:04:05Z')],
    );
    expect(objects.rows[0]).toMatchObject({ a: 42, b: 'zdravo' });
    expect(objects.rows[0]!.c).toBeInstanceOf(Date);
    // A caller's parser (drizzle keeps timestamps as text) runs on the caller's thread.
    const arrays = await thread.query<unknown[]>(
      `select $1::timestamptz as c, null::timestamptz as d`,
      ['2024-01-02T03:04:05Z'],
      { rowMode: 'array', parsers: { 1184: (value: string) => `text:${value}` } },
    );
    expect(arrays.rows[0]).toEqual([expect.stringMatching(/^text:2024-01-02 03:04:05/), null]);
    // The same statement again takes the batched path.
    const again = await thread.query<{ a: number }>(`select $1::int + 1 as a`, [1]);
    expect(again.rows).toEqual([{ a: 2 }]);
  });

  it('ends the block of a script that failed inside its own BEGIN, so the next request runs', async () => {
    await expect(
      thread.exec(`begin; update accounts set balance = balance + 1 where id = 1;
        select * from missing_table; commit;`),
    ).rejects.toMatchObject({ code: '42P01' });
    // Not in the aborted block (which would refuse it), and the script's update was rolled back.
    const after = await thread.query<{ balance: number }>(
      `select balance from accounts where id = 1`,
    );
    expect(after.rows).toEqual([{ balance: 100 }]);
  });

  it('reports PostgreSQL errors with their SQLSTATE', async () => {
    await expect(thread.query('select * from missing_table')).rejects.toMatchObject({
      code: '42P01',
    });
    await expect(
      thread.query(`update accounts set balance = -1 where id = $1`, [1]),
    ).rejects.toMatchObject({
      code: '23514',
      constraint: 'accounts_balance_check',
    });
  });

  it('never interleaves concurrent transactions', async () => {
    const step = async (tx: Transaction, id: number, n: number) => {
      await tx.query('insert into log (tx, step) values ($1, $2)', [id, n]);
      // Let the other transactions (and plain statements) try to run in between.
      await new Promise((resolve) => setTimeout(resolve, 2));
    };
    await Promise.all([
      ...Array.from({ length: 6 }, (_, id) =>
        thread.transaction(async (tx) => {
          for (let n = 0; n < 4; n++) await step(tx, id, n);
        }),
      ),
      // Plain statements sent meanwhile wait for the session.
      ...Array.from({ length: 10 }, () => thread.query('select count(*) from log')),
    ]);
    const { rows } = await thread.query<{ tx: number; step: number }>(
      'select tx, step from log order by n',
    );
    expect(rows).toHaveLength(24);
    // Each transaction's four rows are consecutive.
    for (let i = 0; i < rows.length; i += 4) {
      const block = rows.slice(i, i + 4);
      expect(block.map((row) => row.tx)).toEqual(Array(4).fill(block[0]!.tx));
      expect(block.map((row) => row.step)).toEqual([0, 1, 2, 3]);
    }
  });

  it('rolls back a failing transaction, and the session stays usable', async () => {
    await expect(
      thread.transaction(async (tx) => {
        await tx.query('update accounts set balance = balance + 50 where id = 2');
        await tx.query('update accounts set balance = balance - 150 where id = 1');
      }),
    ).rejects.toMatchObject({ code: '23514' });
    await expect(
      thread.transaction(async (tx) => {
        await tx.query('update accounts set balance = 0 where id = 2');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const { rows } = await thread.query<{ id: number; balance: number }>(
      'select id, balance from accounts order by id',
    );
    expect(rows).toEqual([
      { id: 1, balance: 100 },
      { id: 2, balance: 100 },
    ]);
    const committed = await thread.transaction(async (tx) => {
      await tx.query('update accounts set balance = balance - 10 where id = 1');
      await tx.query('update accounts set balance = balance + 10 where id = 2');
      return 'done';
    });
    expect(committed).toBe('done');
    const after = await thread.query<{ sum: number }>(
      'select sum(balance)::int as sum from accounts',
    );
    expect(after.rows[0]!.sum).toBe(200);
  });

  it('delivers NOTIFY to listeners until they unlisten', async () => {
    const received: string[] = [];
    const unlisten = await thread.listen('thread_test', (payload) => received.push(payload));
    await thread.query(`select pg_notify('thread_test', 'outside')`);
    await thread.transaction(async (tx) => {
      await tx.query(`select pg_notify('thread_test', 'inside')`);
    });
    await vi.waitFor(() => expect(received).toEqual(['outside', 'inside']));
    await unlisten();
    await thread.query(`select pg_notify('thread_test', 'after')`);
    await thread.query('select 1');
    expect(received).toEqual(['outside', 'inside']);
  });

  it('keeps the main thread and short statements responsive while a long query runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const order: string[] = [];
    // Run once, so that it is known as short.
    await thread.query('select 1');
    try {
      const long = thread
        .query(`select count(*) from generate_series(1, 2000000)`)
        .then(() => order.push('long'));
      // An expensive statement queued behind the long one, then a cheap one (a health check).
      const expensive = thread
        .query(`select count(*) from generate_series(1, 2000001)`)
        .then(() => order.push('expensive'));
      // Learnt costs decide the order: make the expensive SQL known as such first.
      await Promise.all([long, expensive]);
      order.length = 0;
      const ticksBefore = ticks;
      const again = [
        thread
          .query(`select count(*) from generate_series(1, 2000000)`)
          .then(() => order.push('long')),
        thread
          .query(`select count(*) from generate_series(1, 2000001)`)
          .then(() => order.push('expensive')),
        thread.query('select 1').then(() => order.push('health')),
      ];
      await Promise.all(again);
      // The timers of this thread ran while PostgreSQL worked in the other one.
      expect(ticks).toBeGreaterThan(ticksBefore);
      // The cheap statement passed the expensive one that was queued before it.
      expect(order.indexOf('health')).toBeLessThan(order.indexOf('expensive'));
      expect(order).toHaveLength(3);
    } finally {
      clearInterval(timer);
    }
  });

  it('answers a ping before every queued request, writes that waited their bound included', async () => {
    await thread.exec('create table if not exists ping_test (n bigint)');
    const order: string[] = [];
    // Long enough that the writes queued behind it pass WRITE_AGE_MS, and go before short reads.
    const long = thread
      .query(`select count(*) from generate_series(1, 3000000)`)
      .then(() => order.push('long'));
    // The long query runs before the rest arrives.
    await new Promise((resolve) => setTimeout(resolve, 30));
    const writes = Array.from({ length: 3 }, (_, i) =>
      thread
        .query(`insert into ping_test select count(*) from generate_series(1, 300000)`)
        .then(() => order.push(`write ${i}`)),
    );
    const short = thread.query('select 1').then(() => order.push('short'));
    const ping = thread.ping().then(() => order.push('ping'));
    await Promise.all([long, ...writes, short, ping]);
    // The long query was running when the others arrived; then the ping passes everything queued.
    expect(order.slice(0, 2)).toEqual(['long', 'ping']);
  });

  it('close() ends the thread, and later queries fail', async () => {
    cpSync(inject('pgliteTemplate'), path.join(dir, 'other'), { recursive: true });
    const other = await PgliteThread.open(path.join(dir, 'other', 'db'));
    await other.query('select 1');
    await other.close();
    await expect(other.query('select 1')).rejects.toThrow();
  });
});

describe.skipIf(process.env.TEST_DB === 'postgres')('openPglite', () => {
  let dataDir: string;
  let handle: DatabaseHandle | undefined;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-pglite-open-'));
    cpSync(inject('pgliteTemplate'), dataDir, { recursive: true });
  });
  afterAll(async () => {
    await handle?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('migrates, listens, and releases the data directory on close', async () => {
    handle = await openPglite(dataDir);
    const received: string[] = [];
    const unlisten = await handle.listen(
      'open_test',
      (payload) => received.push(payload),
      () => {},
    );
    await handle.db.execute(sql`select pg_notify('open_test', 'hej')`);
    await vi.waitFor(() => expect(received).toEqual(['hej']));
    await unlisten();
    const { rows } = await handle.db.execute<{ n: number }>(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(rows[0]!.n).toBeGreaterThan(0);
    // The data directory is owned by the open database until close() releases it.
    await expect(openPglite(dataDir)).rejects.toThrow(/in use/);
    await handle.close();
    handle = undefined;
    handle = await openPglite(dataDir);
    await handle.db.execute(sql`select 1`);
  });
});
