import { sql, type SQL } from 'drizzle-orm';
import type { components } from '@marketplace/api-client/schema';
import {
  actionFitsTarget,
  adActionFits,
  AD_STATE_AFTER,
  isRestrictive,
  REVERSAL_OF,
  type AdAction,
  type RestrictiveAction,
  isTermsClause,
  needsPreModeration,
  normalizeCompanyNumber,
  serverTexts,
  staffMayManageStaff,
  staffMayTake,
  type DecisionAction,
} from '@marketplace/domain';
import type { Database } from '../db/connect';
import { conflict, forbidden, invalid, notFound } from './errors';
import type { AuthUser, StaffRole } from './auth-types';
import type { ServiceContext } from './context';
import { MODERATION_EMAIL_QUEUE, type ModerationEmailJob } from './moderation-emails';
import { sweepSavedSearchesSoon } from './saved-search-alerts';

/**
 * The operator's side (openapi.yaml tag `admin`): staff decisions on ads and users, each one
 * transaction that changes the target, appends exactly one audit_log row and queues its emails;
 * appeals against them; the lists of the console.
 */
export type ModerationContext = Pick<
  ServiceContext,
  'db' | 'now' | 'jobs' | 'auth' | 'noticeDelays'
>;

type Schemas = components['schemas'];
export type DecisionView = Schemas['Decision'];
type DecisionRequest = Schemas['DecisionRequest'];
type TargetType = Schemas['DecisionTargetType'];
type AdState = Schemas['AdModerationState'];
export type AppealView = Schemas['Appeal'];
type AuditEntry = Schemas['AuditEntry'];
type AuditAction = Schemas['AuditAction'];
type ReportGroup = Schemas['ReportGroup'];
type ModeratedAd = Schemas['ModeratedAd'];
type AdminUser = Schemas['AdminUser'];
type AdminUserDetail = Schemas['AdminUserDetail'];
type Company = Schemas['Company'];

const texts = serverTexts.apiModeration;
const iso = (value: string | Date) => new Date(value).toISOString();
const isoOrNull = (value: string | Date | null) => (value === null ? null : iso(value));

/** The staff member of a request, or 403 for everyone else (401 is the route's requireUser). */
export function requireStaff(user: AuthUser): StaffRole {
  if (!user.staffRole) throw forbidden(texts.forbiddenStaff);
  return user.staffRole;
}

// --- The two ad tables, one path ---------------------------------------------------------------

interface AdTable {
  table: SQL;
  images: SQL;
  imageAd: SQL;
  author: SQL;
  adType: 'land' | 'business';
  reportColumn: SQL;
}

const AD_TABLES: Record<'land_ad' | 'business_ad', AdTable> = {
  land_ad: {
    table: sql.raw('land_ads'),
    images: sql.raw('land_ad_images'),
    imageAd: sql.raw('ad_id'),
    author: sql.raw('user_id'),
    adType: 'land',
    reportColumn: sql.raw('land_ad_id'),
  },
  business_ad: {
    table: sql.raw('business_ads'),
    images: sql.raw('business_ad_images'),
    imageAd: sql.raw('business_ad_id'),
    author: sql.raw('author_id'),
    adType: 'business',
    reportColumn: sql.raw('business_ad_id'),
  },
};

// --- Audit log ---------------------------------------------------------------------------------

interface AuditRow {
  actorId: number | null;
  action: AuditAction;
  targetType: TargetType;
  targetId: number;
  reasonCode?: string | null;
  termsClause?: string | null;
  statement?: string | null;
  before?: object | null;
  after?: object | null;
  decisionId?: number | null;
}

/** Appends one row to the append-only audit log, in the caller's transaction. */
export async function appendAudit(db: Database, row: AuditRow, at: Date): Promise<void> {
  await db.execute(sql`insert into audit_log
    (actor_id, action, target_type, target_id, reason_code, terms_clause, statement, before, after,
     decision_id, created_at)
    values (${row.actorId}, ${row.action}, ${row.targetType}, ${row.targetId},
      ${row.reasonCode ?? null}, ${row.termsClause ?? null}, ${row.statement ?? null},
      ${row.before ? JSON.stringify(row.before) : null}::jsonb,
      ${row.after ? JSON.stringify(row.after) : null}::jsonb,
      ${row.decisionId ?? null}, ${at.toISOString()}::timestamptz)`);
}

// --- Decisions ---------------------------------------------------------------------------------

type DecisionRowData = {
  id: number;
  target_type: TargetType;
  target_id: number;
  target_label: string;
  affected_user_id: number;
  action: DecisionAction;
  reason_code: DecisionView['reason_code'];
  terms_clause: string;
  statement: string;
  until: string | Date | null;
  automated: boolean;
  followed_report: boolean;
  created_at: string | Date;
  reversed_at: string | Date | null;
  appeal_id: number | null;
  appeal_text: string | null;
  appeal_status: 'open' | 'upheld' | 'reversed' | null;
  appeal_resolution: string | null;
  appeal_created_at: string | Date | null;
  appeal_resolved_at: string | Date | null;
};

const decisionSelect = sql`select d.id, d.target_type, d.target_id, d.target_label,
    d.affected_user_id, d.action, d.reason_code, d.terms_clause, d.statement, d.until,
    d.automated, d.followed_report, d.created_at, d.reversed_at,
    a.id as appeal_id, a.text as appeal_text, a.status as appeal_status,
    a.resolution_statement as appeal_resolution, a.created_at as appeal_created_at,
    a.resolved_at as appeal_resolved_at
  from decisions d left join appeals a on a.decision_id = d.id`;

function decisionView(row: DecisionRowData): DecisionView {
  return {
    id: row.id,
    target: { type: row.target_type, id: row.target_id },
    target_label: row.target_label,
    affected_user_id: row.affected_user_id,
    action: row.action,
    reason_code: row.reason_code,
    terms_clause: row.terms_clause,
    statement: row.statement,
    until: isoOrNull(row.until),
    automated: row.automated,
    followed_report: row.followed_report,
    created_at: iso(row.created_at),
    reversed_at: isoOrNull(row.reversed_at),
    appeal:
      row.appeal_id === null
        ? null
        : {
            id: row.appeal_id,
            text: row.appeal_text ?? '',
            status: row.appeal_status ?? 'open',
            resolution_statement: row.appeal_resolution,
            created_at: iso(row.appeal_created_at ?? row.created_at),
            resolved_at: isoOrNull(row.appeal_resolved_at),
          },
  };
}

async function loadDecision(db: Database, id: number): Promise<DecisionView | undefined> {
  const { rows } = await db.execute<DecisionRowData>(sql`${decisionSelect} where d.id = ${id}`);
  return rows[0] && decisionView(rows[0]);
}

interface Target {
  label: string;
  affectedUserId: number;
  before: Record<string, unknown>;
}

async function lockAd(tx: Database, type: 'land_ad' | 'business_ad', id: number) {
  const t = AD_TABLES[type];
  const { rows } = await tx.execute<{
    title: string;
    author: number;
    moderation: AdState;
    deleted: boolean;
  }>(sql`select title, ${t.author} as author, moderation, deleted from ${t.table}
    where id = ${id} for update`);
  const ad = rows[0];
  if (!ad || ad.deleted) throw notFound(texts.targetNotFound);
  return ad;
}

async function lockUser(tx: Database, id: number) {
  const { rows } = await tx.execute<{
    full_name: string;
    restriction: 'suspended' | 'banned' | null;
    restricted_until: string | Date | null;
  }>(sql`select full_name, restriction, restricted_until from users
    where id = ${id} for update`);
  const user = rows[0];
  if (!user) throw notFound(texts.targetNotFound);
  return user;
}

/** Sets a user's measure and takes their ads out of (or back into) the lists, in `tx`. */
async function setRestriction(
  tx: Database,
  userId: number,
  restriction: { kind: 'suspended' | 'banned'; until: Date | null; decisionId: number } | null,
): Promise<void> {
  await tx.execute(sql`update users set
      restriction = ${restriction?.kind ?? null},
      restricted_until = ${restriction?.until?.toISOString() ?? null}::timestamptz,
      restriction_decision_id = ${restriction?.decisionId ?? null}
    where id = ${userId}`);
  const restricted = restriction !== null;
  for (const t of Object.values(AD_TABLES)) {
    await tx.execute(sql`update ${t.table} set author_restricted = ${restricted}
      where ${t.author} = ${userId} and author_restricted <> ${restricted}`);
  }
}

/**
 * POST /api/admin/decisions. Moderators decide on ads and companies, admins on accounts too;
 * the clause must be one of the terms (/uslovi); a suspension needs an end in the future.
 */
export async function createDecision(
  ctx: ModerationContext,
  actor: AuthUser,
  body: DecisionRequest,
): Promise<DecisionView> {
  const role = requireStaff(actor);
  const { target, action } = body;
  if (!actionFitsTarget(action, target.type)) throw invalid(texts.actionDoesNotFitTarget);
  if (!staffMayTake(role, action)) throw forbidden(texts.adminOnly);
  if (!isTermsClause(body.terms_clause)) throw invalid(texts.unknownClause);
  const statement = body.statement.trim();
  if (!statement) throw invalid(texts.statementRequired);
  const now = ctx.now();
  let until: Date | null = null;
  if (action === 'suspend') {
    if (!body.until) throw invalid(texts.untilRequired);
    until = new Date(body.until);
    if (until <= now) throw invalid(texts.untilInPast);
  }

  const decision = await ctx.db.transaction(async (tx) => {
    let subject: Target;
    let after: Record<string, unknown>;
    const stateChanges: ((decisionId: number) => Promise<void>)[] = [];
    // The reports a decision on an ad closes unless it names others: all of the ad's open ones.
    let openReports: number[] = [];
    if (target.type !== 'user') {
      const ad = await lockAd(tx, target.type, target.id);
      const adAction = action as AdAction;
      openReports = await openReportIds(tx, target.type, target.id);
      if (!adActionFits(adAction, ad.moderation, openReports.length)) {
        throw conflict(texts.actionDoesNotFitState);
      }
      subject = {
        label: ad.title,
        affectedUserId: ad.author,
        before: { moderation: ad.moderation },
      };
      const next = AD_STATE_AFTER[adAction];
      after = { moderation: next };
      const t = AD_TABLES[target.type];
      // An approved ad is published now: its time moves, so saved searches alert it as new.
      const published =
        adAction === 'approve' ? sql`, updated_at = ${now.toISOString()}::timestamptz` : sql``;
      stateChanges.push(async () => {
        await tx.execute(
          sql`update ${t.table} set moderation = ${next}${published} where id = ${target.id}`,
        );
      });
    } else {
      const user = await lockUser(tx, target.id);
      const before = {
        restriction: user.restriction,
        restricted_until: isoOrNull(user.restricted_until),
      };
      subject = { label: user.full_name, affectedUserId: target.id, before };
      if (action === 'lift') {
        if (!user.restriction) throw conflict(texts.nothingToLift);
        after = { restriction: null, restricted_until: null };
        stateChanges.push(() => setRestriction(tx, target.id, null));
      } else if (action === 'verify_company') {
        const { rows } = await tx.execute<{ verified_at: string | null }>(
          sql`select verified_at from companies where user_id = ${target.id} for update`,
        );
        if (!rows[0]) throw conflict(texts.companyNotEntered);
        subject.before = { company_verified: rows[0].verified_at !== null };
        after = { company_verified: true };
        stateChanges.push(async () => {
          await tx.execute(sql`update companies set verified_at = ${now.toISOString()}::timestamptz
            where user_id = ${target.id}`);
        });
      } else {
        const kind = action === 'ban' ? 'banned' : 'suspended';
        after = { restriction: kind, restricted_until: isoOrNull(until) };
        stateChanges.push((decisionId) =>
          setRestriction(tx, target.id, { kind, until, decisionId }),
        );
      }
    }

    const reportIds = body.report_ids ?? openReports;
    const { rows } = await tx.execute<{ id: number }>(sql`insert into decisions
      (actor_id, target_type, target_id, target_label, affected_user_id, action, reason_code,
       terms_clause, statement, until, followed_report, created_at)
      values (${actor.id}, ${target.type}, ${target.id}, ${subject.label}, ${subject.affectedUserId},
        ${action}, ${body.reason_code}, ${body.terms_clause}, ${statement},
        ${until?.toISOString() ?? null}::timestamptz, ${reportIds.length > 0},
        ${now.toISOString()}::timestamptz)
      returning id`);
    const decisionId = rows[0]!.id;
    for (const change of stateChanges) await change(decisionId);
    if (action === 'suspend' || action === 'ban') {
      // Their open event streams close as this commits (tokens already fail: auth.tokenIsCurrent).
      await ctx.auth.sessionsChanged(target.id, tx);
    }
    const closed = await closeReports(tx, reportIds, decisionId, now);
    await appendAudit(
      tx,
      {
        actorId: actor.id,
        action,
        targetType: target.type,
        targetId: target.id,
        reasonCode: body.reason_code,
        termsClause: body.terms_clause,
        statement,
        before: subject.before,
        after,
        decisionId,
      },
      now,
    );
    const emails: ModerationEmailJob[] = closed.map((reportId) => ({
      type: 'report-outcome',
      reportId,
      decisionId,
    }));
    if (isRestrictive(action)) emails.push({ type: 'statement', decisionId });
    for (const job of emails) await ctx.jobs.enqueue(MODERATION_EMAIL_QUEUE, job, tx);
    if (action === 'suspend' && until) {
      await ctx.jobs.enqueue(
        MODERATION_EMAIL_QUEUE,
        { type: 'suspension-ends', decisionId } satisfies ModerationEmailJob,
        tx,
        { runAt: until },
      );
    }
    return decisionId;
  });
  ctx.jobs.wake();
  if (action === 'approve' || action === 'restore' || action === 'lift') {
    await sweepSavedSearchesSoon(ctx);
  }
  return (await loadDecision(ctx.db, decision))!;
}

async function openReportIds(
  db: Database,
  type: 'land_ad' | 'business_ad',
  adId: number,
): Promise<number[]> {
  const t = AD_TABLES[type];
  const { rows } = await db.execute<{ id: number }>(
    sql`select id from reports where ${t.reportColumn} = ${adId} and closed_at is null`,
  );
  return rows.map((r) => r.id);
}

async function closeReports(
  db: Database,
  ids: readonly number[],
  decisionId: number,
  now: Date,
): Promise<number[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.execute<{ id: number }>(sql`update reports
    set closed_at = ${now.toISOString()}::timestamptz, decision_id = ${decisionId}
    where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) and closed_at is null
    returning id`);
  return rows.map((r) => r.id);
}

/**
 * The suspension of this decision has run out: lifts it unless a later decision changed the
 * account since. Run by the job queue at the decision's `until`; the audit log names no actor.
 */
export async function endSuspension(ctx: Pick<ServiceContext, 'db' | 'now'>, decisionId: number) {
  await ctx.db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: number; restricted_until: string | Date | null }>(
      sql`select id, restricted_until from users
        where restriction = 'suspended' and restriction_decision_id = ${decisionId} for update`,
    );
    const user = rows[0];
    if (!user) return;
    await setRestriction(tx, user.id, null);
    await appendAudit(
      tx,
      {
        actorId: null,
        action: 'lift',
        targetType: 'user',
        targetId: user.id,
        before: { restriction: 'suspended', restricted_until: isoOrNull(user.restricted_until) },
        after: { restriction: null, restricted_until: null },
        decisionId,
      },
      ctx.now(),
    );
  });
}

/** GET /api/decisions/{id}: to the affected user and staff; 404 to anyone else. */
export async function getDecision(
  ctx: Pick<ServiceContext, 'db'>,
  user: AuthUser,
  id: number,
): Promise<DecisionView> {
  const decision = await loadDecision(ctx.db, id);
  if (!decision || (decision.affected_user_id !== user.id && !user.staffRole)) {
    throw notFound(texts.decisionNotFound);
  }
  return decision;
}

// --- Appeals -----------------------------------------------------------------------------------

// An appeal is read as its decision is (decisionSelect; one appeal per decision), from the
// appeal's side.
function appealView(row: DecisionRowData): AppealView {
  const decision = decisionView(row);
  const appeal = decision.appeal!;
  return { ...appeal, decision };
}

async function loadAppeal(db: Database, id: number): Promise<AppealView | undefined> {
  const { rows } = await db.execute<DecisionRowData>(sql`${decisionSelect} where a.id = ${id}`);
  return rows[0] && appealView(rows[0]);
}

/** POST /api/appeals: by the affected user, once per restrictive decision. */
export async function createAppeal(
  ctx: Pick<ServiceContext, 'db' | 'now'>,
  user: AuthUser,
  body: Schemas['AppealRequest'],
): Promise<AppealView> {
  const decision = await loadDecision(ctx.db, body.decision_id);
  if (!decision) throw notFound(texts.decisionNotFound);
  if (decision.affected_user_id !== user.id) throw forbidden(texts.appealNotYours);
  if (!isRestrictive(decision.action) || decision.reversed_at) {
    throw conflict(texts.actionDoesNotFitState);
  }
  const { rows } = await ctx.db.execute<{ id: number }>(sql`insert into appeals
    (decision_id, user_id, text, created_at)
    values (${decision.id}, ${user.id}, ${body.text.trim()}, ${ctx.now().toISOString()}::timestamptz)
    on conflict (decision_id) do nothing
    returning id`);
  if (!rows[0]) throw conflict(texts.appealExists);
  return (await loadAppeal(ctx.db, rows[0].id))!;
}

/** GET /api/admin/appeals: open ones oldest first, closed ones latest first. */
export async function listAppeals(
  ctx: Pick<ServiceContext, 'db'>,
  status: 'open' | 'closed',
): Promise<AppealView[]> {
  const { rows } = await ctx.db.execute<DecisionRowData>(
    status === 'open'
      ? sql`${decisionSelect} where a.status = 'open' order by a.created_at, a.id limit 200`
      : sql`${decisionSelect} where a.status <> 'open' order by a.resolved_at desc, a.id desc limit 200`,
  );
  return rows.map(appealView);
}

/**
 * POST /api/admin/appeals/{id}/resolution: upholding keeps the decision; reversing undoes it (the
 * ad back to live, the account's measure lifted). One audit row either way; the user is emailed.
 */
export async function resolveAppeal(
  ctx: ModerationContext,
  actor: AuthUser,
  appealId: number,
  body: Schemas['AppealResolutionRequest'],
): Promise<AppealView> {
  const role = requireStaff(actor);
  const statement = body.statement.trim();
  if (!statement) throw invalid(texts.statementRequired);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ status: string; decision_id: number }>(
      sql`select status, decision_id from appeals where id = ${appealId} for update`,
    );
    const appeal = rows[0];
    if (!appeal) throw notFound(texts.appealNotFound);
    if (appeal.status !== 'open') throw conflict(texts.appealResolved);
    const decision = (await loadDecision(tx, appeal.decision_id))!;
    // Only a restrictive decision can be appealed (createAppeal).
    const undo = REVERSAL_OF[decision.action as RestrictiveAction];
    if (!staffMayTake(role, undo)) throw forbidden(texts.adminOnly);
    let before: Record<string, unknown> | null = null;
    let after: Record<string, unknown> | null = null;
    if (body.outcome === 'reversed') {
      const { target } = decision;
      if (target.type === 'user') {
        const user = await lockUser(tx, target.id);
        before = {
          restriction: user.restriction,
          restricted_until: isoOrNull(user.restricted_until),
        };
        after = { restriction: null, restricted_until: null };
        await setRestriction(tx, target.id, null);
      } else {
        const ad = await lockAd(tx, target.type, target.id);
        before = { moderation: ad.moderation };
        after = { moderation: 'live' };
        const t = AD_TABLES[target.type];
        await tx.execute(sql`update ${t.table} set moderation = 'live' where id = ${target.id}`);
      }
      await tx.execute(sql`update decisions set reversed_at = ${now.toISOString()}::timestamptz
        where id = ${decision.id}`);
    }
    await tx.execute(sql`update appeals set status = ${body.outcome},
        resolution_statement = ${statement}, resolved_by = ${actor.id},
        resolved_at = ${now.toISOString()}::timestamptz
      where id = ${appealId}`);
    await appendAudit(
      tx,
      {
        actorId: actor.id,
        action: 'resolve_appeal',
        targetType: decision.target.type,
        targetId: decision.target.id,
        reasonCode: decision.reason_code,
        termsClause: decision.terms_clause,
        statement,
        before,
        after,
        decisionId: decision.id,
      },
      now,
    );
    await ctx.jobs.enqueue(
      MODERATION_EMAIL_QUEUE,
      { type: 'appeal-outcome', appealId } satisfies ModerationEmailJob,
      tx,
    );
  });
  ctx.jobs.wake();
  return (await loadAppeal(ctx.db, appealId))!;
}

// --- The console's lists -----------------------------------------------------------------------

type ModeratedAdRow = {
  ad_type: 'land' | 'business';
  id: number;
  title: string;
  description: string;
  price: string | number;
  thumbnail: string | null;
  author_id: number;
  author_name: string;
  moderation: AdState;
  created_at: string | Date;
};

/** Both ad tables as one row set, with the first photo's thumbnail and the author's name. */
const moderatedAds = (where: (t: AdTable) => SQL) =>
  sql.join(
    Object.values(AD_TABLES).map(
      (t) => sql`select ${t.adType}::text as ad_type, a.id, a.title, a.description, a.price,
        (select i.thumbnail_filename from ${t.images} i where i.${t.imageAd} = a.id
          order by i.order_index limit 1) as thumbnail,
        u.id as author_id, u.full_name as author_name, a.moderation, a.created_at
      from ${t.table} a join users u on u.id = a.${t.author}
      where not a.deleted and ${where(t)}`,
    ),
    sql` union all `,
  );

function moderatedAdView(row: ModeratedAdRow): ModeratedAd {
  return {
    ad_type: row.ad_type,
    id: row.id,
    title: row.title,
    description: row.description,
    price: Number(row.price),
    thumbnail: row.thumbnail,
    author: { id: row.author_id, full_name: row.author_name },
    state: row.moderation,
    created_at: iso(row.created_at),
  };
}

/** GET /api/admin/queue: ads awaiting approval, oldest first. */
export async function listApprovalQueue(ctx: Pick<ServiceContext, 'db'>): Promise<ModeratedAd[]> {
  const { rows } = await ctx.db.execute<ModeratedAdRow>(
    sql`select * from (${moderatedAds(() => sql`a.moderation = 'pending'`)}) q
      order by created_at, id limit 200`,
  );
  return rows.map(moderatedAdView);
}

type ReportRowData = {
  id: number;
  land_ad_id: number | null;
  business_ad_id: number | null;
  reason: Schemas['ReportReason'];
  note: string | null;
  reporter_id: number;
  reporter_name: string;
  created_at: string | Date;
  closed_at: string | Date | null;
};

/** GET /api/admin/reports: reports grouped by ad, open ones most reported first. */
export async function listReportGroups(
  ctx: Pick<ServiceContext, 'db'>,
  status: 'open' | 'closed',
): Promise<ReportGroup[]> {
  const open = status === 'open';
  const { rows } = await ctx.db.execute<ReportRowData>(sql`with ads as (
      select land_ad_id, business_ad_id, count(*) as n, max(created_at) as last_at,
        max(closed_at) as last_closed
      from reports where ${open ? sql`closed_at is null` : sql`closed_at is not null`}
      group by land_ad_id, business_ad_id
      order by ${open ? sql`count(*) desc, min(created_at)` : sql`max(closed_at) desc`}
      limit 200
    )
    select r.id, r.land_ad_id, r.business_ad_id, r.reason, r.note, r.user_id as reporter_id,
      u.full_name as reporter_name, r.created_at, r.closed_at
    from reports r
    join ads on ads.land_ad_id is not distinct from r.land_ad_id
      and ads.business_ad_id is not distinct from r.business_ad_id
    join users u on u.id = r.user_id
    where ${open ? sql`r.closed_at is null` : sql`r.closed_at is not null`}
    order by r.created_at, r.id`);
  const groups = new Map<string, ReportRowData[]>();
  for (const row of rows) {
    const key =
      row.land_ad_id !== null ? `land:${row.land_ad_id}` : `business:${row.business_ad_id}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const landIds = rows.flatMap((r) => (r.land_ad_id === null ? [] : [r.land_ad_id]));
  const businessIds = rows.flatMap((r) => (r.business_ad_id === null ? [] : [r.business_ad_id]));
  const idList = (ids: number[]) =>
    ids.length === 0
      ? sql`false`
      : sql`a.id in (${sql.join(
          [...new Set(ids)].map((id) => sql`${id}`),
          sql`, `,
        )})`;
  const ads = new Map<string, ModeratedAd>();
  if (rows.length > 0) {
    const { rows: adRows } = await ctx.db.execute<ModeratedAdRow>(
      moderatedAds((t) => idList(t.adType === 'land' ? landIds : businessIds)),
    );
    for (const row of adRows) ads.set(`${row.ad_type}:${row.id}`, moderatedAdView(row));
  }
  const result: ReportGroup[] = [];
  for (const [key, reports] of groups) {
    const ad = ads.get(key);
    if (!ad) continue; // deleted by its author since
    result.push({
      ad,
      count: reports.length,
      reasons: [...new Set(reports.map((r) => r.reason))],
      reports: reports.map((r) => ({
        id: r.id,
        reason: r.reason,
        note: r.note,
        reporter: { id: r.reporter_id, full_name: r.reporter_name },
        created_at: iso(r.created_at),
        closed_at: isoOrNull(r.closed_at),
      })),
      first_at: iso(reports[0]!.created_at),
      last_at: iso(reports[reports.length - 1]!.created_at),
    });
  }
  return open
    ? result.sort((a, b) => b.count - a.count || a.first_at.localeCompare(b.first_at))
    : result.sort((a, b) => b.last_at.localeCompare(a.last_at));
}

/** GET /api/admin/audit-log: newest first, every filter given must match. */
export async function listAuditLog(
  ctx: Pick<ServiceContext, 'db'>,
  filters: {
    actor?: number;
    action?: AuditAction;
    target_type?: TargetType;
    target_id?: number;
    limit?: number;
  },
): Promise<AuditEntry[]> {
  const where: SQL[] = [sql`true`];
  if (filters.actor !== undefined) where.push(sql`l.actor_id = ${filters.actor}`);
  if (filters.action !== undefined) where.push(sql`l.action = ${filters.action}`);
  if (filters.target_type !== undefined) where.push(sql`l.target_type = ${filters.target_type}`);
  if (filters.target_id !== undefined) where.push(sql`l.target_id = ${filters.target_id}`);
  const { rows } = await ctx.db.execute<{
    id: number;
    actor_id: number | null;
    actor_name: string | null;
    action: AuditAction;
    target_type: TargetType;
    target_id: number;
    reason_code: AuditEntry['reason_code'];
    terms_clause: string | null;
    statement: string | null;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
    decision_id: number | null;
    created_at: string | Date;
  }>(sql`select l.*, u.full_name as actor_name from audit_log l
    left join users u on u.id = l.actor_id
    where ${sql.join(where, sql` and `)}
    order by l.id desc limit ${filters.limit ?? 100}`);
  return rows.map((r) => ({
    id: r.id,
    actor: r.actor_id === null ? null : { id: r.actor_id, full_name: r.actor_name ?? '' },
    action: r.action,
    target: { type: r.target_type, id: r.target_id },
    reason_code: r.reason_code,
    terms_clause: r.terms_clause,
    statement: r.statement,
    before: r.before,
    after: r.after,
    decision_id: r.decision_id,
    created_at: iso(r.created_at),
  }));
}

/** GET /api/admin/summary: open counts and the median time from a report to its decision. */
export async function adminSummary(
  ctx: Pick<ServiceContext, 'db' | 'now'>,
): Promise<Schemas['AdminSummary']> {
  const since = new Date(ctx.now().getTime() - 30 * 24 * 60 * 60 * 1000).toISOString();
  const { rows } = await ctx.db.execute<{
    open_reports: string | number;
    pending_ads: string | number;
    open_appeals: string | number;
    median: string | number | null;
  }>(sql`select
      (select count(*) from (select 1 from reports where closed_at is null
        group by land_ad_id, business_ad_id) g) as open_reports,
      (select count(*) from land_ads where moderation = 'pending' and not deleted)
        + (select count(*) from business_ads where moderation = 'pending' and not deleted)
        as pending_ads,
      (select count(*) from appeals where status = 'open') as open_appeals,
      (select percentile_cont(0.5) within group (order by extract(epoch from closed_at - created_at))
        from reports where closed_at >= ${since}::timestamptz) as median`);
  const row = rows[0]!;
  return {
    open_reports: Number(row.open_reports),
    pending_ads: Number(row.pending_ads),
    open_appeals: Number(row.open_appeals),
    median_report_to_decision_seconds: row.median === null ? null : Math.round(Number(row.median)),
  };
}

// --- Users -------------------------------------------------------------------------------------

type UserRowData = {
  id: number;
  full_name: string;
  user_type: AdminUser['user_type'];
  staff_role: StaffRole | null;
  created_at: string | Date;
  restriction: 'suspended' | 'banned' | null;
  restricted_until: string | Date | null;
  restriction_decision_id: number | null;
  company_country_id: number | null;
  registration_number: string | null;
  company_name: string | null;
  verified_at: string | Date | null;
  email: string;
};

const userSelect = sql`select u.id, u.full_name, u.user_type, u.staff_role, u.created_at,
    u.restriction, u.restricted_until, u.restriction_decision_id, u.email,
    c.country_id as company_country_id, c.registration_number, c.name as company_name, c.verified_at
  from users u left join companies c on c.user_id = u.id`;

function adminUserView(row: UserRowData): AdminUser {
  return {
    id: row.id,
    full_name: row.full_name,
    user_type: row.user_type,
    staff_role: row.staff_role,
    created_at: iso(row.created_at),
    restriction: row.restriction
      ? {
          kind: row.restriction,
          until: isoOrNull(row.restricted_until),
          decision_id: row.restriction_decision_id,
        }
      : null,
    company:
      row.company_country_id === null
        ? null
        : {
            country_id: row.company_country_id,
            registration_number: row.registration_number ?? '',
            name: row.company_name ?? '',
            verified: row.verified_at !== null,
          },
  };
}

/** GET /api/admin/users: by name or email (contains, any case), newest first, at most 50. */
export async function listUsers(
  ctx: Pick<ServiceContext, 'db'>,
  q: string | undefined,
): Promise<AdminUser[]> {
  const text = q?.trim();
  const pattern = text ? `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const { rows } = await ctx.db.execute<UserRowData>(sql`${userSelect}
    ${pattern ? sql`where u.full_name ilike ${pattern} or u.email ilike ${pattern}` : sql``}
    order by u.id desc limit 50`);
  return rows.map(adminUserView);
}

/** GET /api/admin/users/{id}: the email, reports and decisions; the opening is audited. */
export async function getUserDetail(
  ctx: Pick<ServiceContext, 'db' | 'now'>,
  actor: AuthUser,
  id: number,
): Promise<AdminUserDetail> {
  return ctx.db.transaction(async (tx) => {
    const { rows } = await tx.execute<UserRowData>(sql`${userSelect} where u.id = ${id}`);
    const row = rows[0];
    if (!row) throw notFound(texts.userNotFound);
    const { rows: reportRows } = await tx.execute<{
      id: number;
      land_ad_id: number | null;
      business_ad_id: number | null;
      reason: Schemas['ReportReason'];
      note: string | null;
      created_at: string | Date;
    }>(sql`select id, land_ad_id, business_ad_id, reason, note, created_at from reports
      where user_id = ${id} order by created_at desc, id desc limit 100`);
    const { rows: decisionRows } = await tx.execute<DecisionRowData>(
      sql`${decisionSelect} where d.affected_user_id = ${id} order by d.created_at desc, d.id desc limit 100`,
    );
    await appendAudit(
      tx,
      { actorId: actor.id, action: 'view_user', targetType: 'user', targetId: id },
      ctx.now(),
    );
    return {
      ...adminUserView(row),
      email: row.email,
      reports_made: reportRows.map((r) => ({
        id: r.id,
        ad_type: r.land_ad_id !== null ? ('land' as const) : ('business' as const),
        ad_id: (r.land_ad_id ?? r.business_ad_id)!,
        reason: r.reason,
        note: r.note,
        created_at: iso(r.created_at),
      })),
      decisions: decisionRows.map(decisionView),
    };
  });
}

/**
 * PUT /api/admin/users/{id}/staff-role (admin) and the operator's `npm run staff`: sets or
 * removes a staff role, with its audit row (actor null from the command line).
 */
export async function setStaffRole(
  db: Database,
  actor: { id: number; staffRole: StaffRole | null } | null,
  userId: number,
  role: StaffRole | null,
  now: Date,
): Promise<AdminUser> {
  if (actor && !staffMayManageStaff(actor.staffRole)) throw forbidden(texts.adminOnly);
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ staff_role: StaffRole | null }>(
      sql`select staff_role from users where id = ${userId} for update`,
    );
    if (!rows[0]) throw notFound(texts.userNotFound);
    await tx.execute(sql`update users set staff_role = ${role} where id = ${userId}`);
    await appendAudit(
      tx,
      {
        actorId: actor?.id ?? null,
        action: 'set_staff_role',
        targetType: 'user',
        targetId: userId,
        before: { staff_role: rows[0].staff_role },
        after: { staff_role: role },
      },
      now,
    );
    const { rows: userRows } = await tx.execute<UserRowData>(
      sql`${userSelect} where u.id = ${userId}`,
    );
    return adminUserView(userRows[0]!);
  });
}

// --- Companies ---------------------------------------------------------------------------------

/** GET /api/profile/company. */
export async function getCompany(db: Database, userId: number): Promise<Company | null> {
  const { rows } = await db.execute<{
    country_id: number;
    registration_number: string;
    name: string;
    verified_at: string | Date | null;
  }>(sql`select country_id, registration_number, name, verified_at from companies
    where user_id = ${userId}`);
  const row = rows[0];
  return row
    ? {
        country_id: row.country_id,
        registration_number: row.registration_number,
        name: row.name,
        verified: row.verified_at !== null,
      }
    : null;
}

/**
 * PUT /api/profile/company: a business owner's company, its number checked and stored as domain
 * normalizeCompanyNumber says (as the profile form sends it). A changed number or name needs a
 * new verification.
 */
export async function putCompany(
  ctx: Pick<ServiceContext, 'db' | 'now'>,
  user: AuthUser,
  body: Schemas['CompanyRequest'],
): Promise<Company> {
  if (user.userType !== 'business_owner') throw forbidden(texts.companyOnlyBusinessOwner);
  const name = body.name.trim();
  if (!name) throw invalid(texts.companyNameRequired);
  const number = normalizeCompanyNumber(body.country_id, body.registration_number);
  if (number === null) throw invalid(texts.companyNumberInvalid);
  const now = ctx.now().toISOString();
  await ctx.db.execute(sql`insert into companies
      (user_id, country_id, registration_number, name, updated_at)
    values (${user.id}, ${body.country_id}, ${number}, ${name}, ${now}::timestamptz)
    on conflict (user_id) do update set
      country_id = excluded.country_id,
      registration_number = excluded.registration_number,
      name = excluded.name,
      updated_at = excluded.updated_at,
      verified_at = case
        when companies.country_id = excluded.country_id
          and companies.registration_number = excluded.registration_number
          and companies.name = excluded.name
        then companies.verified_at end`);
  return (await getCompany(ctx.db, user.id))!;
}

/**
 * Where the given ads of one table stand with moderation, for their author (my-ads, the ad page):
 * the state, and for a hidden or rejected ad the statement of the decision that did it.
 */
export async function moderationOf(
  db: Database,
  type: 'land_ad' | 'business_ad',
  ids: readonly number[],
): Promise<Map<number, Schemas['AdModeration']>> {
  const result = new Map<number, Schemas['AdModeration']>();
  if (ids.length === 0) return result;
  const t = AD_TABLES[type];
  const { rows } = await db.execute<{
    id: number;
    moderation: AdState;
    decision_id: number | null;
    statement: string | null;
  }>(sql`select a.id, a.moderation, d.id as decision_id, d.statement
    from ${t.table} a
    left join lateral (
      select id, statement from decisions
      where target_type = ${type} and target_id = a.id and action in ('hide', 'reject')
        and reversed_at is null and a.moderation in ('hidden', 'rejected')
      order by created_at desc, id desc limit 1
    ) d on true
    where a.id = any(${sql.param([...ids])}::int[])`);
  for (const row of rows) {
    result.set(row.id, {
      state: row.moderation,
      statement: row.statement,
      decision_id: row.decision_id,
    });
  }
  return result;
}

// --- Pre-moderation ----------------------------------------------------------------------------

/**
 * MODERATION=pre: whether the user's account is still young enough that their new ads, and
 * edits of title, price, photos or parcel, wait for approval (domain needsPreModeration). Read in
 * the writing transaction `db`.
 */
export async function awaitsApproval(
  db: Database,
  settings: ServiceContext['moderation'],
  userId: number,
  now: Date,
): Promise<boolean> {
  if (settings.mode !== 'pre') return false;
  const { rows } = await db.execute<{ created_at: string | Date }>(
    sql`select created_at from users where id = ${userId}`,
  );
  if (!rows[0]) return false;
  return needsPreModeration({
    mode: settings.mode,
    accountCreatedAt: new Date(rows[0].created_at),
    now,
    newAccountDays: settings.newAccountDays,
  });
}

/**
 * After an edit that needs review (domain editNeedsReview): a live ad goes back to `pending`. A
 * hidden or rejected ad stays as it is; an edit never lifts a measure.
 */
export async function sendBackForApproval(
  db: Database,
  type: 'land_ad' | 'business_ad',
  id: number,
): Promise<void> {
  const t = AD_TABLES[type];
  await db.execute(
    sql`update ${t.table} set moderation = 'pending' where id = ${id} and moderation = 'live'`,
  );
}
