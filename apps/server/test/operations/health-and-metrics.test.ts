import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { loggerOptions } from '../../src/logging';
import { createTestApp, type TestContext } from '../helpers/app';

const TOKEN = 'metrics-token-of-the-operator';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ METRICS_TOKEN: TOKEN });
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('GET /api/health/live and /api/health/ready', () => {
  it('both answer ok while the database and the storage are there', async () => {
    for (const url of ['/api/health/live', '/api/health/ready']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
    }
  });

  it('ready is 503 while the process drains, live stays 200', async () => {
    ctx.app.lifecycle.draining = true;
    try {
      const ready = await get('/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toBe('5');
      expect(ready.json()).toEqual({
        message: 'Servis je privremeno nedostupan. Pokušajte ponovo za nekoliko sekundi.',
      });
      expect((await get('/api/health/live')).statusCode).toBe(200);
      // Everything else is still served while a balancer notices.
      expect((await get('/api/ads/search')).statusCode).toBe(200);
    } finally {
      ctx.app.lifecycle.draining = false;
    }
  });

  it('ready is 503 when the image storage cannot be written', async () => {
    const uploads = path.join(ctx.dataDir, 'uploads');
    rmSync(uploads, { recursive: true, force: true });
    // A file where the images' directory should be: nothing can be stored.
    writeFileSync(uploads, 'not a directory');
    try {
      const ready = await get('/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toBe('5');
      expect((await get('/api/health/live')).statusCode).toBe(200);
    } finally {
      rmSync(uploads, { force: true });
    }
    expect((await get('/api/health/ready')).statusCode).toBe(200);
  });
});

describe('GET /metrics', () => {
  it('is answered only with the operator token', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong' },
      { authorization: TOKEN },
    ];
    for (const headers of attempts) {
      const response = await get('/metrics', headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
      expect(response.body).not.toContain('http_request_duration_seconds');
    }
  });

  it('counts requests by route and status, with the database, the jobs and the streams', async () => {
    await get('/api/health/live');
    await get('/api/ads/999999');
    const response = await get('/metrics', { authorization: `Bearer ${TOKEN}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const text = response.body;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/health\/live",status_code="200"\} [1-9]/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/ads\/:id",status_code="404"\} 1\b/,
    );
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0.1",/);
    expect(text).toMatch(/marketplace_database_connections\{state="open"\} [1-9]/);
    expect(text).toMatch(/marketplace_event_streams_open 0\b/);
    expect(text).toMatch(/# TYPE marketplace_jobs gauge/);
    expect(text).toMatch(/nodejs_eventloop_lag_p99_seconds \d/);
    // The scrape itself is not counted.
    expect(text).not.toMatch(/route="\/metrics"/);
  });

  it('shows the jobs waiting in each queue', async () => {
    await ctx.app.jobs.enqueue('image-removal', { images: [] }, undefined, {
      runAt: new Date(Date.now() + 3_600_000),
    });
    const text = (await get('/metrics', { authorization: `Bearer ${TOKEN}` })).body;
    expect(text).toMatch(/marketplace_jobs\{queue="image-removal",state="created"\} [1-9]/);
  });

  it('does not exist without METRICS_TOKEN', async () => {
    const other = await createTestApp();
    try {
      const response = await other.app.inject({ method: 'GET', url: '/metrics' });
      expect(response.statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });
});

describe('request ids', () => {
  it("every log line of a request carries its id, the balancer's when it sends one", async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    const logged = await buildApp({
      config: loadConfig({
        ...process.env,
        DATA_DIR: ctx.dataDir,
        SEED_DEMO: '0',
        JWT_SECRET: 'x'.repeat(40),
      }),
      database: ctx.database,
      logger: { ...loggerOptions('info'), stream: sink },
    });
    try {
      await logged.ready();
      lines.length = 0;
      const own = await logged.inject({ method: 'GET', url: '/api/ads/999999' });
      expect(own.headers['x-request-id']).toMatch(UUID);
      const given = await logged.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { 'x-request-id': 'balancer-7f3a9c01' },
      });
      expect(given.headers['x-request-id']).toBe('balancer-7f3a9c01');
      // A malformed one is not taken (nothing a log line could be forged with).
      const forged = await logged.inject({
        method: 'GET',
        url: '/api/health/live',
        headers: { 'x-request-id': 'x\n{"level":60}' },
      });
      expect(forged.headers['x-request-id']).toMatch(UUID);
      const records = lines.map((line) => JSON.parse(line) as { reqId?: string; msg: string });
      expect(records.length).toBeGreaterThanOrEqual(6);
      for (const record of records) expect(record.reqId, JSON.stringify(record)).toBeDefined();
      const ids = new Set(records.map((record) => record.reqId));
      expect(ids).toEqual(
        new Set([own.headers['x-request-id'], 'balancer-7f3a9c01', forged.headers['x-request-id']]),
      );
    } finally {
      await logged.close();
    }
  });
});
