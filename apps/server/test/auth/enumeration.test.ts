import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Email } from '../../src/services/mailer';
import { createTestApp, type TestContext } from '../helpers/app';
import { createUser, type TestUser } from '../helpers/users';
import { post, uniqueEmail } from './support';

let ctx: TestContext;
let verified: TestUser;
let unverified: TestUser;
beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: '100000' });
  verified = await createUser(ctx, 'investor');
  unverified = await createUser(ctx, 'land_owner', { verified: false });
});
afterAll(() => ctx.close());

// Headers that differ between any two answers (time, size of a differently long body).
const emailJobs = async () =>
  (await ctx.app.db.execute(sql`select 1 from pgboss.job where name = 'email'`)).rows.length;

const VARYING = new Set(['date', 'content-length', 'etag']);
const headerNames = (response: LightMyRequestResponse) =>
  Object.keys(response.headers)
    .filter((name) => !VARYING.has(name))
    .sort();

function expectAlike(responses: LightMyRequestResponse[]) {
  const [first, ...rest] = responses;
  for (const response of rest) {
    expect(response.statusCode).toBe(first!.statusCode);
    expect(response.body).toBe(first!.body);
    expect(headerNames(response)).toEqual(headerNames(first!));
  }
}

/** The address of each kind of account, as a client would type it. */
const addresses = () => ({
  verified: verified.email.toUpperCase(),
  unverified: unverified.email,
  unknown: uniqueEmail('niko'),
});

describe('ASVS 6.3.8: answers do not tell which accounts exist', () => {
  it.each(['/api/auth/forgot-password', '/api/auth/resend-verification'])(
    '%s answers alike for verified, unverified and unknown emails',
    async (url) => {
      const { verified: a, unverified: b, unknown: c } = addresses();
      const responses = [await post(ctx, url, { email: a }), await post(ctx, url, { email: b })];
      responses.push(await post(ctx, url, { email: c }));
      expect(responses[0]!.statusCode).toBe(200);
      expectAlike(responses);
    },
  );

  it('register answers alike for a new, a taken and an unverified-taken email', async () => {
    const { verified: a, unverified: b, unknown: c } = addresses();
    const body = (email: string) => ({
      full_name: 'Neko Novi',
      email,
      password: 'neka-lozinka-1',
      user_type: 'investor',
    });
    const responses = [
      await post(ctx, '/api/auth/register', body(c)),
      await post(ctx, '/api/auth/register', body(a)),
      await post(ctx, '/api/auth/register', body(b)),
    ];
    expect(responses[0]!.statusCode).toBe(201);
    expectAlike(responses);
  });

  it('login answers a wrong password and an unknown email alike', async () => {
    const responses = [
      await post(ctx, '/api/auth/login', { email: verified.email, password: 'pogresna-1' }),
      await post(ctx, '/api/auth/login', { email: uniqueEmail('niko'), password: 'pogresna-1' }),
    ];
    expect(responses[0]!.statusCode).toBe(401);
    expectAlike(responses);
  });
});

describe('ASVS 6.3.8: the request path does the same work for every address', () => {
  it('queues exactly one job per request and answers before any email is sent', async () => {
    // The emails of the tests above are sent first: only this test's requests count below.
    await ctx.app.jobs.drain();
    // A mail server that holds every email until released: if a request waited for mail, it
    // would not answer while the emails are held.
    const mailer = ctx.app.mailer;
    const realSend = mailer.send;
    const held: Array<() => void> = [];
    const sent: Email[] = [];
    mailer.send = (email) =>
      new Promise<void>((resolve) => {
        held.push(() => {
          sent.push(email);
          resolve();
        });
      });
    try {
      const { verified: a, unverified: b, unknown: c } = addresses();
      for (const [url, email] of [
        ['/api/auth/forgot-password', a],
        ['/api/auth/forgot-password', c],
        ['/api/auth/resend-verification', b],
        ['/api/auth/resend-verification', c],
      ] as const) {
        const before = await emailJobs();
        const response = await post(ctx, url, { email });
        expect(response.statusCode).toBe(200);
        // One job is added (and maybe already done and deleted), for known and unknown alike.
        const after = await emailJobs();
        expect(after).toBeGreaterThanOrEqual(before);
        expect(after).toBeLessThanOrEqual(before + 1);
      }
      expect(sent).toHaveLength(0);
      // Released, the worker mails only the accounts that exist: reset for a, verification for b.
      mailer.send = async (email) => {
        sent.push(email);
      };
      for (const release of held.splice(0)) release();
      await ctx.app.jobs.drain();
      expect(sent.map((email) => email.to).sort()).toEqual(
        [verified.email, unverified.email].sort(),
      );
    } finally {
      mailer.send = realSend;
      for (const release of held.splice(0)) release();
    }
  });
});
