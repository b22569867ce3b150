import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import { settleJobs, type TestContext } from '../helpers/app';

let counter = 0;

/** A fresh address per call, in mixed case so normalisation is exercised too. */
export function uniqueEmail(prefix = 'Korisnik'): string {
  counter += 1;
  return `${prefix}.${counter}.${Date.now()}@Example.TEST`;
}

export interface SentEmail {
  file: string;
  raw: string;
  /** The whole message with quoted-printable soft breaks and escapes undone. */
  decoded: string;
  to: string;
  subject: string;
}

/** Quoted-printable: drop soft line breaks, then decode =XX bytes as UTF-8. */
export function decodeQuotedPrintable(value: string): string {
  const joined = value.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Every .eml written to DATA_DIR/outbox, oldest first. */
export function readOutbox(ctx: TestContext): SentEmail[] {
  const dir = path.join(ctx.dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => {
      const file = path.join(dir, name);
      const raw = readFileSync(file, 'utf8');
      const header = (key: string) =>
        new RegExp(`^${key}: (.*)$`, 'mi').exec(raw)?.[1]?.trim() ?? '';
      return {
        file,
        raw,
        decoded: decodeQuotedPrintable(raw),
        to: header('To'),
        subject: header('Subject'),
      };
    });
}

/** The emails sent to the address, once the job queue has sent everything it has. */
export async function emailsTo(ctx: TestContext, address: string): Promise<SentEmail[]> {
  await settleJobs(ctx);
  return readOutbox(ctx).filter((mail) => mail.to.toLowerCase() === address.toLowerCase());
}

/** The token of the newest link to `page` sent to the address. */
export async function linkToken(
  ctx: TestContext,
  address: string,
  page: 'verify-email' | 'reset-password',
) {
  const pattern = new RegExp(`${ctx.config.appUrl}/${page}\\?token=([A-Za-z0-9_-]+)`);
  const mails = (await emailsTo(ctx, address)).filter((mail) => pattern.test(mail.decoded));
  const last = mails.at(-1);
  if (!last) throw new Error(`no ${page} email to ${address}`);
  return pattern.exec(last.decoded)![1]!;
}

export const post = (ctx: TestContext, url: string, payload: unknown, headers = {}) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, headers });

export interface Registration {
  email: string;
  password: string;
  fullName: string;
}

export async function registerAccount(
  ctx: TestContext,
  overrides: Partial<{
    email: string;
    password: string;
    full_name: string;
    user_type: string;
  }> = {},
): Promise<Registration & { response: LightMyRequestResponse }> {
  const body = {
    full_name: 'Marko Petrović',
    email: uniqueEmail(),
    password: 'zemlja-2024',
    user_type: 'land_owner',
    ...overrides,
  };
  const response = await post(ctx, '/api/auth/register', body);
  return { email: body.email, password: body.password, fullName: body.full_name, response };
}

/** Registers, then verifies through the emailed link, as a user would. */
export async function registerVerified(ctx: TestContext, overrides = {}): Promise<Registration> {
  const account = await registerAccount(ctx, overrides);
  if (account.response.statusCode !== 201) throw new Error(account.response.body);
  const token = await linkToken(ctx, account.email, 'verify-email');
  const verified = await post(ctx, '/api/auth/verify-email', { token });
  if (verified.statusCode !== 200) throw new Error(verified.body);
  return account;
}

export async function loginToken(ctx: TestContext, email: string, password: string) {
  const response = await post(ctx, '/api/auth/login', { email, password });
  if (response.statusCode !== 200) throw new Error(response.body);
  return (response.json() as { token: string }).token;
}

export const credentials = (account: Registration) => ({
  email: account.email,
  password: account.password,
});

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A second server "process" on the same database: shares nothing with the first but the DB. */
export async function secondApp(ctx: TestContext) {
  const app = await buildApp({
    config: ctx.config,
    database: ctx.database,
    logger: false,
    now: () => ctx.clock.now,
  });
  await app.ready();
  return app;
}
