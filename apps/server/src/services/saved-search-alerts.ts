import { and, eq, gt, inArray, ne, notExists, or, sql, lte } from 'drizzle-orm';
import { normalizeUserType } from '@marketplace/domain';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/connect';
import {
  businessAds,
  landAds,
  notificationSettings,
  savedSearchHits,
  savedSearches,
  users,
} from '../db/schema';
import { businessAdSearchCondition, landAdSearchCondition } from './ad-search';
import type { ServiceContext } from './context';
import type { Job, JobQueue } from './job-queue';
import { inLanguageOf } from './language';
import type { Mailer } from './mailer';
import { savedSearchAlertEmail, type AlertedAd } from './notice-emails';
import type { UnsubscribeTokens } from './notification-settings';
import type { BusinessSearchParams, LandSearchParams } from './saved-searches';

/*
 * Saved-search alerts. A sweep (a job) matches saved searches against the ads changed since the
 * search's last check, with the search service's own conditions (ad-search.ts), and records each
 * new match once in saved_search_hits, so no ad is alerted twice for the same search. A match is
 * an active ad (not sold, not deleted, not the owner's own) that was posted, or changed into a
 * match (e.g. a price lowered into the range), after the search was saved.
 *
 * - Instant searches are swept within ALERT_DELAY_S of an ad write (ad writes enqueue a sweep,
 *   one waiting at a time) and every hour in any case; daily searches once a day, in one digest.
 * - Sending claims the search's pending hits in one statement, so of two workers only one mails
 *   an ad; a worker killed while sending leaves claims that expire and are taken again.
 */

export const SEARCH_ALERTS_QUEUE = 'saved-search-alerts';

export interface SearchAlertsJob {
  /** The hourly sweep: it enqueues the next one. */
  periodic?: boolean;
}

const PERIODIC_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A claim older than this belongs to a worker that died while sending. */
const CLAIM_EXPIRY_MS = 60_000;
/**
 * Ads are matched from a little before the last check: an ad written by a transaction that began
 * before the check but committed after it carries an earlier updated_at. Hits keep it to one alert.
 */
const CHECK_OVERLAP_MS = 5 * 60 * 1000;

/** An ad was written: instant searches are swept within ALERT_DELAY_S (one sweep waits at a time). */
export async function sweepSavedSearchesSoon(
  ctx: Pick<ServiceContext, 'jobs' | 'now' | 'noticeDelays'>,
): Promise<void> {
  const runAt = new Date(ctx.now().getTime() + ctx.noticeDelays.alertMs);
  // The ad is stored whatever happens here; the hourly sweep finds it if this enqueue failed.
  await ctx.jobs
    .enqueue(SEARCH_ALERTS_QUEUE, {}, undefined, { runAt, dedupeKey: SEARCH_ALERTS_QUEUE })
    .catch(() => undefined);
}

/** Schedules the hourly sweep unless one is waiting (at start-up, and by each hourly sweep). */
export async function scheduleHourlySweep(jobs: JobQueue, now: Date): Promise<void> {
  const payload: SearchAlertsJob = { periodic: true };
  await jobs.enqueue(SEARCH_ALERTS_QUEUE, payload, undefined, {
    runAt: new Date(now.getTime() + PERIODIC_MS),
    dedupeKey: `${SEARCH_ALERTS_QUEUE}:hourly`,
  });
}

export interface SearchAlertContext {
  db: Database;
  now: () => Date;
  jobs: JobQueue;
  mailer: Mailer;
  appUrl: string;
  unsubscribeTokens: UnsubscribeTokens;
}

type SearchRow = {
  id: number;
  userId: number;
  kind: string;
  params: unknown;
  frequency: string;
  createdAt: Date;
  checkedAt: Date;
  email: string;
  fullName: string;
  /** users.language: the alert is written in it. */
  language: string | null;
  userType: string;
};

const iso = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** The ids of active ads matching the search, changed since `since`, and not found before. */
async function newMatches(db: Database, search: SearchRow, since: Date): Promise<number[]> {
  const known = (adId: AnyPgColumn) =>
    notExists(
      db
        .select({ one: sql`1` })
        .from(savedSearchHits)
        .where(and(eq(savedSearchHits.savedSearchId, search.id), eq(savedSearchHits.adId, adId))),
    );
  if (search.kind === 'business') {
    const params = search.params as BusinessSearchParams;
    const viewer = { id: search.userId, userType: normalizeUserType(search.userType) };
    const rows = await db
      .select({ id: businessAds.id })
      .from(businessAds)
      .where(
        and(
          businessAdSearchCondition({ ...params, include_sold: false }, viewer),
          gt(businessAds.updatedAt, since),
          ne(businessAds.authorId, search.userId),
          known(businessAds.id),
        ),
      );
    return rows.map((row) => row.id);
  }
  const params = search.params as LandSearchParams;
  const rows = await db
    .select({ id: landAds.id })
    .from(landAds)
    .where(
      and(
        landAdSearchCondition({ ...params, include_sold: false }),
        gt(landAds.updatedAt, since),
        ne(landAds.userId, search.userId),
        known(landAds.id),
      ),
    );
  return rows.map((row) => row.id);
}

/** The ads of these ids still listed (one may have been sold or deleted since it was found). */
async function alertedAds(db: Database, kind: string, ids: number[]): Promise<AlertedAd[]> {
  const table = kind === 'business' ? businessAds : landAds;
  return db
    .select({ id: table.id, title: table.title, price: table.price })
    .from(table)
    .where(
      and(
        inArray(table.id, ids),
        eq(table.deleted, false),
        eq(table.listed, true),
        ne(table.status, 'sold'),
      ),
    )
    .orderBy(table.createdAt, table.id);
}

async function processSearch(ctx: SearchAlertContext, search: SearchRow, now: Date) {
  const { db } = ctx;
  const checkedFrom = Math.max(
    search.checkedAt.getTime() - CHECK_OVERLAP_MS,
    search.createdAt.getTime(),
  );
  const found = await newMatches(db, search, new Date(checkedFrom));
  if (found.length > 0) {
    await db
      .insert(savedSearchHits)
      .values(found.map((adId) => ({ savedSearchId: search.id, adId, foundAt: now })))
      .onConflictDoNothing();
  }
  await db
    .update(savedSearches)
    .set({ checkedAt: now, notifiedAt: now })
    .where(eq(savedSearches.id, search.id));

  // The claim: this worker's alone, in one statement.
  const expired = new Date(now.getTime() - CLAIM_EXPIRY_MS);
  const claimed = await db
    .update(savedSearchHits)
    .set({ claimedAt: now })
    .where(
      and(
        eq(savedSearchHits.savedSearchId, search.id),
        sql`${savedSearchHits.sentAt} is null`,
        or(
          sql`${savedSearchHits.claimedAt} is null`,
          sql`${savedSearchHits.claimedAt} < ${iso(expired)}`,
        ),
      ),
    )
    .returning({ adId: savedSearchHits.adId });
  if (claimed.length === 0) return;
  const ids = claimed.map((hit) => hit.adId);
  const claimedHits = and(
    eq(savedSearchHits.savedSearchId, search.id),
    inArray(savedSearchHits.adId, ids),
  );
  try {
    const ads = await alertedAds(db, search.kind, ids);
    if (ads.length > 0) {
      await ctx.mailer.send(
        inLanguageOf(search.language, () =>
          savedSearchAlertEmail(
            { appUrl: ctx.appUrl, tokens: ctx.unsubscribeTokens },
            { id: search.userId, email: search.email, fullName: search.fullName },
            {
              kind: search.kind === 'business' ? 'business' : 'land',
              frequency: search.frequency === 'daily' ? 'daily' : 'instant',
              ads,
            },
          ),
        ),
      );
    }
    await db.update(savedSearchHits).set({ sentAt: ctx.now() }).where(claimedHits);
  } catch (error) {
    await db
      .update(savedSearchHits)
      .set({ claimedAt: null })
      .where(claimedHits)
      .catch(() => undefined);
    throw error;
  }
}

/** One sweep: every instant search, and the daily searches whose digest is due. */
export async function sweepSavedSearches(ctx: SearchAlertContext, job: SearchAlertsJob) {
  const { db } = ctx;
  const now = ctx.now();
  // The next hourly sweep first, so a sweep that fails does not end the chain.
  if (job.periodic) await scheduleHourlySweep(ctx.jobs, now);
  const alertsOff = db
    .select({ userId: notificationSettings.userId })
    .from(notificationSettings)
    .where(eq(notificationSettings.savedSearchEmails, false));
  // Searches of users who turned alerts off skip ahead: turning them on again brings no backlog.
  await db
    .update(savedSearches)
    .set({ checkedAt: now, notifiedAt: now })
    .where(inArray(savedSearches.userId, alertsOff));
  const due = or(
    eq(savedSearches.frequency, 'instant'),
    lte(savedSearches.notifiedAt, new Date(now.getTime() - DAY_MS)),
  );
  const searches = await db
    .select({
      id: savedSearches.id,
      userId: savedSearches.userId,
      kind: savedSearches.kind,
      params: savedSearches.params,
      frequency: savedSearches.frequency,
      createdAt: savedSearches.createdAt,
      checkedAt: savedSearches.checkedAt,
      email: users.email,
      fullName: users.fullName,
      language: users.language,
      userType: users.userType,
    })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(and(due, sql`${savedSearches.userId} not in (${alertsOff})`))
    .orderBy(savedSearches.id);
  for (const search of searches) await processSearch(ctx, search, now);
}

/** Starts the saved-search sweeps of this process, and the hourly one if none is scheduled. */
export async function workSavedSearchAlerts(
  queue: JobQueue,
  context: SearchAlertContext,
): Promise<void> {
  queue.work(SEARCH_ALERTS_QUEUE, (job: Job<SearchAlertsJob>) =>
    sweepSavedSearches(context, job.payload),
  );
  await scheduleHourlySweep(queue, context.now());
}
