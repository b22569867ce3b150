import { sql } from 'drizzle-orm';
import type { components } from '@marketplace/api-client/schema';
import { canReportAd, prepareReportNote, serverTexts } from '@marketplace/domain';
import { conflict, forbidden } from './errors';
import { activeAdAuthor } from './ad-refs';
import type { AuthUser } from './auth-types';
import type { ServiceContext } from './context';
import { MODERATION_EMAIL_QUEUE, type ModerationEmailJob } from './moderation-emails';

/** What this module's functions use (routes/api/index.ts builds it from the app). */
export type ReportContext = Pick<ServiceContext, 'db' | 'now' | 'jobs'>;

export type ReportView = components['schemas']['Report'];
type ReportRequest = components['schemas']['ReportRequest'];

/**
 * Stores a report of an ad that is not deleted (404 otherwise) by anyone but its author (403).
 * One report per user and ad: the unique indexes decide, so of two concurrent reports one is
 * stored and the other answered 409. The route limits the attempts (MAX_REPORTS_PER_WINDOW per
 * user in REPORT_WINDOW_MS) before it calls this.
 */
export async function createReport(
  ctx: ReportContext,
  user: AuthUser,
  body: ReportRequest,
): Promise<ReportView> {
  const authorId = await activeAdAuthor(ctx.db, body.ad_type, body.ad_id);
  if (!canReportAd(user.userType, user.id, { user_id: authorId })) {
    throw forbidden(serverTexts.apiReports.ownAd);
  }
  const note = prepareReportNote(body.note);
  const adColumn = body.ad_type === 'business' ? sql.raw('business_ad_id') : sql.raw('land_ad_id');
  // The report and its receipt email (DSA Art. 16(4)) commit together.
  const result = await ctx.db.transaction(async (tx) => {
    const inserted = await tx.execute<{
      id: number;
      reason: ReportView['reason'];
      note: string | null;
      created_at: string | Date;
    }>(sql`insert into reports (user_id, ${adColumn}, reason, note, created_at)
    values (${user.id}, ${body.ad_id}, ${body.reason}, ${note}, ${ctx.now().toISOString()}::timestamptz)
    on conflict do nothing
    returning id, reason, note, created_at`);
    const [stored] = inserted.rows;
    if (stored) {
      const receipt: ModerationEmailJob = { type: 'report-receipt', reportId: stored.id };
      await ctx.jobs.enqueue(MODERATION_EMAIL_QUEUE, receipt, tx);
    }
    return inserted;
  });
  const [row] = result.rows;
  if (!row) throw conflict(serverTexts.apiReports.alreadyReported);
  ctx.jobs.wake();
  return {
    id: row.id,
    ad_type: body.ad_type,
    ad_id: body.ad_id,
    reason: row.reason,
    note: row.note,
    created_at: new Date(row.created_at).toISOString(),
  };
}
