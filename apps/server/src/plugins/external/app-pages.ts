import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { AppLoadContext, createRequestHandler, ServerBuild } from 'react-router';
import { pageHelmet, scriptNonce } from './helmet';

export interface AppPagesOptions {
  /** The app's build: `client/` (the browser's files) and `server/index.js` (the render). */
  root?: string;
  /**
   * Or the app's sources (`npm run dev`): Vite serves the browser's modules with hot reload and
   * loads the render from the sources on every request.
   */
  source?: string;
  /**
   * What a page's render gets from the server for this request (the app's page context): the
   * API as the request's viewer, who that is, and the nonce of the page's scripts.
   */
  context: (request: FastifyRequest, reply: FastifyReply, nonce: string) => Promise<AppLoadContext>;
}

/** The request as the web platform's `Request`, cancelled when the browser goes away. */
function webRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const controller = new AbortController();
  reply.raw.once('close', () => controller.abort());
  return new Request(url, { method: request.method, headers, signal: controller.signal });
}

/** Sends a web `Response` through Fastify: status, headers (each cookie apart), streamed body. */
function send(reply: FastifyReply, response: Response): FastifyReply {
  void reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') void reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) void reply.header('set-cookie', cookies);
  // Node's `Readable.fromWeb` takes the DOM stream type of lib.dom, which differs in name only.
  return reply.send(response.body ? Readable.fromWeb(response.body as never) : null);
}

type RequestHandler = ReturnType<typeof createRequestHandler>;

/** The build's own request handler (its entry exports it): one copy of React Router renders. */
function handlerOf(build: ServerBuild, mode: string): RequestHandler {
  const entry = build.entry.module as unknown as {
    createRequestHandler?: typeof createRequestHandler;
  };
  if (!entry.createRequestHandler) throw new Error('the app build exports no request handler');
  return entry.createRequestHandler(build, mode);
}

/** Pages from the app's build, and the build's files for the browser. */
async function fromBuild(app: FastifyInstance, root: string): Promise<RequestHandler | undefined> {
  const serverEntry = path.join(root, 'server', 'index.js');
  if (!existsSync(serverEntry)) {
    app.log.warn({ root }, 'the marketplace app is not built; serving the API only');
    return undefined;
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  await app.register(fastifyStatic, {
    root: path.join(root, 'client'),
    wildcard: false,
    index: false,
    // The build wrote a brotli and a gzip copy beside each file (vite.config.ts): they go out as
    // they are, and the compression plugin leaves an answer that has its encoding alone.
    preCompressed: true,
    setHeaders(reply, filePath) {
      // The build puts content hashes in asset names: they never change.
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      }
    },
  });
  return handlerOf(build, process.env.NODE_ENV ?? 'production');
}

/**
 * Pages from the app's sources, for development: Vite (in this process, as middleware) serves the
 * browser's modules with hot reload, and every page is rendered from the current sources.
 */
async function fromSources(app: FastifyInstance, source: string): Promise<RequestHandler> {
  const [{ createServer }, { default: middie }] = await Promise.all([
    import('vite'),
    import('@fastify/middie'),
  ]);
  const vite = await createServer({
    root: source,
    configFile: path.join(source, 'vite.config.ts'),
    // Hot reload over the server's own port, so the page's policy (`connect-src 'self'`) holds.
    server: { middlewareMode: true, hmr: { server: app.server } },
    appType: 'custom',
  });
  app.addHook('onClose', () => vite.close());
  await app.register(middie);
  app.use(vite.middlewares);
  return async (request, context) => {
    const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
    return handlerOf(build, 'development')(request, context);
  };
}

/**
 * The marketplace's pages, rendered by the app's own server build through React Router's request
 * handler, and the browser's files of that build. Every page answer carries a fresh nonce, and
 * its Content-Security-Policy allows the scripts with that nonce and no other inline script.
 */
export default fp(
  async function appPages(app: FastifyInstance, options: AppPagesOptions) {
    const found = options.source
      ? await fromSources(app, options.source)
      : options.root
        ? await fromBuild(app, options.root)
        : undefined;
    if (!found) return;
    const handle = found;
    const clientRoot = options.root ? path.join(options.root, 'client') : undefined;

    async function page(request: FastifyRequest, reply: FastifyReply) {
      const [url = '/'] = request.url.split('?');
      if (url.startsWith('/api/') || url.startsWith('/uploads/')) return reply.callNotFound();
      const extension = path.extname(url);
      // A route's data for a navigation in the browser ends in `.data`; other names are files.
      if (extension && extension !== '.data') {
        if (!clientRoot) return reply.callNotFound();
        const candidate = path.join(clientRoot, path.normalize(url));
        if (candidate.startsWith(clientRoot + path.sep) && existsSync(candidate)) {
          return reply.sendFile(path.relative(clientRoot, candidate));
        }
        return reply.callNotFound();
      }
      const nonce = scriptNonce(reply.raw);
      const context = await options.context(request, reply, nonce);
      const response = await handle(webRequest(request, reply), context);
      // A page is rendered for its viewer (the session cookie): no shared cache keeps it.
      void reply.header('Cache-Control', 'private, no-cache').header('Vary', 'Cookie');
      return send(reply, response);
    }
    app.get('/*', { helmet: pageHelmet }, page);
  },
  { name: 'app-pages' },
);
