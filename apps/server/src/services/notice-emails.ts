import { fillText, formatPrice, serverTexts } from '@marketplace/domain';
import { escapeHtml } from './html-escape';
import { buttonHtml as button, emailPage, paragraphHtml as paragraph } from './email-layout';
import type { Email } from './mailer';
import type { NoticeKind, UnsubscribeTokens } from './notification-settings';

// The notice emails: an unread message, and the new ads of a saved search. Each carries a link
// that turns its kind of email off, in the body (the app's /unsubscribe page) and in the
// List-Unsubscribe header (RFC 2369), which mail clients post to for one-click unsubscribing
// (RFC 8058: List-Unsubscribe-Post).

const mail = serverTexts.emails;

interface Recipient {
  id: number;
  email: string;
  fullName: string;
}

export interface NoticeLinks {
  appUrl: string;
  tokens: UnsubscribeTokens;
}

function unsubscribeParts(links: NoticeLinks, to: Recipient, kind: NoticeKind) {
  const token = encodeURIComponent(links.tokens.create(to.id, kind));
  return {
    page: `${links.appUrl}/unsubscribe?token=${token}`,
    headers: {
      'List-Unsubscribe': `<${links.appUrl}/api/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The body, then the line that turns this kind of email off. */
const document = (body: string[], unsubscribeText: string, unsubscribeUrl: string) =>
  emailPage([
    ...body,
    `<p style="font-size: 13px; color: #6b7280">${escapeHtml(unsubscribeText)}<br><a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(mail.unsubscribeButton)}</a></p>`,
  ]);

/** The longest start of a message an email quotes. */
export const MESSAGE_PREVIEW_LENGTH = 300;

export function messagePreview(content: string): string {
  const text = content.trim();
  return text.length <= MESSAGE_PREVIEW_LENGTH
    ? text
    : `${text.slice(0, MESSAGE_PREVIEW_LENGTH - 1).trimEnd()}…`;
}

export function messageNoticeEmail(
  links: NoticeLinks,
  to: Recipient,
  notice: { conversationId: number; senderName: string; adTitle: string; content: string },
): Email {
  const url = `${links.appUrl}/messages?c=${notice.conversationId}`;
  const values = { sender: notice.senderName, ad: notice.adTitle };
  const unsubscribe = unsubscribeParts(links, to, 'messages');
  const greeting = fillText(mail.greeting, { name: to.fullName });
  const intro = fillText(mail.messageNoticeIntro, values);
  const preview = messagePreview(notice.content);
  return {
    to: to.email,
    subject: fillText(mail.messageNoticeSubject, values),
    text: `${greeting}\n\n${intro}\n\n"${preview}"\n\n${url}\n\n${mail.messageNoticeOnce}\n\n${mail.messageNoticeUnsubscribe}\n${unsubscribe.page}\n`,
    html: document(
      [
        paragraph(greeting),
        paragraph(intro),
        `<blockquote style="margin: 0 0 1em; padding-left: 12px; border-left: 3px solid #d1d5db">${escapeHtml(preview)}</blockquote>`,
        button(url, mail.messageNoticeButton),
        paragraph(mail.messageNoticeOnce),
      ],
      mail.messageNoticeUnsubscribe,
      unsubscribe.page,
    ),
    link: url,
    headers: unsubscribe.headers,
  };
}

export interface AlertedAd {
  id: number;
  title: string;
  price: number;
}

export function savedSearchAlertEmail(
  links: NoticeLinks,
  to: Recipient,
  alert: { kind: 'land' | 'business'; frequency: 'instant' | 'daily'; ads: AlertedAd[] },
): Email {
  const page = alert.kind === 'land' ? 'ads' : 'business';
  const items = alert.ads.map((ad) => ({
    line: fillText(mail.searchAlertItem, { title: ad.title, price: formatPrice(ad.price) }),
    url: `${links.appUrl}/${page}/${ad.id}`,
  }));
  const daily = alert.frequency === 'daily';
  const subject = (daily ? mail.searchDigestSubject : mail.searchAlertSubject)(items.length);
  const greeting = fillText(mail.greeting, { name: to.fullName });
  const intro = daily ? mail.searchDigestIntro : mail.searchAlertIntro;
  const unsubscribe = unsubscribeParts(links, to, 'saved-searches');
  const list = items.map((item) => `- ${item.line}\n  ${item.url}`).join('\n');
  return {
    to: to.email,
    subject,
    text: `${greeting}\n\n${intro}\n\n${list}\n\n${mail.searchAlertUnsubscribe}\n${unsubscribe.page}\n`,
    html: document(
      [
        paragraph(greeting),
        paragraph(intro),
        `<ul>\n${items.map((item) => `<li><a href="${escapeHtml(item.url)}">${escapeHtml(item.line)}</a></li>`).join('\n')}\n</ul>`,
      ],
      mail.searchAlertUnsubscribe,
      unsubscribe.page,
    ),
    link: items[0]?.url,
    headers: unsubscribe.headers,
  };
}
