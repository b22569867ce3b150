import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { listVersions } from '../db/schema';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** One version of a list, serialized and compressed once. */
export interface CachedList {
  version: number;
  etag: string;
  json: Buffer;
  gzip: Buffer;
  br: Buffer;
}

/**
 * A public list kept serialized and compressed in memory, valid while the list's version row
 * (bumped by triggers on every write, see migrations) is unchanged. Each request costs one
 * primary-key read; the list is rebuilt once per change, however many requests arrive meanwhile.
 */
export class VersionedListCache {
  private entry: CachedList | null = null;
  private building: { version: number; promise: Promise<CachedList> } | null = null;

  constructor(
    private readonly db: Database,
    private readonly name: 'land_ads' | 'business_ads',
    private readonly build: () => Promise<unknown>,
  ) {}

  private async version(): Promise<number> {
    const [row] = await this.db
      .select({ version: listVersions.version })
      .from(listVersions)
      .where(eq(listVersions.name, this.name));
    return row?.version ?? 0;
  }

  async current(): Promise<CachedList> {
    // The version is read before the list, so a cached list is never older than its version.
    const version = await this.version();
    if (this.entry?.version === version) return this.entry;
    if (this.building?.version === version) return this.building.promise;
    const promise = this.build().then(async (list) => {
      const json = Buffer.from(JSON.stringify(list));
      // Compressed on libuv's thread pool: a rebuild after every write must not stall the event
      // loop (and with it every other request) for the tens of milliseconds a large list takes.
      const [gzipped, brotli] = await Promise.all([
        gzipAsync(json, { level: 6 }),
        brotliAsync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      ]);
      const entry: CachedList = {
        version,
        etag: `"${this.name}-${version}"`,
        json,
        gzip: gzipped,
        br: brotli,
      };
      if (!this.entry || this.entry.version <= version) this.entry = entry;
      return entry;
    });
    this.building = { version, promise };
    try {
      return await promise;
    } finally {
      if (this.building?.promise === promise) this.building = null;
    }
  }
}
