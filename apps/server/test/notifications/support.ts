import { simpleParser } from 'mailparser';
import { settleJobs, type TestContext } from '../helpers/app';
import { readOutbox } from '../auth/support';

export interface Notice {
  file: string;
  subject: string;
  text: string;
  html: string;
  /** Raw header lines, unfolded. */
  header(name: string): string | undefined;
}

/** The emails to the address (parsed), once the job queue has sent every job that is due. */
export async function mailTo(ctx: TestContext, address: string): Promise<Notice[]> {
  await settleJobs(ctx);
  const mails = readOutbox(ctx).filter((mail) => mail.to.toLowerCase() === address.toLowerCase());
  return Promise.all(
    mails.map(async (mail) => {
      const parsed = await simpleParser(mail.raw);
      const unfolded = mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
      return {
        file: mail.file,
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        html: typeof parsed.html === 'string' ? parsed.html : '',
        header: (name: string) =>
          new RegExp(`^${name}: (.*)$`, 'mi').exec(unfolded)?.[1]?.trim() ?? undefined,
      };
    }),
  );
}

/** The one-click URL of an email's List-Unsubscribe header. */
export function oneClickUrl(mail: Notice): string {
  const value = mail.header('List-Unsubscribe');
  const url = value && /^<([^>]+)>$/.exec(value)?.[1];
  if (!url) throw new Error(`no List-Unsubscribe header in ${mail.file}`);
  return url;
}

/** Posts to a one-click URL as a mail client does (RFC 8058), without any sign-in. */
export function postOneClick(ctx: TestContext, url: string) {
  const { pathname, search } = new URL(url);
  return ctx.app.inject({
    method: 'POST',
    url: `${pathname}${search}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });
}
