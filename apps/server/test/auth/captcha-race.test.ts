import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as passwords from '../../src/services/passwords';
import { createTestApp, type TestContext } from '../helpers/app';
import { post, registerVerified, uniqueEmail } from './support';

// Counts how many attempts reach the password check: the real verifier still decides.
const verifySpy = vi.spyOn(passwords, 'verifyPassword');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: '100000' });
});
afterAll(async () => {
  verifySpy.mockRestore();
  await ctx.close();
});

interface Failure {
  message: string;
  requiresCaptcha?: boolean;
  captcha?: string;
}

function solve(question: string): string {
  const match = /^Koliko je (\d+) ([+-]) (\d+)\?$/.exec(question);
  if (!match) throw new Error(`unexpected captcha: ${question}`);
  const [a, b] = [Number(match[1]), Number(match[3])];
  return String(match[2] === '+' ? a + b : a - b);
}

const login = (body: object) => post(ctx, '/api/auth/login', body);

async function failUntilCaptcha(email: string): Promise<string> {
  for (let i = 0; i < 3; i++) {
    const response = await login({ email, password: 'pogresna-lozinka' });
    expect(response.statusCode).toBe(401);
    const body = response.json() as Failure;
    if (body.captcha) return body.captcha;
  }
  throw new Error('no captcha after three failures');
}

describe('ASVS 6.3.1, 15.4.2: the captcha cannot be raced', () => {
  it('lets at most one of 30 parallel attempts with one solved challenge reach the password check', async () => {
    const account = await registerVerified(ctx);
    const captcha = await failUntilCaptcha(account.email);
    verifySpy.mockClear();

    // 29 wrong guesses and the right password, all carrying the same solved challenge.
    const guesses = Array.from({ length: 30 }, (_, i) =>
      i === 17 ? account.password : `pogadjam-${i}`,
    );
    const responses = await Promise.all(
      guesses.map((password) =>
        login({
          email: account.email,
          password,
          captchaQuestion: captcha,
          captchaAnswer: solve(captcha),
        }),
      ),
    );

    expect(verifySpy).toHaveBeenCalledTimes(1);
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(
      statuses.filter((status) => status !== 200).length,
    );
    // Whoever got through, every refused attempt was told to answer a (new) question.
    for (const response of responses.filter((r) => r.statusCode === 401)) {
      expect((response.json() as Failure).requiresCaptcha).toBe(true);
    }
    // The right password only wins if it was the one attempt that spent the challenge.
    const winners = responses.filter((response) => response.statusCode === 200);
    expect(winners.length).toBeLessThanOrEqual(1);
  });

  it('checks at most 3 passwords of 30 parallel guesses on a fresh account', async () => {
    const account = await registerVerified(ctx);
    verifySpy.mockClear();
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        login({ email: account.email, password: `pogadjam-${i}` }),
      ),
    );
    expect(verifySpy).toHaveBeenCalledTimes(3);
    expect(responses.every((response) => response.statusCode === 401)).toBe(true);
    const asked = responses.filter((response) => (response.json() as Failure).requiresCaptcha);
    expect(asked.length).toBeGreaterThanOrEqual(27);
  });

  it('treats unknown emails the same way', async () => {
    const email = uniqueEmail('niko');
    verifySpy.mockClear();
    await Promise.all(
      Array.from({ length: 20 }, () => login({ email, password: 'pogresna-lozinka' })),
    );
    expect(verifySpy).toHaveBeenCalledTimes(3);
  });

  it('still signs in the owner who answers the current question', async () => {
    const account = await registerVerified(ctx);
    const captcha = await failUntilCaptcha(account.email);
    verifySpy.mockClear();
    const response = await login({
      email: account.email,
      password: account.password,
      captchaQuestion: captcha,
      captchaAnswer: solve(captcha),
    });
    expect(response.statusCode).toBe(200);
    expect(verifySpy).toHaveBeenCalledTimes(1);
  });
});
