import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { createTestApp, type TestContext } from '../helpers/app';
import { createLandAd } from '../helpers/land-ads';
import { createUser, type TestUser } from '../helpers/users';

let ctx: TestContext;
let owner: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx, 'land_owner');
});
afterAll(() => ctx.close());

const list = (headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: '/api/ads', headers });
const titles = (body: string) =>
  (JSON.parse(body) as Array<{ title: string }>).map((ad) => ad.title);

// GET /api/ads is served from a cache that every write invalidates through a database trigger.
describe('GET /api/ads caching', () => {
  it('shows a new ad at once and changes the ETag', async () => {
    const before = await list();
    const etag = before.headers.etag;
    await createLandAd(ctx, owner, {
      fields: {
        title: 'Nova parcela za keš',
        price: '1000',
        area: '100',
        country_id: '1',
        city_id: '101',
        land_type: 'residential',
      },
    });
    const after = await list();
    expect(titles(after.body)[0]).toBe('Nova parcela za keš');
    expect(after.headers.etag).not.toBe(etag);
  });

  it('answers 304 to a matching If-None-Match, and 200 after a change', async () => {
    const first = await list();
    const etag = String(first.headers.etag);
    expect((await list({ 'if-none-match': etag })).statusCode).toBe(304);
    const ad = await createLandAd(ctx, owner);
    await ctx.app.inject({ method: 'DELETE', url: `/api/ads/${ad.id}`, headers: owner.headers });
    expect((await list({ 'if-none-match': etag })).statusCode).toBe(200);
  });

  it('serves gzip and brotli with Vary, identical to the plain body', async () => {
    const plain = await list();
    const gzip = await list({ 'accept-encoding': 'gzip' });
    const br = await list({ 'accept-encoding': 'gzip, br' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });

  it('is invalidated for every server on the same database, not just the one that wrote', async () => {
    const other = await buildApp({ config: ctx.config, database: ctx.database, logger: false });
    await other.ready();
    try {
      const seen = await other.inject({ method: 'GET', url: '/api/ads' });
      await createLandAd(ctx, owner, {
        fields: { ...baseFields(), title: 'Upisano na prvom serveru' },
      });
      const fresh = await other.inject({ method: 'GET', url: '/api/ads' });
      expect(fresh.headers.etag).not.toBe(seen.headers.etag);
      expect(titles(fresh.body)).toContain('Upisano na prvom serveru');
    } finally {
      await other.close();
    }
  });

  it('builds the list once for many simultaneous requests after a change', async () => {
    await createLandAd(ctx, owner);
    const responses = await Promise.all(Array.from({ length: 20 }, () => list()));
    const etags = new Set(responses.map((response) => response.headers.etag));
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(etags.size).toBe(1);
  });
});

function baseFields() {
  return {
    description: 'Parcela.',
    price: '2000',
    area: '200',
    country_id: '2',
    city_id: '201',
    land_type: 'agricultural',
  };
}
