import { mkdirSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';

export interface Email {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the email is about; logged in development. */
  link?: string;
}

export interface Mailer {
  send(email: Email): Promise<void>;
  /** Where .eml files go when no SMTP server is configured. */
  readonly outboxDir: string | undefined;
}

/**
 * DESIGN: SMTP when SMTP_URL is set; otherwise every email is written as an RFC 822 .eml file to
 * DATA_DIR/outbox/ and its link is logged.
 */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
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
      log.info(
        { to: email.to, subject: email.subject, link: email.link, file },
        'email written to outbox',
      );
    },
  };
}
