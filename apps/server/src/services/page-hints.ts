import {
  adImageSrcSet,
  businessImageUrl,
  businessThumbnailUrl,
  landImageUrl,
  type AdImage,
  type AdImageKind,
} from '@marketplace/api-client';
import { AD_PAGE_PHOTO_SIZES, photoSize, SESSION_HINT_COOKIE } from '@marketplace/domain';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '../db/connect';
import type { AdSearch } from './cached-search';
import { escapeHtml } from './html-escape';
import { getBusinessAd } from './business-ads';
import { findVisibleAd } from './land-ads';

/** A picture the page will show first, to be fetched with the page rather than after its script. */
export interface ImagePreload {
  href: string;
  /** With `sizes`, the candidates the page's <img> names, so the browser picks the same copy. */
  srcset?: string;
  sizes?: string;
  /**
   * For an ad page's main photo: the ad's kind and the picture's size, for the page's boot markup
   * (`bootPhoto`).
   */
  main?: { kind: AdImageKind; width: number; height: number };
}

export interface PageHintContext {
  db: Database;
  search: AdSearch;
}

const MAX_ID = 2_147_483_647;
const idOf = (text: string | undefined) => {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 && id <= MAX_ID ? id : null;
};

/** The first picture of an ad's gallery, as the ad page's main photo names it (ImageGallery). */
function mainPhoto(kind: AdImageKind, images: readonly AdImage[]): ImagePreload | null {
  const first = [...images].sort((a, b) => a.order_index - b.order_index)[0];
  if (!first) return null;
  // The 1600 px copy is served beside the full image (api-client image-urls.ts).
  const url = kind === 'land' ? landImageUrl : businessImageUrl;
  const href = url(first.large_filename ?? first.filename);
  const srcset = adImageSrcSet(kind, first);
  // Drawn at the gallery's proportions (the same rule, domain photoSize).
  const main = { kind, ...photoSize(first) };
  return srcset ? { href, srcset, sizes: AD_PAGE_PHOTO_SIZES[kind], main } : { href, main };
}

/** Whether the request comes from a browser with a stored session (the app's hint cookie). */
export const hasSessionHint = (cookieHeader: string | undefined): boolean =>
  (cookieHeader ?? '').split(';').some((part) => part.trim() === `${SESSION_HINT_COOKIE}=1`);

/**
 * The largest picture a page of the app shows first (its largest contentful paint), found when the
 * page itself is asked for, so the browser fetches it beside the app's script instead of after the
 * script, the session check and the ad's data. Only for a browser with a stored session: the ad
 * pages and the business list show ads only when signed in, and a signed-out visitor would fetch a
 * picture the page never shows. What an anonymous request to the API may read, nothing more: the
 * ad pages' photo of an ad that is not deleted, and the first card of the business list's
 * unfiltered search (newest first, sold ads left out), as `GET /api/business-ads/search` answers it.
 */
export async function pageHints(
  ctx: PageHintContext,
  pathname: string,
  query: string,
): Promise<ImagePreload[]> {
  const [, section, rawId, ...rest] = pathname.split('/');
  if (rest.length > 0) return [];
  if (section === 'ads' && rawId !== undefined) {
    const id = idOf(rawId);
    const ad = id === null ? null : await findVisibleAd(ctx.db, id, null);
    const photo = ad ? mainPhoto('land', ad.images) : null;
    return photo ? [photo] : [];
  }
  if (section === 'business' && rawId !== undefined) {
    const id = idOf(rawId);
    if (id === null) return [];
    const ad = await getBusinessAd(ctx.db, id, null).catch(() => null);
    const photo = ad ? mainPhoto('business', ad.images) : null;
    return photo ? [photo] : [];
  }
  if (section === 'business' && rawId === undefined && query === '') {
    const { page } = await ctx.search.business({ sort: 'newest' }, null);
    const thumbnail = page.items[0]?.thumbnail;
    return thumbnail ? [{ href: businessThumbnailUrl(thumbnail) }] : [];
  }
  return [];
}

/** The hints as <link rel="preload"> elements for the page's head. */
export const preloadLinks = (hints: readonly ImagePreload[]): string =>
  hints
    .map(
      (hint) =>
        `<link rel="preload" as="image" href="${escapeHtml(hint.href)}"${
          hint.srcset
            ? ` imagesrcset="${escapeHtml(hint.srcset)}" imagesizes="${escapeHtml(hint.sizes ?? '100vw')}"`
            : ''
        } fetchpriority="high">`,
    )
    .join('');

/**
 * An ad page's main photo as the page itself shows it, in its boot markup (the app's index.html
 * styles `.boot-photo`): painted as soon as it arrives, before the app's code has run, at the size
 * the ad page's gallery gives it, which React's page then takes over. The same copy as the
 * preload and the gallery (`srcset`, `sizes`); no text alternative, as the app's page that
 * replaces it names the photo. '' when the page has no main photo.
 */
export function bootPhoto(hints: readonly ImagePreload[]): string {
  const photo = hints.find((hint) => hint.main);
  if (!photo?.main) return '';
  const { kind, width, height } = photo.main;
  const candidates = photo.srcset
    ? ` srcset="${escapeHtml(photo.srcset)}" sizes="${escapeHtml(photo.sizes ?? '100vw')}"`
    : '';
  return `<img class="boot-photo" data-kind="${kind}" src="${escapeHtml(photo.href)}"${candidates} width="${width}" height="${height}" alt="" fetchpriority="high">`;
}

/**
 * The app's modules each ad page renders with (their source paths, as the build's manifest names
 * them): the route's own module and what it loads itself before it shows the ad. Fetched with the
 * page, they no longer wait for the first script to ask for them. Not for the business list: its
 * route's modules are several times larger, and fetched beside the app's first script they hold it
 * back more than their discovery costs (Lighthouse, docs/performance.md).
 */
export const PAGE_MODULES: readonly { pattern: RegExp; modules: readonly string[] }[] = [
  { pattern: /^\/ads\/\d+$/, modules: ['src/features/land-ads/routes/land-ad.tsx'] },
  { pattern: /^\/business\/\d+$/, modules: ['src/features/business-ads/routes/business-ad.tsx'] },
];

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The app build's manifest (Vite's `.vite/manifest.json`), read again when the file changes (a
 * new build of the app under a running server); none, no module hints.
 */
export function manifestReader(appDir: string): () => Manifest | null {
  const file = path.join(appDir, '.vite', 'manifest.json');
  let read: { mtimeMs: number; manifest: Manifest | null } | null = null;
  return () => {
    const mtimeMs = existsSync(file) ? statSync(file).mtimeMs : -1;
    if (read?.mtimeMs !== mtimeMs) {
      let manifest: Manifest | null = null;
      try {
        if (mtimeMs >= 0) manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
      } catch {
        manifest = null;
      }
      read = { mtimeMs, manifest };
    }
    return read.manifest;
  };
}

/** The script files of `keys` and of everything they import, each once. */
function closure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

/**
 * The script files the page at `pathname` runs besides those the page already names (the entry's
 * own imports), for <link rel="modulepreload">.
 */
export function pageModules(manifest: Manifest, pathname: string): string[] {
  const page = PAGE_MODULES.find(({ pattern }) => pattern.test(pathname));
  if (!page) return [];
  const named = closure(manifest, ['index.html']);
  return [...closure(manifest, page.modules)].filter((file) => !named.has(file));
}

/** The modules as <link rel="modulepreload"> elements, as Vite writes them into the page. */
export const modulePreloadLinks = (files: readonly string[]): string =>
  files
    .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`)
    .join('');
