import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { contentSecurityPolicy } from './security-headers';

export interface StaticAppOptions {
  root: string;
  /**
   * Elements for the head of the page at `pathname` (preload hints, services/page-hints.ts), or ''
   * when it has none. Best effort: a failure or a slow answer sends the page without them.
   */
  headHints?: (pathname: string, query: string, cookie: string | undefined) => Promise<string>;
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

    async function hintsFor(pathname: string, query: string, cookie: string | undefined) {
      if (!options.headHints) return '';
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<string>((resolve) => {
        timer = setTimeout(() => resolve(''), HINTS_WAIT_MS);
      });
      try {
        return await Promise.race([options.headHints(pathname, query, cookie), late]);
      } catch (error) {
        app.log.debug({ err: error }, 'page hints failed; the page is sent without them');
        return '';
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
      const hints = await hintsFor(url, query, request.headers.cookie);
      const { page, policy } = currentPage();
      const headEnd = page.indexOf('</head>');
      return reply
        .type('text/html; charset=utf-8')
        .header('Content-Security-Policy', policy)
        .send(headEnd < 0 ? page : `${page.slice(0, headEnd)}${hints}${page.slice(headEnd)}`);
    });
  },
  { name: 'static-app' },
);
