import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listVersions } from '../../src/db/schema';
import {
  compressedCopy,
  serializeList,
  VersionedListCache,
  type ListBatches,
} from '../../src/http/list-cache';
import { createTestApp, type TestContext } from '../helpers/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function* inBatches<T>(batches: T[][]): AsyncGenerator<T[]> {
  for (const batch of batches) yield batch;
}

const items = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: from + i,
    title: `Oglas "${from + i}" — Čačak`,
    tags: ['a', null, 1.5],
    nested: { ok: i % 2 === 0 },
  }));

describe('serializeList', () => {
  it.each([
    ['no batches', []],
    ['only empty batches', [[], []]],
    ['one batch', [items(1, 3)]],
    ['many batches, some empty', [items(1, 2), [], items(3, 1), items(4, 5), []]],
  ])('writes %s byte for byte as JSON.stringify of the whole list', async (_name, batches) => {
    const whole = JSON.stringify(batches.flat());
    const { json, length, compressed } = await serializeList(inBatches(batches), ['gzip', 'br']);
    const body = Buffer.concat(json);
    expect(body.toString()).toBe(whole);
    expect(length).toBe(body.length);
    expect(gunzipSync(await compressed.get('gzip')!).toString()).toBe(whole);
    expect(brotliDecompressSync(await compressed.get('br')!).toString()).toBe(whole);
  });

  it('joins the batches of another serializer the same way', async () => {
    const serialize = (batch: readonly unknown[]) =>
      `[${batch.map((item) => JSON.stringify({ wrapped: item })).join(',')}]`;
    const batches = [items(1, 2), items(3, 2)];
    const { json } = await serializeList(inBatches(batches), [], serialize);
    expect(Buffer.concat(json).toString()).toBe(serialize(batches.flat()));
  });

  it('lets the event loop turn between batches, even when the batches are ready at once', async () => {
    const order: string[] = [];
    // Work that arrives while the list is being built: it must not wait for the whole list.
    setImmediate(() => order.push('other work'));
    await serializeList(inBatches(Array.from({ length: 20 }, (_, i) => items(i * 10, 10))));
    order.push('list done');
    expect(order).toEqual(['other work', 'list done']);
  });

  it('rejects when a batch fails', async () => {
    async function* failing() {
      yield items(1, 1);
      throw new Error('database gone');
    }
    await expect(serializeList(failing(), ['gzip'])).rejects.toThrow('database gone');
  });
});

describe('VersionedListCache', () => {
  const bump = () =>
    ctx.app.db
      .update(listVersions)
      .set({ version: sql`${listVersions.version} + 1` })
      .where(eq(listVersions.name, 'business_ads'));

  /** Batches that wait for `release()` before the first one, and count their builds. */
  function gatedBatches() {
    let release!: () => void;
    let gate = new Promise<void>((resolve) => (release = resolve));
    const state = {
      builds: 0,
      release: () => release(),
      close: () => (gate = new Promise<void>((resolve) => (release = resolve))),
      batches: async function* () {
        state.builds++;
        await gate;
        yield items(state.builds * 100, 2);
      } as ListBatches,
    };
    return state;
  }

  it('builds once per version, however many requests arrive', async () => {
    const cache = new VersionedListCache(ctx.app.db, 'business_ads');
    const source = gatedBatches();
    const waiting = Array.from({ length: 5 }, () => cache.current(source.batches));
    source.release();
    const lists = await Promise.all(waiting);
    expect(source.builds).toBe(1);
    expect(new Set(lists).size).toBe(1);
    expect(await cache.current(source.batches)).toBe(lists[0]);
    expect(source.builds).toBe(1);
  });

  it('runs one build at a time: writes during a build bring one more build, for everyone', async () => {
    const cache = new VersionedListCache(ctx.app.db, 'business_ads');
    const source = gatedBatches();
    const first = cache.current(source.batches);
    // The first build has read its version and waits at the gate.
    await vi.waitFor(() => expect(source.builds).toBe(1));
    await bump();
    const later = Array.from({ length: 4 }, () => cache.current(source.batches));
    await bump();
    later.push(cache.current(source.batches));
    // Let the queued requests read their versions before the first build ends.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(source.builds).toBe(1);
    source.release();
    const [old, ...fresh] = await Promise.all([first, ...later]);
    const version = await cache.version();
    expect(source.builds).toBe(2);
    expect(old!.version).toBe(version - 2);
    expect(fresh.every((list) => list === fresh[0] && list.version === version)).toBe(true);
    expect(fresh[0]!.etag).toBe(`"business_ads-${version}"`);
  });

  it('keeps a variant apart under its own ETag, and builds an unkept one for its requests only', async () => {
    const cache = new VersionedListCache(ctx.app.db, 'business_ads');
    const source = gatedBatches();
    source.release();
    const kept = await cache.current(source.batches, { variant: 'investor' });
    const once = await cache.current(source.batches, { variant: 'author-7', keep: false });
    expect(kept.etag).toBe(`"business_ads-${kept.version}-investor"`);
    expect(once.etag).toBe(`"business_ads-${once.version}-author-7"`);
    expect(compressedCopy(once, 'gzip')).toBeNull();
    await cache.current(source.batches, { variant: 'author-7', keep: false });
    expect(source.builds).toBe(3);
    await cache.current(source.batches, { variant: 'investor' });
    expect(source.builds).toBe(3);
  });

  it('compresses a kept list once per encoding, on demand', async () => {
    const cache = new VersionedListCache(ctx.app.db, 'business_ads');
    const source = gatedBatches();
    source.release();
    const list = await cache.current(source.batches, { encoding: 'br' });
    expect([...list.compressed!.keys()]).toEqual(['br']);
    const gzip = compressedCopy(list, 'gzip');
    expect(compressedCopy(list, 'gzip')).toBe(gzip);
    expect(gunzipSync(await gzip!)).toEqual(Buffer.concat(list.json));
    expect(brotliDecompressSync(await compressedCopy(list, 'br')!)).toEqual(
      Buffer.concat(list.json),
    );
  });

  it('fails the requests of a failed build, and builds again on the next request', async () => {
    const cache = new VersionedListCache(ctx.app.db, 'business_ads');
    let calls = 0;
    const batches: ListBatches = async function* () {
      calls++;
      if (calls === 1) throw new Error('database gone');
      yield items(1, 1);
    };
    await expect(cache.current(batches)).rejects.toThrow('database gone');
    const list = await cache.current(batches);
    expect(Buffer.concat(list.json).toString()).toBe(JSON.stringify(items(1, 1)));
  });
});
