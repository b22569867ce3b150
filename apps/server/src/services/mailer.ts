import { mkdirSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import type { Config } from '../config';

export interface Email {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the email is about (tests and tools read it; it is never logged). */
  link?: string;
  /** Extra header fields, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

/** Where the outbox mailer reports each file it writes (the server passes its logger). */
export interface MailLogger {
  info(details: object, message: string): void;
}

export interface Mailer {
  send(email: Email): Promise<void>;
  /** Where .eml files go when no SMTP server is configured. */
  readonly outboxDir: string | undefined;
}

/**
 * DESIGN: SMTP when SMTP_URL is set; otherwise every email is written as an RFC 822 .eml file to
 * DATA_DIR/outbox/ (the log names the file, not the link: it carries a one-time token).
 */
export function createMailer(config: Config, log: MailLogger): Mailer {
  if (config.smtpUrl) {
    // A mail server that does not answer fails the job (which is retried) within seconds instead of
    // holding a worker for nodemailer's default minutes.
    const transport = nodemailer.createTransport({
      ...parseConnectionUrl(config.smtpUrl),
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      outboxDir: undefined,
      async send(email) {
        await transport.sendMail({ from: config.mailFrom, ...email });
      },
    };
  }
  const outboxDir = path.join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    outboxDir,
    async send(email) {
      const info = await transport.sendMail({ from: config.mailFrom, ...email });
      mkdirSync(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outboxDir, `${stamp}-${randomUUID().slice(0, 8)}.eml`);
      writeFileSync(file, info.message as Buffer);
      // The link carries a one-time token: it stays in the email, never in the logs.
      log.info({ subject: email.subject, file }, 'email written to outbox');
    },
  };
}
