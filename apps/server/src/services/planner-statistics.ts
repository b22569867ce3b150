import { sql } from 'drizzle-orm';
import type { Database } from '../db/connect';

/** The tables search plans depend on; their names go into ANALYZE as identifiers. */
const AD_TABLES = ['land_ads', 'business_ads'] as const;
export type AdTable = (typeof AD_TABLES)[number];

/** Fewer rows than this are planned well enough without statistics. */
const MIN_ROWS = 1_000;
/** autovacuum's rule: statistics are stale once rows changed by this share since the last ANALYZE. */
const CHANGE_SHARE = 0.1;

/**
 * DESIGN (search on PGlite): PostgreSQL's autovacuum keeps the planner's statistics current; PGlite
 * runs no background workers, and its activity counters do not survive a restart. Without
 * statistics the planner misjudges how many ads a search text matches (a common word then sorts
 * thousands of rows instead of walking the date index). This ANALYZEs an ad table that was never
 * analyzed, or whose row count moved by a tenth since its last ANALYZE; it costs two counts when
 * nothing is stale (maintainAdTable says what is done to a stale table). Returns the tables analyzed.
 */
export async function refreshAdStatistics(db: Database): Promise<AdTable[]> {
  const analyzed: AdTable[] = [];
  for (const table of AD_TABLES) {
    const result = await db.execute<{ estimated: number; rows: number }>(sql`
      select c.reltuples::float8 as estimated, (select count(*)::int from ${sql.identifier(table)}) as rows
      from pg_class c where c.oid = ${`public.${table}`}::regclass`);
    const row = result.rows[0];
    if (!row) continue;
    const estimated = Number(row.estimated);
    const rows = Number(row.rows);
    const stale =
      estimated < 0
        ? rows >= MIN_ROWS
        : Math.abs(rows - estimated) > Math.max(MIN_ROWS, estimated * CHANGE_SHARE);
    if (!stale) continue;
    await maintainAdTable(db, table);
    analyzed.push(table);
  }
  return analyzed;
}

/**
 * The part of autovacuum's work that search plans depend on, for one ad table: merges the
 * trigram index's pending list (the ads GIN has not yet sorted into the index: every text search
 * reads that list in full, and the planner's cost of the index grows with it, so a text search's
 * plan would turn on how long ago the list was last merged), then ANALYZEs the table.
 */
export async function maintainAdTable(db: Database, table: AdTable): Promise<void> {
  await db.execute(
    sql`select gin_clean_pending_list(${`public.${table}_search_text_idx`}::regclass)`,
  );
  await db.execute(sql`analyze ${sql.identifier(table)}`);
}
