import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessAdView } from '../../src/services/business-ads';
import { createTestApp, type TestContext } from '../helpers/app';
import { createUser, type TestUser } from '../helpers/users';
import { createBusinessAd } from './fixtures';

// GET /api/business-ads is built in batches and kept per audience (DESIGN: the description is
// returned only to investors and to the author), each copy under its own ETag.
let ctx: TestContext;
let author: TestUser;
let investor: TestUser;
let ad: BusinessAdView;
beforeAll(async () => {
  ctx = await createTestApp();
  author = await createUser(ctx, 'business_owner');
  investor = await createUser(ctx, 'investor');
  const other = await createUser(ctx, 'business_owner');
  ad = await createBusinessAd(ctx, author, { description: 'Opis za autora' });
  ctx.clock.advance(60_000);
  await createBusinessAd(ctx, other, { title: 'Tuđi oglas', description: 'Tuđi opis' });
});
afterAll(() => ctx.close());

const list = (user: TestUser | null, headers: Record<string, string> = {}) =>
  ctx.app.inject({ url: '/api/business-ads', headers: { ...(user?.headers ?? {}), ...headers } });
const descriptions = (body: string) =>
  (JSON.parse(body) as BusinessAdView[]).map((item) => item.description ?? null);

describe('GET /api/business-ads caching', () => {
  it('gives visitors, investors and an author each their copy, under its own ETag', async () => {
    const visitor = await list(null);
    const asInvestor = await list(investor);
    const asAuthor = await list(author);
    expect(descriptions(visitor.body)).toEqual([null, null]);
    expect(descriptions(asInvestor.body)).toEqual(['Tuđi opis', 'Opis za autora']);
    expect(descriptions(asAuthor.body)).toEqual([null, 'Opis za autora']);
    const etags = [visitor, asInvestor, asAuthor].map((response) => response.headers.etag);
    expect(new Set(etags).size).toBe(3);
    expect(visitor.headers.vary).toContain('authorization');
    expect(visitor.headers['cache-control']).toBe('no-cache');
  });

  it('answers 304 only to the ETag of the same audience', async () => {
    const investorEtag = String((await list(investor)).headers.etag);
    expect((await list(investor, { 'if-none-match': investorEtag })).statusCode).toBe(304);
    const visitor = await list(null, { 'if-none-match': investorEtag });
    expect(visitor.statusCode).toBe(200);
    expect(descriptions(visitor.body)).toEqual([null, null]);
    const authorEtag = String((await list(author)).headers.etag);
    expect((await list(author, { 'if-none-match': authorEtag })).statusCode).toBe(304);
  });

  it('serves gzip and brotli identical to the plain body, for every audience', async () => {
    for (const user of [null, investor, author]) {
      const plain = await list(user);
      const gzip = await list(user, { 'accept-encoding': 'gzip' });
      const br = await list(user, { 'accept-encoding': 'gzip, br' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(br.headers['content-encoding']).toBe('br');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    }
  });

  it('writes each item as the route writes the ad itself (the contract schema, its key order)', async () => {
    const item = (await list(investor)).json<BusinessAdView[]>().find((one) => one.id === ad.id);
    const detail = await ctx.app.inject({
      url: `/api/business-ads/${ad.id}`,
      headers: investor.headers,
    });
    // The detail alone adds the seller panel and, for a signed-in viewer, whether they saved
    // the ad, at the end.
    const { seller, is_favorite, ...withoutSeller } = detail.json<BusinessAdView>();
    expect(seller).toMatchObject({ id: ad.author_id });
    expect(is_favorite).toBe(false);
    expect(detail.body).toBe(
      `${JSON.stringify(withoutSeller).slice(0, -1)},"seller":${JSON.stringify(seller)},"is_favorite":false}`,
    );
    expect(JSON.stringify(item)).toBe(JSON.stringify(withoutSeller));
  });

  it('shows a new ad at once to every audience', async () => {
    const before = await list(investor);
    ctx.clock.advance(60_000);
    const added = await createBusinessAd(ctx, author, { title: 'Najnoviji biznis' });
    for (const user of [null, investor, author]) {
      const after = await list(user);
      expect(after.json<BusinessAdView[]>()[0]!.id).toBe(added.id);
    }
    expect((await list(investor)).headers.etag).not.toBe(before.headers.etag);
  });
});
