import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import type { Config } from './config';
import type { DatabaseHandle } from './db/connect';
import errors, { clientErrorHandler, frameworkErrors } from './plugins/external/errors';
import database from './plugins/external/database';
import multipart from './plugins/external/multipart';
import securityHeaders from './plugins/external/helmet';
import rateLimits from './plugins/app/rate-limits';
import compression from './plugins/external/compression';
import contract from './plugins/external/contract';
import inputHygiene from './plugins/external/input-hygiene';
import appPages from './plugins/external/app-pages';
import auth from './plugins/app/auth';
import language from './plugins/app/language';
import services from './plugins/app/services';
import readYourWrites from './plugins/app/read-your-writes';
import unreadCounts from './plugins/app/unread-counts';
import messageEvents from './plugins/app/message-events';
import metrics from './plugins/external/metrics';
import { requestIdOf, REQUEST_ID_HEADER } from './http/request-id';
import { createHandlers } from './routes/api';
import { bodyValidatorsWithoutCoercion } from './http/validators';
import type { TestClock } from 'pg-boss';
import { loadJwtSecret } from './services/secrets';
import { loggerOptions } from './logging';
import { pageApiClient } from './http/page-api';
import { viewerFromCookie } from './http/page-viewer';
import { setLanguageOfUser } from './services/language';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Fastify logger options; tests pass false. */
  logger?: FastifyServerOptions['logger'];
  /** The clock; tests move it. */
  now?: () => Date;
  /** pg-boss's clock, which tests move with `now` (services/job-queue.ts). */
  jobClock?: TestClock;
  /** The heartbeat period of the message event streams; tests shorten it. */
  eventHeartbeatMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the process is in its life: draining once asked to stop (readiness then answers 503). */
    lifecycle: { draining: boolean };
  }
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // DESIGN: unknown fields are rejected, never silently dropped; strict off for OpenAPI keywords.
    ajv: { customOptions: { strict: false, removeAdditional: false, coerceTypes: 'array' } },
    // ...but JSON bodies are compiled without coercion (http/validators.ts).
    schemaController: bodyValidatorsWithoutCoercion(),
    forceCloseConnections: 'idle',
    // Rendering from the app's sources starts Vite first, which takes longer than a plugin may.
    ...(config.appSource ? { pluginTimeout: 120_000 } : {}),
    return503OnClosing: true,
    // DESIGN: every request's log lines carry its id: the balancer's X-Request-Id when it sends a
    // well-formed one (so its logs and these match), else a new UUID; the answer names it too.
    genReqId: requestIdOf,
    // DESIGN: errors the router or Node's HTTP parser answer themselves are { message } in Serbian.
    frameworkErrors,
    clientErrorHandler,
  });

  // DESIGN: graceful shutdown. Once the server is closing, every answer ends its connection, so a
  // keep-alive client (a browser) cannot hold the process open until its idle timeout runs out.
  let closing = false;
  app.decorate('lifecycle', { draining: false });
  app.addHook('preClose', async () => {
    closing = true;
    app.lifecycle.draining = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  await app.register(errors);
  await app.register(securityHeaders, { hstsMaxAge: config.hstsMaxAge });
  await app.register(compression);
  await app.register(database, { handle: options.database });
  await app.register(multipart);
  await app.register(cookie);
  await app.register(language, { secureCookie: /^https:/i.test(config.appUrl) });
  await app.register(auth, {
    secret: loadJwtSecret(config.jwtSecret, config.dataDir),
    // DESIGN "Rendering and the session": the session cookie is Secure exactly behind https.
    secureCookie: /^https:/i.test(config.appUrl),
  });
  // After auth: a write's author is known when its answer is sent.
  await app.register(readYourWrites, { secureCookie: /^https:/i.test(config.appUrl) });
  await app.register(services, {
    config,
    now: options.now ?? (() => new Date()),
    jobClock: options.jobClock,
  });
  await app.register(rateLimits);
  await app.register(unreadCounts, { handle: options.database });
  await app.register(messageEvents, {
    handle: options.database,
    heartbeatMs: options.eventHeartbeatMs,
  });
  // Before the routes: the request metrics are kept for the routes registered after them.
  await app.register(metrics, { token: config.metricsToken, handle: options.database });
  await app.register(inputHygiene);
  await app.register(contract, { handlers: createHandlers(app) });
  if (config.appDir || config.appSource) {
    await app.register(appPages, {
      root: config.appDir,
      source: config.appSource,
      // A page is rendered for the user of its session cookie, asking the API as that user.
      async context(request, reply, nonce) {
        const session = await viewerFromCookie(app, request, reply);
        // A signed-in user's choice of language (?lang=, see plugins/app/language.ts) is kept on
        // the account too: the emails follow it.
        if (session && request.languageNamed) {
          await setLanguageOfUser(app.db, session.viewer.id, request.language);
        }
        return {
          api: pageApiClient(app, session?.token ?? null, request.language),
          viewer: session?.viewer ?? null,
          nonce,
        };
      },
    });
  }

  return app;
}
