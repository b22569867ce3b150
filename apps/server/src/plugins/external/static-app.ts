import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built marketplace at / with history fallback: any GET that is not an API or image
 * path and not a file answers index.html, so deep links like /ads/12 work on reload.
 */
export default fp(
  async function staticApp(app: FastifyInstance, options: { root: string }) {
    const index = path.join(options.root, 'index.html');
    if (!existsSync(index)) {
      app.log.warn(
        { root: options.root },
        'the marketplace app is not built; serving the API only',
      );
      return;
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
      const url = request.url.split('?')[0] ?? '/';
      if (url.startsWith('/api/') || url.startsWith('/uploads/')) {
        return reply.callNotFound();
      }
      const candidate = path.join(options.root, path.normalize(url));
      if (candidate.startsWith(options.root) && path.extname(url) && existsSync(candidate)) {
        return reply.sendFile(path.relative(options.root, candidate));
      }
      if (path.extname(url)) return reply.callNotFound();
      // The page names the current asset hashes: browsers must revalidate it.
      return reply
        .header('Cache-Control', 'no-cache')
        .sendFile('index.html', { cacheControl: false });
    });
  },
  { name: 'static-app' },
);
