import { sql } from 'drizzle-orm';
import {
  fillText,
  formatDateTime,
  moderationEmailTexts,
  reasonLabel,
  reportReasonLabel,
  serverTexts,
  termsClauseHref,
  type DecisionAction,
  type ReasonCode,
  type ReportReason,
} from '@marketplace/domain';
import type { Database } from '../db/connect';
import { emailHtml } from './email-layout';
import type { Job, JobQueue } from './job-queue';
import { inLanguageOf } from './language';
import type { Email, Mailer } from './mailer';

/**
 * The emails of moderation, sent by the job queue (enqueued in the transaction of the report,
 * decision or appeal resolution they tell of): a report's receipt and outcome (DSA Art. 16(4),
 * 16(5)), the statement of reasons of a restrictive measure (Art. 17(3)), an appeal's outcome,
 * and the end of a suspension (which this queue also carries out at the decision's `until`).
 */
export const MODERATION_EMAIL_QUEUE = 'moderation-email';

export type ModerationEmailJob =
  | { type: 'report-receipt'; reportId: number }
  | { type: 'report-outcome'; reportId: number; decisionId: number }
  | { type: 'statement'; decisionId: number }
  | { type: 'appeal-outcome'; appealId: number }
  | { type: 'suspension-ends'; decisionId: number };

export interface ModerationEmailContext {
  db: Database;
  mailer: Mailer;
  appUrl: string;
  /** Lifts a suspension whose time is up (services/moderation.ts endSuspension). */
  endSuspension(decisionId: number): Promise<void>;
}

const mail = moderationEmailTexts;
const common = serverTexts.emails;

interface Recipient {
  email: string;
  full_name: string;
  /** users.language: the email is written in it. */
  language: string | null;
}

function compose(
  to: Recipient,
  subject: string,
  paragraphs: string[],
  link?: { url: string; label: string },
): Email {
  const all = [fillText(common.greeting, { name: to.full_name }), ...paragraphs];
  const text = `${all.join('\n\n')}\n${link ? `\n${link.url}\n` : ''}`;
  return {
    to: to.email,
    subject,
    text,
    html: emailHtml(all, link),
    ...(link ? { link: link.url } : {}),
  };
}

// Read when an email is written, so the measure is in the current language.
const MEASURES: Partial<Record<DecisionAction, string>> = {
  get hide() {
    return mail.measureHide;
  },
  get reject() {
    return mail.measureReject;
  },
  get suspend() {
    return mail.measureSuspend;
  },
  get ban() {
    return mail.measureBan;
  },
};

type DecisionFacts = {
  id: number;
  target_type: 'land_ad' | 'business_ad' | 'user';
  target_label: string;
  action: DecisionAction;
  reason_code: ReasonCode;
  terms_clause: string;
  statement: string;
  until: string | Date | null;
  automated: boolean;
  followed_report: boolean;
  email: string;
  full_name: string;
  language: string | null;
};

async function decisionFacts(db: Database, id: number): Promise<DecisionFacts | undefined> {
  const { rows } = await db.execute<DecisionFacts>(sql`select d.id, d.target_type,
      d.target_label, d.action, d.reason_code, d.terms_clause, d.statement, d.until,
      d.automated, d.followed_report, u.email, u.full_name, u.language
    from decisions d join users u on u.id = d.affected_user_id where d.id = ${id}`);
  return rows[0];
}

/** The statement of reasons with the five elements of DSA Art. 17(3). */
export function statementEmail(appUrl: string, d: DecisionFacts): Email {
  const measure = MEASURES[d.action] ?? d.action;
  const target =
    d.target_type === 'user' ? mail.targetAccount : fillText(mail.targetAd, { ad: d.target_label });
  const duration =
    d.action === 'suspend' && d.until
      ? fillText(mail.statementDurationUntil, { until: formatDateTime(d.until) })
      : d.action === 'suspend' || d.action === 'ban'
        ? mail.statementDurationIndefinite
        : d.action === 'hide' || d.action === 'reject'
          ? mail.statementDurationIndefinite
          : '';
  const paragraphs = [
    fillText(mail.statementIntro, { target }),
    fillText(mail.statementMeasure, { measure }),
    duration,
    fillText(mail.statementFacts, { statement: d.statement }),
    d.followed_report ? mail.statementAfterReport : mail.statementOwnInitiative,
    mail.statementAutomated,
    fillText(mail.statementClause, {
      clause: d.terms_clause,
      reason: reasonLabel(d.reason_code),
      termsUrl: `${appUrl}${termsClauseHref(d.terms_clause)}`,
    }),
    mail.statementContest,
  ].filter((p) => p !== '');
  const subject =
    d.target_type === 'user'
      ? mail.statementSubjectAccount
      : fillText(mail.statementSubjectAd, { ad: d.target_label });
  return compose(d, subject, paragraphs, {
    url: `${appUrl}/appeals/${d.id}`,
    label: mail.statementButton,
  });
}

type ReportFacts = {
  email: string;
  full_name: string;
  language: string | null;
  reason: ReportReason;
  created_at: string | Date;
  title: string;
};

async function reportFacts(db: Database, id: number): Promise<ReportFacts | undefined> {
  const { rows } =
    await db.execute<ReportFacts>(sql`select u.email, u.full_name, u.language, r.reason,
      r.created_at, coalesce(l.title, b.title) as title
    from reports r join users u on u.id = r.user_id
    left join land_ads l on l.id = r.land_ad_id
    left join business_ads b on b.id = r.business_ad_id
    where r.id = ${id}`);
  return rows[0];
}

export async function sendModerationEmail(
  context: ModerationEmailContext,
  job: ModerationEmailJob,
): Promise<void> {
  const { db, mailer, appUrl } = context;
  switch (job.type) {
    case 'report-receipt': {
      const r = await reportFacts(db, job.reportId);
      if (!r) return;
      await mailer.send(
        inLanguageOf(r.language, () =>
          compose(r, fillText(mail.reportReceiptSubject, { ad: r.title }), [
            fillText(mail.reportReceiptIntro, {
              ad: r.title,
              reason: reportReasonLabel(r.reason),
              at: formatDateTime(r.created_at),
            }),
          ]),
        ),
      );
      return;
    }
    case 'report-outcome': {
      const r = await reportFacts(db, job.reportId);
      const d = await decisionFacts(db, job.decisionId);
      if (!r || !d) return;
      await mailer.send(
        inLanguageOf(r.language, () => {
          const measure = MEASURES[d.action];
          return compose(r, fillText(mail.reportOutcomeSubject, { ad: r.title }), [
            measure
              ? fillText(mail.reportOutcomeRemoved, { ad: r.title, measure })
              : fillText(mail.reportOutcomeKept, { ad: r.title }),
          ]);
        }),
      );
      return;
    }
    case 'statement': {
      const d = await decisionFacts(db, job.decisionId);
      if (d) await mailer.send(inLanguageOf(d.language, () => statementEmail(appUrl, d)));
      return;
    }
    case 'appeal-outcome': {
      const { rows } = await db.execute<{
        status: string;
        resolution_statement: string;
        decision_id: number;
        email: string;
        full_name: string;
        language: string | null;
      }>(sql`select a.status, a.resolution_statement, a.decision_id, u.email, u.full_name,
        u.language from appeals a join users u on u.id = a.user_id where a.id = ${job.appealId}`);
      const a = rows[0];
      if (!a) return;
      await mailer.send(
        inLanguageOf(a.language, () =>
          compose(a, mail.appealOutcomeSubject, [
            fillText(a.status === 'reversed' ? mail.appealReversed : mail.appealUpheld, {
              statement: a.resolution_statement,
            }),
          ]),
        ),
      );
      return;
    }
    case 'suspension-ends': {
      await context.endSuspension(job.decisionId);
      return;
    }
  }
}

/** Starts sending this process's queued moderation emails. */
export function workModerationEmails(queue: JobQueue, context: ModerationEmailContext): void {
  queue.work(MODERATION_EMAIL_QUEUE, (job: Job<ModerationEmailJob>) =>
    sendModerationEmail(context, job.payload),
  );
}
