import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/app';
import { loggerOptions, serializeError } from '../../src/logging';
import { createTestApp, type TestContext } from '../helpers/app';
import { createUser, type TestUser } from '../helpers/users';

// A second app on the test database, logging JSON lines into memory as the real server does.
const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

let ctx: TestContext;
let logged: Awaited<ReturnType<typeof buildApp>>;
let user: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  user = await createUser(ctx, 'investor');
  logged = await buildApp({
    config: ctx.config,
    database: ctx.database,
    logger: { ...loggerOptions('debug'), stream: sink },
    now: () => ctx.clock.now,
  });
  await logged.ready();
  // Every insert into users now fails inside the database, with its parameters.
  await ctx.app.db.execute(
    sql.raw(`create function refuse_write() returns trigger language plpgsql as $$
      begin raise exception 'write refused for this test'; end $$`),
  );
  await ctx.app.db.execute(
    sql.raw(`create trigger refuse_users before insert on users
      for each row execute function refuse_write()`),
  );
});
afterAll(async () => {
  await logged.close();
  await ctx.close();
});

describe('ASVS 16.2.5, 16.5.1: logs never carry SQL parameters or secrets', () => {
  it('logs a failed registration without the password hash, the password or the email', async () => {
    lines.length = 0;
    const password = 'tajna-lozinka-za-log';
    const email = 'neko.tajni@example.test';
    const response = await logged.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { full_name: 'Tajni Korisnik', email, password, user_type: 'investor' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: 'Došlo je do greške na serveru. Pokušajte ponovo kasnije.',
    });

    const log = lines.join('\n');
    const failure = lines.map((line) => JSON.parse(line)).find((entry) => entry.err);
    expect(failure?.msg).toBe('request failed');
    // What an operator needs is there: the statement (without values) and the database's reason.
    expect(JSON.stringify(failure.err)).toContain('Failed query: insert into \\"users\\"');
    expect(JSON.stringify(failure.err)).toContain('write refused for this test');
    expect(log).not.toContain('$argon2id$');
    expect(log).not.toContain(password);
    expect(log).not.toContain(email);
    expect(log).not.toMatch(/params/i);
  });

  it('does not log the bearer token of a request', async () => {
    lines.length = 0;
    const response = await logged.inject({ url: '/api/auth/me', headers: user.headers });
    expect(response.statusCode).toBe(200);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain(user.token);
  });

  it('does not log the session cookie a login sets or a request carries', async () => {
    lines.length = 0;
    const login = await logged.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(200);
    const { token } = login.json() as { token: string };
    expect(String(login.headers['set-cookie'])).toContain(token);
    const me = await logged.inject({
      url: '/api/auth/me',
      headers: { cookie: `session=${token}` },
    });
    expect(me.statusCode).toBe(401);
    const out = await logged.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}`, cookie: `session=${token}` },
    });
    expect(out.statusCode).toBe(204);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain(token);
  });

  it('does not log the token of a one-click unsubscribe link', async () => {
    lines.length = 0;
    const token = logged.unsubscribeTokens.create(user.id, 'saved-searches');
    const response = await logged.inject({
      method: 'POST',
      url: `/api/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    const log = lines.join('\n');
    expect(log).toContain('/api/unsubscribe?token=[skriveno]');
    expect(log).not.toContain(token);
  });

  it.each([
    ['a percent-encoded name', '%74oken'],
    ['an upper-case escaped name', '%54%4F%4B%45%4E'],
    ['an array', 'token[]'],
    ['an indexed array', 'token[0]'],
    ['an escaped array', 'token%5B%5D'],
  ])('does not log an unsubscribe token sent under %s', async (_case, name) => {
    lines.length = 0;
    const token = logged.unsubscribeTokens.create(user.id, 'saved-searches');
    await logged.inject({
      method: 'POST',
      url: `/api/unsubscribe?x=1&${name}=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    const log = lines.join('\n');
    expect(log).toContain(`/api/unsubscribe?x=1&${name}=[skriveno]`);
    expect(log).not.toContain(token);
  });

  it('keeps the code and constraint of a database error but drops detail, params and values', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      constraint: 'users_email_unique',
      detail: 'Key (email)=(tajna@example.test) already exists.',
      params: ['tajna@example.test', '$argon2id$v=19$m=19456'],
    });
    const error = new Error(
      'Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: tajna@example.test,$argon2id$v=19$m=19456',
      { cause },
    );
    const safe = serializeError(error);
    const text = JSON.stringify(safe);
    expect(safe.message).toBe(
      'Failed query: insert into "users" ("email", "password_hash") values ($1, $2)',
    );
    expect(safe.cause).toMatchObject({ code: '23505', constraint: 'users_email_unique' });
    expect(text).not.toContain('tajna@example.test');
    expect(text).not.toContain('$argon2id$');
  });
});
