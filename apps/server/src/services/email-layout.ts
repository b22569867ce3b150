import { serverTexts } from '@marketplace/domain';
import { escapeHtml } from './html-escape';

// The HTML of every email the server sends: paragraphs, a button with the full link under it for
// mail clients that show no buttons, and the page around them. Plain text goes beside it.

export const paragraphHtml = (text: string) => `<p>${escapeHtml(text)}</p>`;

export const buttonHtml = (href: string, label: string) =>
  `<p><a href="${escapeHtml(href)}" style="display: inline-block; padding: 10px 18px; background: #2563eb; color: #ffffff; text-decoration: none; border-radius: 6px">${escapeHtml(label)}</a></p>`;

/** The page around an email's body parts (each already HTML). */
export const emailPage = (body: readonly string[]) => `<!doctype html>
<html lang="sr">
<body style="font-family: Arial, sans-serif; line-height: 1.5; color: #1f2937">
${body.join('\n')}
</body>
</html>
`;

/** An email of paragraphs and, when it has one, its link as a button with the link written out. */
export function emailHtml(paragraphs: readonly string[], link?: { url: string; label: string }) {
  const body = paragraphs.map(paragraphHtml);
  if (link) {
    const href = escapeHtml(link.url);
    body.push(
      buttonHtml(link.url, link.label),
      `<p>${escapeHtml(serverTexts.emails.linkFallback)}<br><a href="${href}">${href}</a></p>`,
    );
  }
  return emailPage(body);
}
