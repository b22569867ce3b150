import type { components } from '../../src/generated/schema';
import type { AdType } from '../../src/types';
import { MEMBER_SINCE, type MockDb, type StoredReport } from '../db';
import type { StoredAppeal, StoredAuditEntry, StoredDecision } from '../moderation-state';

type Schemas = components['schemas'];

// The shapes of the operator's side as the server answers them, built from the mock database.

export function decisionView(db: MockDb, decision: StoredDecision): Schemas['Decision'] {
  const { actor_id: _actor, ...view } = decision;
  const appeal = db.moderation.appealOf(decision.id);
  return { ...view, appeal: appeal ? appealState(appeal) : null };
}

function appealState(appeal: StoredAppeal): Schemas['AppealState'] {
  const { decision_id: _decision, user_id: _user, ...state } = appeal;
  return state;
}

export function appealView(db: MockDb, appeal: StoredAppeal): Schemas['Appeal'] | undefined {
  const decision = db.moderation.decision(appeal.decision_id);
  return decision && { ...appealState(appeal), decision: decisionView(db, decision) };
}

function userRef(db: MockDb, id: number): Schemas['UserRef'] {
  return { id, full_name: db.user(id)?.full_name ?? '' };
}

export function auditView(db: MockDb, entry: StoredAuditEntry): Schemas['AuditEntry'] {
  const { actor_id, ...view } = entry;
  return { ...view, actor: actor_id === null ? null : userRef(db, actor_id) };
}

/** An ad as the console shows it (deleted ads: undefined). */
export function moderatedAd(
  db: MockDb,
  adType: AdType,
  id: number,
): Schemas['ModeratedAd'] | undefined {
  const ad = db.anyAd(adType, id);
  if (!ad || ad.deleted) return undefined;
  const authorId = 'user_id' in ad ? ad.user_id : ad.author_id;
  return {
    ad_type: adType,
    id: ad.id,
    title: ad.title,
    description: ad.description ?? '',
    price: ad.price,
    thumbnail: ad.thumbnail ?? null,
    author: userRef(db, authorId),
    state: db.moderation.adState(adType, ad.id),
    created_at: ad.created_at,
  };
}

/** GET /api/admin/queue: the ads awaiting approval, oldest first. */
export function approvalQueue(db: MockDb): Schemas['ModeratedAd'][] {
  return [...db.moderation.adStates.entries()]
    .filter(([, state]) => state === 'pending')
    .flatMap(([key]) => {
      const [adType, id] = key.split(':');
      const ad = moderatedAd(db, adType === 'business' ? 'business' : 'land', Number(id));
      return ad ? [ad] : [];
    })
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
}

function reportEntry(db: MockDb, report: StoredReport): Schemas['ReportEntry'] {
  return {
    id: report.id,
    reason: report.reason,
    note: report.note,
    reporter: userRef(db, report.user_id),
    created_at: report.created_at,
    closed_at: db.moderation.closures.get(report.id)?.closed_at ?? null,
  };
}

/** GET /api/admin/reports: open ones most reported first; closed ones latest closed first. */
export function reportGroups(db: MockDb, status: 'open' | 'closed'): Schemas['ReportGroup'][] {
  const open = status === 'open';
  const byAd = new Map<string, StoredReport[]>();
  const chosen = db.reports
    .filter((report) => db.moderation.isOpen(report.id) === open)
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
  for (const report of chosen) {
    const key = `${report.ad_type}:${report.ad_id}`;
    byAd.set(key, [...(byAd.get(key) ?? []), report]);
  }
  const groups = [...byAd.values()].flatMap((reports) => {
    const first = reports[0]!;
    const ad = moderatedAd(db, first.ad_type, first.ad_id);
    if (!ad) return []; // deleted by its author since
    const entries = reports.map((report) => reportEntry(db, report));
    return [
      {
        ad,
        count: reports.length,
        reasons: [...new Set(reports.map((report) => report.reason))],
        reports: entries,
        first_at: first.created_at,
        last_at: reports[reports.length - 1]!.created_at,
      },
    ];
  });
  return open
    ? groups.sort((a, b) => b.count - a.count || a.first_at.localeCompare(b.first_at))
    : groups.sort((a, b) => b.last_at.localeCompare(a.last_at)).slice(0, 200);
}

export function adminUserView(db: MockDb, userId: number): Schemas['AdminUser'] | undefined {
  const user = db.user(userId);
  if (!user) return undefined;
  const restriction = db.moderation.restrictions.get(userId);
  const company = db.moderation.company(userId);
  return {
    id: user.id,
    full_name: user.full_name,
    user_type: user.user_type,
    staff_role: db.moderation.staffRole(user.id),
    created_at: MEMBER_SINCE,
    restriction: restriction ?? null,
    company: company
      ? {
          country_id: company.country_id,
          registration_number: company.registration_number,
          name: company.name,
          verified: company.verified_at !== null,
        }
      : null,
  };
}

/** The median of the reports' times from filing to closing, in whole seconds; null for none. */
export function medianReportToDecision(db: MockDb): number | null {
  // The server counts the last 30 days; the fixtures are from 2024, so the mock takes them all.
  const seconds = db.reports
    .flatMap((report) => {
      const closure = db.moderation.closures.get(report.id);
      return closure
        ? [(Date.parse(closure.closed_at) - Date.parse(report.created_at)) / 1000]
        : [];
    })
    .sort((a, b) => a - b);
  if (seconds.length === 0) return null;
  const middle = Math.floor(seconds.length / 2);
  const median =
    seconds.length % 2 === 1 ? seconds[middle]! : (seconds[middle - 1]! + seconds[middle]!) / 2;
  return Math.round(median);
}
