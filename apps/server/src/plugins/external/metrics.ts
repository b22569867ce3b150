import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyMetrics from 'fastify-metrics';
import type { DatabaseHandle } from '../../db/connect';
import { HttpError } from '../../http/errors';
import { serverTexts } from '@marketplace/domain';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** The request's bearer token is `token`, compared in constant time. */
function bearerIs(request: FastifyRequest, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/**
 * GET /metrics in Prometheus' text format, for the operator's monitoring: `fastify-metrics` (on
 * `prom-client`) for the requests by route, method and status with their latency histogram and
 * Node's own figures (event-loop delay, memory, handles), and this server's gauges: the database
 * connections, the job queue's jobs by state and its failures, the open event streams. Answered
 * only with `Authorization: Bearer $METRICS_TOKEN`; without METRICS_TOKEN there is no such route.
 * One app per process owns the process's registry (a new app clears it: the tests build many).
 */
export default fp(
  async function metrics(
    app: FastifyInstance,
    options: { token: string | undefined; handle: DatabaseHandle },
  ) {
    const { token } = options;
    await app.register(fastifyMetrics, {
      clearRegisterOnInit: true,
      endpoint: token
        ? {
            url: '/metrics',
            method: 'GET',
            logLevel: 'warn',
            exposeHeadRoute: false,
            config: { disableMetrics: true },
            handler: () => undefined,
            async onRequest(request) {
              if (!bearerIs(request, token)) {
                throw new HttpError(401, serverTexts.api.unauthorized, {
                  'www-authenticate': 'Bearer',
                });
              }
            },
          }
        : null,
      routeMetrics: { enabled: { histogram: true, summary: false } },
    });
    const { client } = app.metrics;

    new client.Gauge({
      name: 'marketplace_database_connections',
      help: 'Database connections of this process: open, idle, and requests waiting for one',
      labelNames: ['state'],
      collect() {
        const { total, idle, waiting } = options.handle.connections();
        this.set({ state: 'open' }, total);
        this.set({ state: 'idle' }, idle);
        this.set({ state: 'waiting' }, waiting);
      },
    });
    new client.Gauge({
      name: 'marketplace_event_streams_open',
      help: 'Live message event streams this process holds',
      collect() {
        this.set(app.messageEvents.size);
      },
    });
    new client.Gauge({
      name: 'marketplace_jobs',
      help: 'Jobs in the queue by queue and state (created and retry: waiting; failed: failed for good, kept 30 days)',
      labelNames: ['queue', 'state'],
      async collect() {
        this.reset();
        for (const { queue, state, count } of await app.jobs.counts()) {
          this.set({ queue, state }, count);
        }
      },
    });
    new client.Gauge({
      name: 'marketplace_job_failures',
      help: 'Failed job runs in this process since it started (final: no retry left)',
      labelNames: ['queue', 'final'],
      collect() {
        for (const [queue, failed] of app.jobs.failures) {
          this.set({ queue, final: 'false' }, failed.retried);
          this.set({ queue, final: 'true' }, failed.final);
        }
      },
    });
  },
  { name: 'metrics', dependencies: ['services', 'message-events'] },
);
