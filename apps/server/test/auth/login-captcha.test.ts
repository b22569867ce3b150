import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loginAttempts } from '../../src/db/schema';
import { createTestApp, type TestContext } from '../helpers/app';
import { bearer, post, registerVerified, secondApp, uniqueEmail } from './support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const WRONG = 'Pogrešan email ili lozinka.';

interface Failure {
  message: string;
  requiresCaptcha?: boolean;
  captcha?: string;
}

async function fail(email: string, extra: object = {}) {
  const response = await post(ctx, '/api/auth/login', {
    email,
    password: 'pogresna-lozinka',
    ...extra,
  });
  expect(response.statusCode).toBe(401);
  return response.json() as Failure;
}

/** Solves 'Koliko je a + b?' and 'Koliko je a - b?'. */
function solve(question: string): string {
  const match = /^Koliko je (\d+) ([+-]) (\d+)\?$/.exec(question);
  if (!match) throw new Error(`unexpected captcha: ${question}`);
  const [a, b] = [Number(match[1]), Number(match[3])];
  return String(match[2] === '+' ? a + b : a - b);
}

describe('POST /api/auth/login', () => {
  it('answers a token and the user (both type spellings) for the right password', async () => {
    const account = await registerVerified(ctx, { user_type: 'investor' });
    const response = await post(ctx, '/api/auth/login', {
      email: account.email,
      password: account.password,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['token', 'user']);
    expect(body.token.split('.')).toHaveLength(3);
    expect(body.user).toMatchObject({ user_type: 'investor', userType: 'investor' });
    const me = await ctx.app.inject({ url: '/api/auth/me', headers: bearer(body.token) });
    expect(me.json().email).toBe(account.email.toLowerCase());
  });

  it('answers 401 with the same message for a wrong password and an unknown email', async () => {
    const account = await registerVerified(ctx);
    expect(await fail(account.email)).toEqual({ message: WRONG });
    expect(await fail(uniqueEmail('niko'))).toEqual({ message: WRONG });
  });

  it('rejects a body without a password with 400', async () => {
    const response = await post(ctx, '/api/auth/login', { email: 'a@b.rs' });
    expect(response.statusCode).toBe(400);
    // The field is named by its Serbian label, and by its key in `field`.
    expect(response.json()).toEqual({
      message: 'Neispravan zahtev: polje „Lozinka“ je obavezno.',
      field: 'password',
    });
  });

  it('asks a captcha from the 3rd failure and insists on it until answered', async () => {
    const account = await registerVerified(ctx);
    expect(await fail(account.email)).toEqual({ message: WRONG });
    expect(await fail(account.email)).toEqual({ message: WRONG });
    const third = await fail(account.email);
    expect(third).toMatchObject({ message: WRONG, requiresCaptcha: true });
    expect(third.captcha).toMatch(/^Koliko je \d+ [+-] \d+\?$/);

    // The right password without the captcha still fails and brings a new question.
    const withoutCaptcha = await post(ctx, '/api/auth/login', {
      email: account.email,
      password: account.password,
    });
    expect(withoutCaptcha.statusCode).toBe(401);
    const fourth = withoutCaptcha.json() as Failure;
    expect(fourth).toMatchObject({
      message: 'Molimo odgovorite na CAPTCHA pitanje.',
      requiresCaptcha: true,
    });

    // A wrong answer fails too, even with the right password.
    const wrongAnswer = await post(ctx, '/api/auth/login', {
      email: account.email,
      password: account.password,
      captchaQuestion: fourth.captcha,
      captchaAnswer: String(Number(solve(fourth.captcha!)) + 1),
    });
    expect(wrongAnswer.statusCode).toBe(401);
    const fifth = wrongAnswer.json() as Failure;
    expect(fifth.requiresCaptcha).toBe(true);
    expect(fifth.message).toBe('Odgovor na CAPTCHA pitanje nije tačan. Pokušajte ponovo.');

    // Only the pending question counts: another question with its right answer does not.
    const otherQuestion = await post(ctx, '/api/auth/login', {
      email: account.email,
      password: account.password,
      captchaQuestion: 'Koliko je 100 + 100?',
      captchaAnswer: '200',
    });
    expect(otherQuestion.statusCode).toBe(401);
    const current = otherQuestion.json() as Failure;
    expect(current.requiresCaptcha).toBe(true);

    const success = await post(ctx, '/api/auth/login', {
      email: account.email,
      password: account.password,
      captchaQuestion: current.captcha,
      captchaAnswer: ` ${solve(current.captcha!)} `,
    });
    expect(success.statusCode).toBe(200);
    expect(success.json().token).toEqual(expect.any(String));

    // Success cleared the counter: the next failure is a plain first failure again.
    const rows = await ctx.app.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.email, account.email.toLowerCase()));
    expect(rows).toHaveLength(0);
    expect(await fail(account.email)).toEqual({ message: WRONG });
  });

  it('asks a captcha for unknown emails too, so it does not tell which accounts exist', async () => {
    const email = uniqueEmail('nepoznat');
    await fail(email);
    await fail(email);
    expect((await fail(email)).requiresCaptcha).toBe(true);
  });

  it('forgets failures older than 15 minutes', async () => {
    const account = await registerVerified(ctx);
    await fail(account.email);
    await fail(account.email);
    ctx.clock.advance(16 * 60 * 1000);
    expect(await fail(account.email)).toEqual({ message: WRONG });

    await fail(account.email);
    expect((await fail(account.email)).requiresCaptcha).toBe(true);
    ctx.clock.advance(16 * 60 * 1000);
    const response = await post(ctx, '/api/auth/login', {
      email: account.email,
      password: account.password,
    });
    expect(response.statusCode).toBe(200);
  });

  it('keeps the challenge in the database, where another server process enforces it', async () => {
    const account = await registerVerified(ctx);
    await fail(account.email);
    await fail(account.email);
    const { captcha } = await fail(account.email);
    const other = await secondApp(ctx);
    try {
      const credentials = { email: account.email, password: account.password };
      const refused = await other.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: credentials,
      });
      expect(refused.statusCode).toBe(401);
      const next = refused.json() as Failure;
      expect(next.requiresCaptcha).toBe(true);
      expect(next.captcha).toEqual(expect.any(String));
      expect(captcha).toEqual(expect.any(String));

      // The question the second process issued is answered on the first one.
      const accepted = await post(ctx, '/api/auth/login', {
        ...credentials,
        captchaQuestion: next.captcha,
        captchaAnswer: solve(next.captcha!),
      });
      expect(accepted.statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('refuses an unverified account with 403 only after the right password', async () => {
    const email = uniqueEmail('neverifikovan');
    const password = 'moja-lozinka-7';
    await post(ctx, '/api/auth/register', {
      full_name: 'Petar Petrović',
      email,
      password,
      user_type: 'land_owner',
    });
    expect(await fail(email)).toEqual({ message: WRONG });
    const response = await post(ctx, '/api/auth/login', { email, password });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: 'Email adresa nije verifikovana. Proverite svoje poruke.',
    });
  });
});
