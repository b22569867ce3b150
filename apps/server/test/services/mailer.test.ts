import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { createTestApp, type TestContext } from '../helpers/app';
import { freePort } from '../helpers/server-process';
import { post, registerAccount, uniqueEmail } from '../auth/support';

/** A real SMTP server on 127.0.0.1 that keeps every message it is given, parsed. */
async function startSmtpServer() {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const to = (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to : [mail.to])
    .flatMap((a) => a?.value ?? [])
    .map((a) => a.address);

describe('with SMTP_URL set', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let ctx: TestContext;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestApp({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Nekretnine <info@nekretnine.test>',
    });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('sends the verification email over SMTP, in Serbian, as text and HTML', async () => {
    const account = await registerAccount(ctx);
    expect(account.response.statusCode).toBe(201);
    const address = account.email.toLowerCase();
    await vi.waitFor(() =>
      expect(smtp.received.some((mail) => to(mail).includes(address))).toBe(true),
    );
    const mail = smtp.received.find((candidate) => to(candidate).includes(address))!;
    expect(mail.from?.value[0]).toMatchObject({
      name: 'Nekretnine',
      address: 'info@nekretnine.test',
    });
    expect(mail.subject).toBe('Potvrdite svoju email adresu');
    expect(mail.text).toContain('Link važi 24 sata');
    expect(mail.text).toMatch(/http:\/\/marketplace\.test\/verify-email\?token=[A-Za-z0-9_-]{43}/);
    expect(mail.html).toContain('href="http://marketplace.test/verify-email?token=');
  });

  it('sends the password reset email over SMTP', async () => {
    const account = await registerAccount(ctx);
    const address = account.email.toLowerCase();
    const response = await post(ctx, '/api/auth/forgot-password', { email: account.email });
    expect(response.statusCode).toBe(200);
    await vi.waitFor(() =>
      expect(
        smtp.received.some(
          (mail) => to(mail).includes(address) && mail.subject === 'Resetovanje lozinke',
        ),
      ).toBe(true),
    );
  });

  it('writes nothing to the outbox', () => {
    expect(existsSync(path.join(ctx.dataDir, 'outbox'))).toBe(false);
  });
});

describe('with an SMTP server that cannot be reached', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${await freePort()}` });
  });
  afterAll(() => ctx.close());

  it('still registers the account (the link can be sent again later)', async () => {
    const account = await registerAccount(ctx, { email: uniqueEmail('Bez.Poste') });
    expect(account.response.statusCode).toBe(201);
    const resend = await post(ctx, '/api/auth/resend-verification', { email: account.email });
    expect(resend.statusCode).toBe(200);
  });
});
