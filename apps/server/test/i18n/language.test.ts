import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app';
import { appBuild } from '../helpers/app-build';
import { createLandAd, landAdFields } from '../helpers/land-ads';
import { createUser, type TestUser } from '../helpers/users';
import { emailsTo, uniqueEmail } from '../auth/support';

// Issue: three languages. A page is rendered in the language of `?lang=`, the `lang` cookie or,
// without either, Serbian Latin; the API answers in its request's Accept-Language; a signed-in
// user's choice is kept on the account.
let ctx: TestContext;
let user: TestUser;

beforeAll(async () => {
  ctx = await createTestApp({ APP_DIR: appBuild() });
  user = await createUser(ctx, 'investor');
}, 240_000);
afterAll(async () => {
  await ctx.close();
});

const page = (url: string, cookie?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const withoutScripts = (html: string) => html.replace(/<script\b[\s\S]*?<\/script>/g, '');

describe('the page in the chosen language', () => {
  it('is Serbian Latin without a choice, as the spec writes it', async () => {
    const html = withoutScripts((await page('/login')).body);
    expect(html).toContain('<html lang="sr-Latn"');
    expect(html).toContain('<title>Prijava | Nekretnine</title>');
    expect(html).toMatch(/<label[^>]*>Email adresa/);
  });

  it('is Cyrillic with the cookie lang=sr-Cyrl: the title, the form, the top bar', async () => {
    const html = withoutScripts((await page('/login', 'lang=sr-Cyrl')).body);
    expect(html).toContain('<html lang="sr-Cyrl"');
    expect(html).toContain('<title>Пријава | Некретнине</title>');
    expect(html).toMatch(/<label[^>]*>Имејл адреса/);
    expect(html).toContain('Лозинка');
    expect(html).not.toContain('Email adresa');
  });

  it('is English with the cookie lang=en', async () => {
    const html = withoutScripts((await page('/login', 'lang=en')).body);
    expect(html).toContain('<html lang="en"');
    expect(html).toMatch(/<label[^>]*>Email address/);
    expect(html).toContain('Password');
    expect(html).not.toContain('Lozinka');
  });

  it('takes ?lang= from the address and keeps it in the cookie', async () => {
    const response = await page('/login?lang=en');
    expect(response.body).toContain('<html lang="en"');
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^lang=en;/);
    expect(cookie).toContain('Path=/');
    expect(cookie).toMatch(/Max-Age=\d{7,}/);
  });

  it('ignores a language it does not have', async () => {
    const response = await page('/login?lang=de', 'lang=fr');
    expect(response.body).toContain('<html lang="sr-Latn"');
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe('ads in Cyrillic', () => {
  it('shows an ad written in Latin in Cyrillic on a Cyrillic page, and as written elsewhere', async () => {
    const owner = await createUser(ctx, 'land_owner');
    const ad = await createLandAd(ctx, owner, {
      fields: landAdFields({ title: 'Njiva kod Sombora', description: 'Pišite na pera@primer.rs' }),
    });
    const cyrillic = withoutScripts(
      (await page(`/ads/${ad.id}`, `lang=sr-Cyrl; session=${user.token}`)).body,
    );
    expect(cyrillic).toContain('Њива код Сомбора');
    expect(cyrillic).toContain('Пишите на pera@primer.rs');
    expect(cyrillic).not.toContain('Njiva kod Sombora');
    const english = withoutScripts(
      (await page(`/ads/${ad.id}`, `lang=en; session=${user.token}`)).body,
    );
    expect(english).toContain('Njiva kod Sombora');
    // The API answers the ad as written: an edit form starts from it.
    const api = await ctx.app.inject({
      method: 'GET',
      url: `/api/ads/${ad.id}`,
      headers: { 'accept-language': 'sr-Cyrl' },
    });
    expect(api.json().title).toBe('Njiva kod Sombora');
  });
});

describe("the API's messages", () => {
  // Each on an account of its own: repeated failures on one account would ask for a CAPTCHA.
  const wrongLogin = async (acceptLanguage?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
      payload: { email: (await createUser(ctx, 'investor')).email, password: 'not-the-password' },
    });

  it('answer a wrong password in English with Accept-Language: en', async () => {
    const response = await wrongLogin('en');
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Incorrect email or password.');
  });

  it('answer in Cyrillic with sr-Cyrl, and in Serbian Latin without a header or for another language', async () => {
    expect((await wrongLogin('sr-Cyrl')).json().message).toBe('Погрешан имејл или лозинка.');
    expect((await wrongLogin()).json().message).toBe('Pogrešan email ili lozinka.');
    expect((await wrongLogin('de-DE,de;q=0.9')).json().message).toBe('Pogrešan email ili lozinka.');
    expect((await wrongLogin('de;q=0.9, en-US;q=0.8')).json().message).toBe(
      'Incorrect email or password.',
    );
  });
});

describe("the account's language", () => {
  it('is null before a choice, stored by PUT /api/profile/language and returned by /api/auth/me', async () => {
    const me = () => ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers });
    expect((await me()).json().language).toBeNull();

    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/profile/language',
      headers: user.headers,
      payload: { language: 'sr-Cyrl' },
    });
    expect(put.statusCode).toBe(204);
    expect(String(put.headers['set-cookie'])).toMatch(/^lang=sr-Cyrl;/);
    expect((await me()).json().language).toBe('sr-Cyrl');
  });

  it('refuses a language the site does not have, and a request without a sign-in', async () => {
    const refused = await ctx.app.inject({
      method: 'PUT',
      url: '/api/profile/language',
      headers: user.headers,
      payload: { language: 'de' },
    });
    expect(refused.statusCode).toBe(400);
    const anonymous = await ctx.app.inject({
      method: 'PUT',
      url: '/api/profile/language',
      payload: { language: 'en' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('is kept when a signed-in user opens a page with ?lang=', async () => {
    const other = await createUser(ctx, 'business_owner');
    const response = await page('/profile?lang=en', `session=${other.token}`);
    expect(response.body).toContain('<html lang="en"');
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: other.headers });
    expect(me.json().language).toBe('en');
  });

  it('follows its user to a new browser: the login sets the lang cookie', async () => {
    const other = await createUser(ctx, 'land_owner');
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/profile/language',
      headers: other.headers,
      payload: { language: 'en' },
    });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: other.email, password: other.password },
    });
    expect(login.statusCode).toBe(200);
    const cookies = [login.headers['set-cookie']].flat().map(String);
    expect(cookies.some((cookie) => cookie.startsWith('lang=en;'))).toBe(true);
  });
});

describe('emails in the recipient’s language', () => {
  it('writes the verification email in the language the account was registered in', async () => {
    const email = uniqueEmail('English');
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'accept-language': 'en' },
      payload: { full_name: 'Mark Peters', email, password: 'zemlja-2024', user_type: 'investor' },
    });
    expect(registered.statusCode).toBe(201);
    const [mail] = await emailsTo(ctx, email);
    expect(mail?.subject).toBe('Confirm your email address');
    expect(mail?.decoded).toContain('Dear Mark Peters,');
    expect(mail?.decoded).not.toContain('Dobar dan');
  });

  it('writes a password reset in Cyrillic to an account that chose Cyrillic', async () => {
    const other = await createUser(ctx, 'investor', { fullName: 'Ana Jovic' });
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/profile/language',
      headers: other.headers,
      payload: { language: 'sr-Cyrl' },
    });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: other.email },
    });
    const [mail] = await emailsTo(ctx, other.email);
    expect(mail?.decoded).toContain('Добар дан, Ana Jovic,');
  });
});
