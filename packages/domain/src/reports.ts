import { texts } from './texts';
import { can, isAuthor, type UserType } from './roles';

/** openapi.yaml ReportReason: why a user reports an ad. */
export const REPORT_REASONS = ['fraud', 'wrong_category', 'sold', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** openapi.yaml POST /api/reports: at most this many reports per user in REPORT_WINDOW_MS. */
export const MAX_REPORTS_PER_WINDOW = 20;
export const REPORT_WINDOW_MS = 60 * 60 * 1000;

/** openapi.yaml ReportRequest.note: the longest note, after trimming. */
export const REPORT_NOTE_MAX_LENGTH = 1000;

export function isReportReason(value: unknown): value is ReportReason {
  return typeof value === 'string' && (REPORT_REASONS as readonly string[]).includes(value);
}

/** The label a reason is shown with ('Prevara', 'Pogrešna kategorija', …). */
export function reportReasonLabel(reason: ReportReason): string {
  return texts.reportReasons[reason];
}

/** A signed-in user may report any ad but their own (one report per user and ad). */
export function canReportAd(
  role: UserType | null | undefined,
  userId: number | string | null | undefined,
  ad: { user_id?: number | string | null; author_id?: number | string | null },
): boolean {
  return can(role, 'reportAds') && !isAuthor(userId, ad);
}

/** The note as stored: trimmed, null when empty or absent. */
export function prepareReportNote(note: string | null | undefined): string | null {
  const trimmed = note?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
