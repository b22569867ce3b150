import { LRUCache } from 'lru-cache';
import { listVersions } from '../db/schema';
import type { Database } from '../db/connect';
import type { SearchResult } from './ad-search';

type TableName = 'land_ads' | 'business_ads';
type Versions = Record<TableName, number>;

interface Entry {
  table: TableName;
  version: number;
  result: SearchResult<unknown>;
}

/**
 * Pages of searches already answered, by search and data version. The home page's first page, a
 * category's first page and the next pages people scroll to are asked for again and again between
 * two writes; each is read from the database once per data version and then served from here.
 *
 * A page is served only at the data version current when its request arrived: every request reads
 * the versions (list_versions, bumped by triggers in the writing transaction, migrations/0002), so
 * a write by any process is seen by the next request, as without this cache. The read is shared:
 * requests arriving in the same turn of the event loop join one `select` that is sent after all of
 * them arrived, so it still sees every write committed before each of them. Requests for a page
 * that is being read at their version wait for that read.
 */
export class SearchPageCache {
  private readonly entries: LRUCache<string, Entry>;
  /** Reads under way, by search: requests for the same page at the same version wait for it. */
  private readonly reading = new Map<string, { version: number; result: Promise<unknown> }>();
  private pending: Promise<Versions> | null = null;

  constructor(
    private readonly db: Database,
    capacity = 500,
  ) {
    this.entries = new LRUCache({ max: capacity });
  }

  /** The data versions as of a moment after this call. */
  versions(): Promise<Versions> {
    if (this.pending) return this.pending;
    const read = new Promise<Versions>((resolve, reject) => {
      // Sent once the requests of this turn have joined; later ones start the next read.
      setImmediate(() => {
        this.pending = null;
        this.db
          .select({ name: listVersions.name, version: listVersions.version })
          .from(listVersions)
          .then((rows) => {
            const versions: Versions = { land_ads: 0, business_ads: 0 };
            for (const row of rows) {
              if (row.name === 'land_ads' || row.name === 'business_ads') {
                versions[row.name] = row.version;
              }
            }
            resolve(versions);
          }, reject);
      });
    });
    this.pending = read;
    return read;
  }

  /**
   * The page of `key` at the current version of `table`, from here or from `search`; a page read
   * at that version is kept for the next request.
   */
  async page<Page>(
    table: TableName,
    key: string,
    search: () => Promise<SearchResult<Page>>,
  ): Promise<SearchResult<Page>> {
    const version = (await this.versions())[table];
    const entry = this.entries.get(key);
    if (entry && entry.version === version) return entry.result as SearchResult<Page>;
    // The first request of a search after a write reads it; the others asking meanwhile (a burst
    // of visitors, 50 connections at once) wait for that read instead of counting again each.
    const underWay = this.reading.get(key);
    if (underWay && underWay.version === version) {
      return (await underWay.result) as SearchResult<Page>;
    }
    const reading = search();
    this.reading.set(key, { version, result: reading });
    let result: SearchResult<Page>;
    try {
      result = await reading;
    } finally {
      if (this.reading.get(key)?.result === reading) this.reading.delete(key);
    }
    // An empty page carries no version; a page read after a newer write is kept by its own
    // request's successor.
    if (result.version === version) {
      this.entries.set(key, { table, version, result });
      this.dropStale(table, version);
    }
    return result;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Pages of `table` older than `version` will never be served again. */
  private dropStale(table: TableName, version: number): void {
    if (this.lastVersion[table] === version) return;
    this.lastVersion[table] = version;
    const stale = [...this.entries.entries()].filter(
      ([, entry]) => entry.table === table && entry.version < version,
    );
    for (const [key] of stale) this.entries.delete(key);
  }

  private readonly lastVersion: Versions = { land_ads: 0, business_ads: 0 };
}
