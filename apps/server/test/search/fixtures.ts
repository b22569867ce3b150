import { expect } from 'vitest';
import type { components } from '@marketplace/api-client/schema';
import type { TestContext } from '../helpers/app';

export type LandAdSearchPage = components['schemas']['LandAdSearchPage'];
export type BusinessAdSearchPage = components['schemas']['BusinessAdSearchPage'];
type Page = LandAdSearchPage | BusinessAdSearchPage;

/** Search parameters as the query string carries them; arrays repeat the name. */
export type SearchParams = Record<
  string,
  string | number | boolean | readonly string[] | undefined
>;

export function searchUrl(path: string, params: SearchParams): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value as string[]) query.append(name, item);
    else query.append(name, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

export async function searchPage<P extends Page>(
  ctx: TestContext,
  path: string,
  params: SearchParams,
  headers: Record<string, string> = {},
): Promise<P> {
  const response = await ctx.app.inject({ method: 'GET', url: searchUrl(path, params), headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<P>();
}

/** Every page of a search, following next_cursor; fails on a page that repeats an ad. */
export async function searchAll<P extends Page>(
  ctx: TestContext,
  path: string,
  params: SearchParams,
  headers: Record<string, string> = {},
): Promise<{ items: P['items'][number][]; totals: number[]; pages: number }> {
  const items: P['items'][number][] = [];
  const totals: number[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const page = await searchPage<P>(ctx, path, { ...params, cursor }, headers);
    pages += 1;
    items.push(...page.items);
    totals.push(page.total);
    if (page.next_cursor !== null) expect(page.items.length).toBeGreaterThan(0);
    cursor = page.next_cursor ?? undefined;
    if (pages > 1_000) throw new Error('the search never ended');
  } while (cursor !== undefined);
  return { items, totals, pages };
}
