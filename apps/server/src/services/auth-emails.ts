import { fillText, serverTexts } from '@marketplace/domain';
import { emailHtml } from './email-layout';
import type { Email } from './mailer';

// DESIGN "API decisions": links are APP_URL/verify-email?token=… and APP_URL/reset-password?token=…;
// spec §9: the verification link is valid 24 hours, and the text says so. Plain text and HTML both
// carry the full link, so any mail client can show it.

interface Recipient {
  email: string;
  fullName: string;
}

const html = (paragraphs: readonly string[], url: string, button: string) =>
  emailHtml(paragraphs, { url, label: button });

function link(appUrl: string, page: string, token: string): string {
  return `${appUrl}/${page}?token=${encodeURIComponent(token)}`;
}

const mail = serverTexts.emails;
const greeting = (to: Recipient) => fillText(mail.greeting, { name: to.fullName });

/** The plain-text body: greeting, intro, the link, and the closing paragraph. */
const plain = (paragraphs: readonly [string, string, string], url: string, linkLast = false) => {
  const [hello, intro, closing] = paragraphs;
  return linkLast
    ? `${hello}\n\n${intro}\n\n${closing}\n\n${url}\n`
    : `${hello}\n\n${intro}\n\n${url}\n\n${closing}\n`;
};

export function verificationEmail(appUrl: string, to: Recipient, token: string): Email {
  const url = link(appUrl, 'verify-email', token);
  const paragraphs = [greeting(to), mail.verifyIntro, mail.verifyValidity] as const;
  return {
    to: to.email,
    subject: mail.verifySubject,
    text: plain(paragraphs, url),
    html: html([...paragraphs], url, mail.verifyButton),
    link: url,
  };
}

export function passwordResetEmail(appUrl: string, to: Recipient, token: string): Email {
  const url = link(appUrl, 'reset-password', token);
  const paragraphs = [greeting(to), mail.resetIntro, mail.resetValidity] as const;
  return {
    to: to.email,
    subject: mail.resetSubject,
    text: plain(paragraphs, url),
    html: html([...paragraphs], url, mail.resetButton),
    link: url,
  };
}

/**
 * After a password change: the owner learns of it, and when it was not them, the link (a reset
 * link) sets a new password and signs out whoever changed it.
 */
export function passwordChangedEmail(appUrl: string, to: Recipient, token: string): Email {
  const url = link(appUrl, 'reset-password', token);
  const paragraphs = [greeting(to), mail.passwordChangedIntro, mail.passwordChangedAdvice] as const;
  return {
    to: to.email,
    subject: mail.passwordChangedSubject,
    text: plain(paragraphs, url, true),
    html: html([...paragraphs], url, mail.resetButton),
    link: url,
  };
}

/**
 * DESIGN: registration answers a taken address exactly as a new one and tells the owner instead,
 * so only the mailbox's owner learns that the account exists.
 */
export function accountExistsEmail(appUrl: string, to: Recipient): Email {
  const loginUrl = `${appUrl}/login`;
  const paragraphs = [greeting(to), mail.accountExistsIntro, mail.accountExistsAdvice] as const;
  return {
    to: to.email,
    subject: mail.accountExistsSubject,
    text: plain(paragraphs, loginUrl, true),
    html: html([...paragraphs], loginUrl, mail.accountExistsButton),
    link: loginUrl,
  };
}
