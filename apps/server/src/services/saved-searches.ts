import { and, count, desc, eq } from 'drizzle-orm';
import type { components } from '@marketplace/api-client/schema';
import { serverTexts } from '@marketplace/domain';
import { savedSearches } from '../db/schema';
import { invalid, notFound } from './errors';
import type { ServiceContext } from './context';

export type SavedSearchView = components['schemas']['SavedSearch'];
type SavedSearchRequest = components['schemas']['SavedSearchRequest'];
export type LandSearchParams = components['schemas']['LandSearchParams'];
export type BusinessSearchParams = components['schemas']['BusinessSearchParams'];

/** What this module's functions use (routes/api/index.ts builds it from the app). */
export type SavedSearchContext = Pick<ServiceContext, 'db' | 'now'>;

/**
 * At most this many saved searches per user: each is matched against new ads. The trigger of
 * migrations/0014 holds the same number.
 */
export const MAX_SAVED_SEARCHES = 20;

type Row = typeof savedSearches.$inferSelect;

const toView = (row: Row): SavedSearchView => ({
  id: row.id,
  kind: row.kind === 'business' ? 'business' : 'land',
  params: row.params as LandSearchParams | BusinessSearchParams,
  frequency: row.frequency === 'daily' ? 'daily' : 'instant',
  created_at: row.createdAt.toISOString(),
});

/** GET /api/saved-searches: the user's, newest first. */
export async function listSavedSearches(
  ctx: SavedSearchContext,
  userId: number,
): Promise<SavedSearchView[]> {
  const rows = await ctx.db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  return rows.map(toView);
}

/**
 * POST /api/saved-searches: the contract has checked the parameters against the search endpoint's
 * own schemas. Ads posted or changed from now on are matched: an ad already listed when the search
 * is saved is not news.
 */
export async function createSavedSearch(
  ctx: SavedSearchContext,
  userId: number,
  body: SavedSearchRequest,
): Promise<SavedSearchView> {
  const now = ctx.now();
  const tooMany = () =>
    invalid(serverTexts.apiNotifications.tooManySavedSearches(MAX_SAVED_SEARCHES));
  // The database holds the limit (migrations/0014: a trigger counts under a lock per user and
  // skips a save over it); the count here only spares a full user the insert.
  const [existing] = await ctx.db
    .select({ total: count() })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId));
  if ((existing?.total ?? 0) >= MAX_SAVED_SEARCHES) throw tooMany();
  const [row] = await ctx.db
    .insert(savedSearches)
    .values({
      userId,
      kind: body.kind,
      params: body.params,
      frequency: body.frequency,
      createdAt: now,
      checkedAt: now,
      notifiedAt: now,
    })
    .returning();
  // No row: the trigger skipped a save over the limit.
  if (!row) throw tooMany();
  return toView(row);
}

/** DELETE /api/saved-searches/{id}: only the owner's; anyone else's is 404, as a missing one. */
export async function deleteSavedSearch(
  ctx: SavedSearchContext,
  userId: number,
  id: number,
): Promise<void> {
  const deleted = await ctx.db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  if (deleted.length === 0) throw notFound(serverTexts.apiNotifications.savedSearchNotFound);
}
