import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { contentSecurityPolicy } from './security-headers';

/** What the server adds to the app's page at one address (services/page-hints.ts). */
export interface PageAdditions {
  /** Elements for the end of the head: preload hints. */
  head: string;
  /** Markup for the page's boot screen, at its `<!--boot-screen-->` mark: a main photo. */
  boot: string;
}

const NO_ADDITIONS: PageAdditions = { head: '', boot: '' };

/** Where index.html's boot markup takes what the server adds to it. */
const BOOT_SCREEN_MARK = '<!--boot-screen-->';

export interface StaticAppOptions {
  root: string;
  /**
   * What the page at `pathname` gets besides the built page, or nothing. Best effort: a failure
   * or a slow answer sends the page without it.
   */
  additions?: (
    pathname: string,
    query: string,
    cookie: string | undefined,
  ) => Promise<PageAdditions>;
}

/**
 * The CSP hashes (`sha256-…`) of the page's inline scripts, the ones without attributes: the app
 * inlines one at build (apps/marketplace vite.config.ts). Hashed over the exact text between the
 * tags, as browsers do.
 */
export function inlineScriptHashes(page: string): string[] {
  return [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, code = '']) => `sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}`,
  );
}

/** The longest a page waits for its hints before it is sent without them. */
const HINTS_WAIT_MS = 150;

/**
 * Serves the built marketplace at / with history fallback: any GET that is not an API or image
 * path and not a file answers index.html, so deep links like /ads/12 work on reload.
 */
export default fp(
  async function staticApp(app: FastifyInstance, options: StaticAppOptions) {
    const index = path.join(options.root, 'index.html');
    if (!existsSync(index)) {
      app.log.warn(
        { root: options.root },
        'the marketplace app is not built; serving the API only',
      );
      return;
    }
    // The page as built, read again when the file changes (a new build under a running server),
    // with the policy that allows its own inline scripts and no other.
    let built = { mtimeMs: -1, page: '', policy: '' };
    const currentPage = () => {
      const { mtimeMs } = statSync(index);
      if (mtimeMs !== built.mtimeMs) {
        const page = readFileSync(index, 'utf8');
        built = { mtimeMs, page, policy: contentSecurityPolicy(inlineScriptHashes(page)) };
      }
      return built;
    };

    async function additionsFor(pathname: string, query: string, cookie: string | undefined) {
      if (!options.additions) return NO_ADDITIONS;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<PageAdditions>((resolve) => {
        timer = setTimeout(() => resolve(NO_ADDITIONS), HINTS_WAIT_MS);
      });
      try {
        return await Promise.race([options.additions(pathname, query, cookie), late]);
      } catch (error) {
        app.log.debug({ err: error }, 'page hints failed; the page is sent without them');
        return NO_ADDITIONS;
      } finally {
        clearTimeout(timer);
      }
    }

    await app.register(fastifyStatic, {
      root: options.root,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        // Vite puts content hashes in asset names: they never change.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('Cache-Control', 'public, max-age=31536000, immutable');
        }
      },
    });
    app.get('/*', async (request, reply) => {
      const [url = '/', query = ''] = request.url.split('?');
      if (url.startsWith('/api/') || url.startsWith('/uploads/')) {
        return reply.callNotFound();
      }
      const candidate = path.join(options.root, path.normalize(url));
      if (candidate.startsWith(options.root) && path.extname(url) && existsSync(candidate)) {
        return reply.sendFile(path.relative(options.root, candidate));
      }
      if (path.extname(url)) return reply.callNotFound();
      // The page names the current asset hashes: browsers must revalidate it.
      // The hints name the page's data for a signed-in browser: the answer differs by cookie too.
      void reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie');
      const { head, boot } = await additionsFor(url, query, request.headers.cookie);
      const { page, policy } = currentPage();
      // Functions, so that `$` in what is added is never read as a replacement pattern.
      const sent = page
        .replace('</head>', () => `${head}</head>`)
        .replace(BOOT_SCREEN_MARK, () => boot);
      return reply
        .type('text/html; charset=utf-8')
        .header('Content-Security-Policy', policy)
        .send(sent);
    });
  },
  { name: 'static-app' },
);
