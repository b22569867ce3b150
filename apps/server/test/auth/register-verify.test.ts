import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { createTestApp, type TestContext } from '../helpers/app';
import {
  bearer,
  credentials,
  emailsTo,
  linkToken,
  post,
  registerAccount,
  uniqueEmail,
} from './support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const INVALID_LINK = 'Verifikacioni link je nevažeći ili je istekao.';

describe('POST /api/auth/register', () => {
  it('creates the account with a lower-cased email and an argon2id hash, and answers 201', async () => {
    const account = await registerAccount(ctx, { email: uniqueEmail('Ana.MARIC') });
    expect(account.response.statusCode).toBe(201);
    expect(account.response.json()).toEqual({
      message: 'Registracija je uspešna. Proverite email za verifikaciju naloga.',
    });
    const [row] = await ctx.app.db
      .select()
      .from(users)
      .where(eq(users.email, account.email.toLowerCase()));
    expect(row?.fullName).toBe('Marko Petrović');
    expect(row?.userType).toBe('land_owner');
    expect(row?.emailVerifiedAt).toBeNull();
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(account.password);
  });

  it('writes a Serbian verification email (text and HTML) with a 24-hour link', async () => {
    const account = await registerAccount(ctx);
    const [mail] = await emailsTo(ctx, account.email);
    expect(mail).toBeDefined();
    expect(mail!.to).toBe(account.email.toLowerCase());
    expect(mail!.raw).toMatch(/multipart\/alternative/);
    expect(mail!.decoded).toContain('Link važi 24 sata');
    expect(mail!.decoded).toContain('<a href="http://marketplace.test/verify-email?token=');
    expect(await linkToken(ctx, account.email, 'verify-email')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('ASVS 6.3.8: answers a taken email (whatever its case) exactly as a new one and mails its owner', async () => {
    const first = await registerAccount(ctx, { full_name: 'Prvi Vlasnik' });
    expect(first.response.statusCode).toBe(201);
    const again = await registerAccount(ctx, {
      email: first.email.toUpperCase(),
      full_name: 'Neko Drugi',
      password: 'druga-lozinka-9',
    });
    expect(again.response.statusCode).toBe(201);
    expect(again.response.json()).toEqual(first.response.json());
    expect(Object.keys(again.response.headers).sort()).toEqual(
      Object.keys(first.response.headers).sort(),
    );

    const mails = await emailsTo(ctx, first.email);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.decoded).toContain('/verify-email?token=');
    expect(mails[1]!.decoded).toContain('nalog sa njom već postoji');
    expect(mails[1]!.decoded).toContain('Dobar dan, Prvi Vlasnik');
    expect(mails[1]!.decoded).toContain('http://marketplace.test/login');
    expect(mails[1]!.decoded).not.toMatch(/token=/);
    // The account is unchanged: the first password still works once verified.
    const [row] = await ctx.app.db
      .select()
      .from(users)
      .where(eq(users.email, first.email.toLowerCase()));
    expect(row?.fullName).toBe('Prvi Vlasnik');
  });

  it.each([
    ['an unknown field', { nickname: 'marko' }],
    ['a too short password', { password: '12345' }],
    ['a too long password', { password: 'x'.repeat(129) }],
    ['an unknown user type', { user_type: 'admin' }],
    ['a blank full name', { full_name: '   ' }],
    ['an invalid email', { email: 'nije-email' }],
  ])('rejects %s with 400 and a Serbian message', async (_case, change) => {
    const response = await post(ctx, '/api/auth/register', {
      full_name: 'Jovana Jovanović',
      email: uniqueEmail(),
      password: 'dobra-lozinka-1',
      user_type: 'investor',
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Neispravan zahtev/);
  });

  it('rejects a missing field with 400', async () => {
    const response = await post(ctx, '/api/auth/register', {
      email: uniqueEmail(),
      password: 'dobra-lozinka-1',
      user_type: 'investor',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Neispravan zahtev: polje „Ime i prezime“ je obavezno.',
      field: 'full_name',
    });
  });

  it.each(['123456', 'Password', 'lozinka', 'QWERTY'])(
    'rejects the common password %s with 400 and creates nothing',
    async (password) => {
      const account = await registerAccount(ctx, { password });
      expect(account.response.statusCode).toBe(400);
      expect(account.response.json().message).toMatch(/previše česta/);
      const rows = await ctx.app.db
        .select()
        .from(users)
        .where(eq(users.email, account.email.toLowerCase()));
      expect(rows).toHaveLength(0);
      expect(await emailsTo(ctx, account.email)).toHaveLength(0);
    },
  );
});

describe('POST /api/auth/verify-email', () => {
  it('register → verify via the emailed link → login → me', async () => {
    const account = await registerAccount(ctx, { user_type: 'business_owner' });
    const refused = await post(ctx, '/api/auth/login', credentials(account));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: 'Email adresa nije verifikovana. Proverite svoje poruke.',
    });

    const token = await linkToken(ctx, account.email, 'verify-email');
    const verified = await post(ctx, '/api/auth/verify-email', { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ message: 'Email adresa je uspešno verifikovana.' });

    const login = await post(ctx, '/api/auth/login', {
      email: `  ${account.email.toUpperCase()} `,
      password: account.password,
    });
    expect(login.statusCode).toBe(200);
    const body = login.json();
    const expectedUser = {
      id: expect.any(Number),
      email: account.email.toLowerCase(),
      full_name: 'Marko Petrović',
      user_type: 'business_owner',
      userType: 'business_owner',
    };
    expect(body).toEqual({ token: expect.any(String), user: expectedUser });

    const me = await ctx.app.inject({ url: '/api/auth/me', headers: bearer(body.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      ...expectedUser,
      id: body.user.id,
      staff_role: null,
      language: 'sr-Latn',
    });
  });

  it('is single use: opened again it says the account is already verified', async () => {
    const account = await registerAccount(ctx);
    const token = await linkToken(ctx, account.email, 'verify-email');
    const first = await post(ctx, '/api/auth/verify-email', { token });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'Email adresa je uspešno verifikovana.' });
    const again = await post(ctx, '/api/auth/verify-email', { token });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      message: 'Nalog je već verifikovan. Možete se prijaviti.',
      alreadyVerified: true,
    });
  });

  it('rejects an unknown token with 400', async () => {
    const response = await post(ctx, '/api/auth/verify-email', { token: 'a'.repeat(43) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: INVALID_LINK });
  });

  it('is valid 24 hours and no longer', async () => {
    const early = await registerAccount(ctx);
    const late = await registerAccount(ctx);
    ctx.clock.advance(24 * 60 * 60 * 1000 - 60_000);
    const inTime = await post(ctx, '/api/auth/verify-email', {
      token: await linkToken(ctx, early.email, 'verify-email'),
    });
    expect(inTime.statusCode).toBe(200);
    ctx.clock.advance(2 * 60_000);
    const expired = await post(ctx, '/api/auth/verify-email', {
      token: await linkToken(ctx, late.email, 'verify-email'),
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ message: INVALID_LINK });
    expect((await post(ctx, '/api/auth/login', credentials(late))).statusCode).toBe(403);
  });

  it('rejects an unknown field with 400', async () => {
    const response = await post(ctx, '/api/auth/verify-email', { token: 'abc', extra: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('nepoznato polje');
  });
});

describe('POST /api/auth/resend-verification', () => {
  const RESENT = {
    message: 'Ako nalog postoji i nije verifikovan, poslali smo novi verifikacioni link.',
  };

  it('sends a new, working link to an unverified account', async () => {
    const account = await registerAccount(ctx);
    const response = await post(ctx, '/api/auth/resend-verification', { email: account.email });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(RESENT);
    const mails = await emailsTo(ctx, account.email);
    expect(mails).toHaveLength(2);
    const token = await linkToken(ctx, account.email, 'verify-email');
    expect(mails[0]!.decoded).not.toContain(token);
    expect((await post(ctx, '/api/auth/verify-email', { token })).statusCode).toBe(200);
  });

  it('answers the same for unknown and already verified accounts, sending nothing', async () => {
    const unknown = uniqueEmail('nepostojeci');
    const unknownResponse = await post(ctx, '/api/auth/resend-verification', { email: unknown });
    expect(unknownResponse.statusCode).toBe(200);
    expect(unknownResponse.json()).toEqual(RESENT);
    expect(await emailsTo(ctx, unknown)).toHaveLength(0);

    const account = await registerAccount(ctx);
    const token = await linkToken(ctx, account.email, 'verify-email');
    await post(ctx, '/api/auth/verify-email', { token });
    const verified = await post(ctx, '/api/auth/resend-verification', { email: account.email });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual(RESENT);
    expect(await emailsTo(ctx, account.email)).toHaveLength(1);
  });

  it('rejects a body without an email with 400', async () => {
    const response = await post(ctx, '/api/auth/resend-verification', {});
    expect(response.statusCode).toBe(400);
  });
});
