import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app';
import {
  bearer,
  emailsTo,
  linkToken,
  loginToken,
  post,
  registerAccount,
  registerVerified,
  uniqueEmail,
} from './support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const SENT = { message: 'Ako nalog postoji, poslali smo link za resetovanje lozinke.' };
const INVALID = { message: 'Link za resetovanje lozinke je nevažeći ili je istekao.' };
const forgot = (email: string) => post(ctx, '/api/auth/forgot-password', { email });
const reset = (token: string, newPassword = 'sasvim-nova-lozinka') =>
  post(ctx, '/api/auth/reset-password', { token, newPassword });

describe('POST /api/auth/forgot-password', () => {
  it('answers identically for known and unknown emails, mailing only the known one', async () => {
    const account = await registerVerified(ctx);
    const unknown = uniqueEmail('niko');
    const known = await forgot(account.email.toUpperCase());
    const missing = await forgot(unknown);
    expect(known.statusCode).toBe(200);
    expect(missing.statusCode).toBe(known.statusCode);
    expect(known.json()).toEqual(SENT);
    expect(missing.body).toBe(known.body);
    expect(await emailsTo(ctx, unknown)).toHaveLength(0);

    const mail = (await emailsTo(ctx, account.email)).at(-1)!;
    expect(mail.subject).toBe('Resetovanje lozinke');
    expect(mail.decoded).toContain('Link važi 1 sat');
    expect(mail.decoded).toContain('<a href="http://marketplace.test/reset-password?token=');
  });

  it('rejects an invalid email with 400', async () => {
    const response = await forgot('nije-adresa');
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password and revokes every earlier token', async () => {
    const account = await registerVerified(ctx);
    const before = await loginToken(ctx, account.email, account.password);
    await forgot(account.email);
    const response = await reset(await linkToken(ctx, account.email, 'reset-password'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Lozinka je uspešno resetovana.' });

    const me = await ctx.app.inject({ url: '/api/auth/me', headers: bearer(before) });
    expect(me.statusCode).toBe(401);
    const old = await post(ctx, '/api/auth/login', {
      email: account.email,
      password: account.password,
    });
    expect(old.statusCode).toBe(401);
    const after = await loginToken(ctx, account.email, 'sasvim-nova-lozinka');
    expect((await ctx.app.inject({ url: '/api/auth/me', headers: bearer(after) })).statusCode).toBe(
      200,
    );
  });

  it('is single use, and a reset spends the older links too', async () => {
    const account = await registerVerified(ctx);
    await forgot(account.email);
    const older = await linkToken(ctx, account.email, 'reset-password');
    await forgot(account.email);
    const newer = await linkToken(ctx, account.email, 'reset-password');
    expect(newer).not.toBe(older);
    expect((await reset(newer)).statusCode).toBe(200);
    const again = await reset(newer, 'jos-jedna-lozinka');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID);
    expect((await reset(older, 'jos-jedna-lozinka')).json()).toEqual(INVALID);
    expect((await loginToken(ctx, account.email, 'sasvim-nova-lozinka')).length).toBeGreaterThan(0);
  });

  it('is valid 1 hour and no longer', async () => {
    const early = await registerVerified(ctx);
    const late = await registerVerified(ctx);
    await forgot(early.email);
    await forgot(late.email);
    ctx.clock.advance(59 * 60 * 1000);
    expect((await reset(await linkToken(ctx, early.email, 'reset-password'))).statusCode).toBe(200);
    ctx.clock.advance(2 * 60 * 1000);
    const expired = await reset(await linkToken(ctx, late.email, 'reset-password'));
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual(INVALID);
  });

  it('does not accept a verification token', async () => {
    const account = await registerAccount(ctx);
    const response = await reset(await linkToken(ctx, account.email, 'verify-email'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID);
  });

  it('rejects a too short or common password without spending the link', async () => {
    const account = await registerVerified(ctx);
    await forgot(account.email);
    const token = await linkToken(ctx, account.email, 'reset-password');
    const short = await reset(token, '12345');
    expect(short.statusCode).toBe(400);
    const common = await reset(token, 'qwerty123');
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toMatch(/previše česta/);
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('rejects an unknown token with 400 and an unknown field with 400', async () => {
    expect((await reset('nepostojeci-token')).json()).toEqual(INVALID);
    const extra = await post(ctx, '/api/auth/reset-password', {
      token: 'x',
      newPassword: 'sasvim-nova-lozinka',
      email: 'a@b.rs',
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toContain('nepoznato polje');
  });
});
