import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app';
import { createUser } from '../helpers/users';
import { bearer, emailsTo, linkToken, loginToken, post, registerVerified } from './support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const me = (headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers });
const UNAUTHORIZED = { message: 'Niste prijavljeni ili je sesija istekla.' };

describe('GET /api/auth/me', () => {
  it('answers the signed-in user with both type spellings', async () => {
    const user = await createUser(ctx, 'land_owner', { fullName: 'Milica Ilić' });
    const response = await me(user.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: user.id,
      email: user.email,
      full_name: 'Milica Ilić',
      user_type: 'land_owner',
      userType: 'land_owner',
      staff_role: null,
      language: null,
    });
  });

  it('answers 401 without a token and with a forged one', async () => {
    expect((await me()).statusCode).toBe(401);
    const user = await createUser(ctx, 'investor');
    const forged = `${user.token.slice(0, -4)}AAAA`;
    const response = await me(bearer(forged));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHORIZED);
  });
});

describe('POST /api/auth/logout', () => {
  it('answers 204 and revokes only that token', async () => {
    const account = await registerVerified(ctx);
    const first = await loginToken(ctx, account.email, account.password);
    const second = await loginToken(ctx, account.email, account.password);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(first),
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await me(bearer(first))).statusCode).toBe(401);
    expect((await me(bearer(second))).statusCode).toBe(200);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(first),
    });
    expect(again.statusCode).toBe(401);
  });

  it('answers 401 without a token', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHORIZED);
  });
});

describe('POST /api/auth/change-password', () => {
  const change = (token: string, body: object) =>
    post(ctx, '/api/auth/change-password', body, bearer(token));

  it('changes the password, revokes every earlier token and answers with a fresh one', async () => {
    const account = await registerVerified(ctx);
    const current = await loginToken(ctx, account.email, account.password);
    const other = await loginToken(ctx, account.email, account.password);
    const response = await change(current, {
      oldPassword: account.password,
      newPassword: 'nova-lozinka-42',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ message: string; token: string }>();
    expect(body.message).toBe('Lozinka je uspešno promenjena.');
    expect((await me(bearer(body.token))).statusCode).toBe(200);

    expect((await me(bearer(current))).statusCode).toBe(401);
    expect((await me(bearer(other))).statusCode).toBe(401);
    const oldLogin = await post(ctx, '/api/auth/login', {
      email: account.email,
      password: account.password,
    });
    expect(oldLogin.statusCode).toBe(401);
    const fresh = await loginToken(ctx, account.email, 'nova-lozinka-42');
    expect((await me(bearer(fresh))).statusCode).toBe(200);
  });

  it("tells the account's address, whose link sets another password and signs the changer out", async () => {
    const account = await registerVerified(ctx);
    const token = await loginToken(ctx, account.email, account.password);
    const before = (await emailsTo(ctx, account.email)).length;
    const response = await change(token, {
      oldPassword: account.password,
      newPassword: 'nova-lozinka-42',
    });
    expect(response.statusCode).toBe(200);
    const changer = response.json<{ token: string }>().token;

    const mails = await emailsTo(ctx, account.email);
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1)!;
    expect(mail.subject).toBe('Lozinka je promenjena');
    expect(mail.decoded).toContain(`Dobar dan, ${account.fullName},`);
    expect(mail.decoded).toContain('lozinka vašeg naloga je upravo promenjena.');
    expect(mail.decoded).toContain('Ako niste vi, odmah postavite novu lozinku');
    expect(mail.decoded).toContain('<a href="http://marketplace.test/reset-password?token=');

    const reset = await post(ctx, '/api/auth/reset-password', {
      token: await linkToken(ctx, account.email, 'reset-password'),
      newPassword: 'moja-prava-lozinka-7',
    });
    expect(reset.statusCode).toBe(200);
    expect((await me(bearer(changer))).statusCode).toBe(401);
    expect((await loginToken(ctx, account.email, 'moja-prava-lozinka-7')).length).toBeGreaterThan(
      0,
    );
  });

  it('sends nothing when the change is refused', async () => {
    const account = await registerVerified(ctx);
    const token = await loginToken(ctx, account.email, account.password);
    const before = (await emailsTo(ctx, account.email)).length;
    const response = await change(token, {
      oldPassword: 'nije-ta-lozinka',
      newPassword: 'nova-lozinka-42',
    });
    expect(response.statusCode).toBe(400);
    expect(await emailsTo(ctx, account.email)).toHaveLength(before);
  });

  it('answers 400 when the current password is wrong, and changes nothing', async () => {
    const user = await createUser(ctx, 'business_owner');
    const response = await change(user.token, {
      oldPassword: 'nije-ta-lozinka',
      newPassword: 'nova-lozinka-42',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Trenutna lozinka nije ispravna.' });
    expect((await me(user.headers)).statusCode).toBe(200);
    expect((await loginToken(ctx, user.email, user.password)).length).toBeGreaterThan(0);
  });

  it.each([
    ['a too short new password', { newPassword: 'abc' }, /^Neispravan zahtev/],
    ['a common new password', { newPassword: 'password123' }, /previše česta/],
    ['an unknown field', { confirmPassword: 'x' }, /nepoznato polje/],
  ])('rejects %s with 400', async (_case, change_, message) => {
    const user = await createUser(ctx, 'investor');
    const response = await change(user.token, {
      oldPassword: user.password,
      newPassword: 'nova-lozinka-42',
      ...change_,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect((await me(user.headers)).statusCode).toBe(200);
  });

  it('ASVS 6.3.1: limits wrong current passwords to 5 per 15 minutes, even in parallel', async () => {
    const user = await createUser(ctx, 'land_owner');
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        change(user.token, { oldPassword: `pogadjam-${i}`, newPassword: 'nova-lozinka-42' }),
      ),
    );
    const statuses = guesses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    const limited = guesses.find((response) => response.statusCode === 429)!;
    expect(limited.json().message).toMatch(
      /^Previše pokušaja promene lozinke\. Pokušajte ponovo za \d+ min\.$/,
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    // Even the right password waits for the window to end; then it works, and clears the count.
    const refused = await change(user.token, {
      oldPassword: user.password,
      newPassword: 'nova-lozinka-42',
    });
    expect(refused.statusCode).toBe(429);
    ctx.clock.advance(15 * 60 * 1000);
    const accepted = await change(user.token, {
      oldPassword: user.password,
      newPassword: 'nova-lozinka-42',
    });
    expect(accepted.statusCode).toBe(200);
    const next = await change(accepted.json().token, {
      oldPassword: 'nije-ta',
      newPassword: 'treca-lozinka-7',
    });
    expect(next.statusCode).toBe(400);
  });

  it('starts the count over after a successful change', async () => {
    const user = await createUser(ctx, 'land_owner');
    for (let i = 0; i < 4; i += 1) {
      const wrong = await change(user.token, {
        oldPassword: `pogadjam-${i}`,
        newPassword: 'nova-lozinka-42',
      });
      expect(wrong.statusCode).toBe(400);
    }
    const accepted = await change(user.token, {
      oldPassword: user.password,
      newPassword: 'nova-lozinka-42',
    });
    expect(accepted.statusCode).toBe(200);
    // The sixth attempt in the window: refused were the count still there.
    const after = await change(accepted.json().token, {
      oldPassword: 'nije-ta',
      newPassword: 'treca-lozinka-7',
    });
    expect(after.statusCode).toBe(400);
  });

  it('answers 401 without a token', async () => {
    const response = await post(ctx, '/api/auth/change-password', {
      oldPassword: 'lozinka-123',
      newPassword: 'nova-lozinka-42',
    });
    expect(response.statusCode).toBe(401);
  });
});
