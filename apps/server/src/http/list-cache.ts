import type { Transform } from 'node:stream';
import { setImmediate as turnOfTheEventLoop } from 'node:timers/promises';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { listVersions } from '../db/schema';

export type ListEncoding = 'gzip' | 'br';

/** The compressors of a list: both run on libuv's thread pool, never on the event loop. */
export function compressor(encoding: ListEncoding): Transform {
  return encoding === 'gzip'
    ? createGzip({ level: 6 })
    : createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
}

/** A list's items in order, in batches small enough to serialize in a few milliseconds. */
export type ListBatches = () => AsyncIterable<readonly unknown[]>;

/** Serializes a batch as a JSON array: JSON.stringify, or the route's response serializer. */
export type SerializeBatch = (batch: readonly unknown[]) => string;

/** One version of a list, serialized once. */
export interface CachedList {
  version: number;
  etag: string;
  /** The JSON array in parts, one per batch: the body is their concatenation. */
  json: readonly Buffer[];
  /** The body's length in bytes. */
  length: number;
  /**
   * The compressed copies of a kept list, each made once, on first demand (see compressedCopy);
   * absent for a list built for its requests only, which is compressed as it is sent.
   */
  compressed?: Map<ListEncoding, Promise<Buffer>>;
}

/** Collects a compressor's output; resolves with it once the compressor has flushed. */
function collect(stream: Transform): Promise<Buffer> {
  const output = new Promise<Buffer>((resolve, reject) => {
    const parts: Buffer[] = [];
    stream.on('data', (part: Buffer) => parts.push(part));
    stream.once('end', () => resolve(Buffer.concat(parts)));
    stream.once('error', reject);
  });
  // Whoever needs the copy awaits it; a failed build's copies are awaited by no one.
  output.catch(() => {});
  return output;
}

/** Compresses a serialized list on the thread pool, part by part. */
function compress(json: readonly Buffer[], encoding: ListEncoding): Promise<Buffer> {
  const stream = compressor(encoding);
  const output = collect(stream);
  for (const part of json) stream.write(part);
  stream.end();
  return output;
}

/**
 * The `encoding` copy of a kept list: made once per list version, and only for encodings asked
 * for (browsers ask for br; gzip is for the other clients), so a rebuild costs one compression,
 * not two. Null for a list built for its requests only.
 */
export function compressedCopy(entry: CachedList, encoding: ListEncoding): Promise<Buffer> | null {
  if (!entry.compressed) return null;
  let copy = entry.compressed.get(encoding);
  if (!copy) {
    copy = compress(entry.json, encoding);
    entry.compressed.set(encoding, copy);
    // A failure is not kept: the next request tries again.
    copy.catch(() => entry.compressed?.delete(encoding));
  }
  return copy;
}

/**
 * Serializes `batches` as one JSON array, byte for byte what `serialize` makes of the whole list,
 * one batch at a time: the event loop turns between batches, so no request waits behind the
 * whole list. The parts also go, as they come, to a compressor for each of `encodings`, whose
 * copies are ready soon after the list.
 */
export async function serializeList(
  batches: AsyncIterable<readonly unknown[]>,
  encodings: readonly ListEncoding[] = [],
  serialize: SerializeBatch = JSON.stringify,
): Promise<{ json: Buffer[]; length: number; compressed: Map<ListEncoding, Promise<Buffer>> }> {
  const compressors = encodings.map((encoding) => ({ encoding, stream: compressor(encoding) }));
  const compressed = new Map(
    compressors.map(({ encoding, stream }) => [encoding, collect(stream)]),
  );
  const json: Buffer[] = [];
  let length = 0;
  const push = (part: Buffer) => {
    json.push(part);
    length += part.length;
    for (const { stream } of compressors) stream.write(part);
  };
  try {
    let first = true;
    for await (const batch of batches) {
      if (batch.length === 0) continue;
      // '[a,b]': the first batch opens the array and leaves it open, the others continue it.
      const part = Buffer.from(serialize(batch));
      if (!first) part[0] = 0x2c; // ','
      push(part.subarray(0, part.length - 1));
      first = false;
      // Batches from the database arrive on later turns anyway; this holds for any source.
      await turnOfTheEventLoop();
    }
    push(Buffer.from(first ? '[]' : ']'));
  } catch (error) {
    for (const { stream } of compressors) stream.destroy(error as Error);
    throw error;
  }
  for (const { stream } of compressors) stream.end();
  return { json, length, compressed };
}

/** How a list is built and kept. */
export interface ListOptions {
  /** Which copy of the list (each has its own ETag); '' when there is one. */
  variant?: string;
  /** Keep it until the next version (default), or build it for its requests only. */
  keep?: boolean;
  serialize?: SerializeBatch;
  /** The encoding the request asks for: a kept list's build compresses it as it goes. */
  encoding?: ListEncoding | null;
}

interface Build {
  version: number;
  promise: Promise<CachedList>;
}

/**
 * Public lists kept serialized and compressed in memory, valid while the list's version row
 * (bumped by triggers on every write, see migrations) is unchanged. Each request costs one
 * primary-key read; a list is rebuilt once per change, however many requests arrive meanwhile.
 * A list may come in variants (the business list's descriptions depend on who asks), each built
 * and kept apart under its own ETag.
 *
 * At most one build of a variant runs at a time: requests that find a build of an older version
 * running share the one build that starts when it ends, so a stream of writes never piles up
 * builds. Builds serialize batch by batch and compress on the thread pool (serializeList), so
 * no request, write or rebuild holds the event loop for long, at any size.
 */
export class VersionedListCache {
  private readonly kept = new Map<string, CachedList>();
  private readonly running = new Map<string, Build>();
  private readonly queued = new Map<string, Promise<CachedList>>();

  constructor(
    private readonly db: Database,
    private readonly name: 'land_ads' | 'business_ads',
  ) {}

  /** The list's current version. */
  async version(): Promise<number> {
    const [row] = await this.db
      .select({ version: listVersions.version })
      .from(listVersions)
      .where(eq(listVersions.name, this.name));
    return row?.version ?? 0;
  }

  /** The ETag of a variant of the list at `version`. */
  etag(version: number, variant = ''): string {
    return variant ? `"${this.name}-${version}-${variant}"` : `"${this.name}-${version}"`;
  }

  /**
   * The list at `version` or later (read first when not given, so a list is never older than
   * the version its request saw), built from `batches` when needed. A kept variant is stored with
   * its compressed copies; any other is built for the requests waiting on it and then dropped.
   */
  async current(
    batches: ListBatches,
    options: ListOptions & { version?: number } = {},
  ): Promise<CachedList> {
    const variant = options.variant ?? '';
    const version = options.version ?? (await this.version());
    const entry = this.kept.get(variant);
    if (entry?.version === version) return entry;
    const running = this.running.get(variant);
    // Versions only grow: a build of this version or a later one answers this request.
    if (running && running.version >= version) return running.promise;
    if (!running) return this.start(batches, options, version);
    // A build of another version is running: one more starts when it ends, for every request
    // that arrives meanwhile, at the version it then reads.
    let next = this.queued.get(variant);
    if (!next) {
      next = running.promise
        .catch(() => undefined)
        .then(() => {
          this.queued.delete(variant);
          return this.current(batches, { ...options, version: undefined });
        });
      this.queued.set(variant, next);
    }
    return next;
  }

  private start(batches: ListBatches, options: ListOptions, version: number): Promise<CachedList> {
    const variant = options.variant ?? '';
    const keep = options.keep ?? true;
    const build: Build = {
      version,
      promise: serializeList(
        batches(),
        keep && options.encoding ? [options.encoding] : [],
        options.serialize,
      )
        .then(({ json, length, compressed }): CachedList => {
          const etag = this.etag(version, variant);
          if (!keep) return { version, etag, json, length };
          const entry = { version, etag, json, length, compressed };
          this.kept.set(variant, entry);
          return entry;
        })
        .finally(() => {
          if (this.running.get(variant) === build) this.running.delete(variant);
        }),
    };
    this.running.set(variant, build);
    return build.promise;
  }
}
