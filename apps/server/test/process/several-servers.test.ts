import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import { simpleParser } from 'mailparser';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type DatabaseHandle } from '../../src/db/connect';
import { users } from '../../src/db/schema';
import { EMAIL_QUEUE } from '../../src/services/auth-email-jobs';
import { createJobQueue } from '../../src/services/job-queue';
import { startBalancer, SERVED_BY, type Balancer } from '../helpers/balancer';
import { openEventStream, type OpenStream } from '../helpers/event-stream';
import { makeImage } from '../helpers/images';
import { Cleanups, onPostgres } from './environment';
import { adForm, call, expectStatus, jsonInit, signUp } from './kill-loop';
import type { ServerProcess } from '../helpers/server-process';

// Two server processes on one PostgreSQL and one bucket, behind a round-robin balancer, behave as
// one server: sessions, images, live messages, rate limits, jobs and alerts do not depend on which
// process a request reaches. Several processes need PostgreSQL: the embedded database is one
// process's.
const BUCKET = 'marketplace-images';
const AUTH_LIMIT = 40;
const cleanups = new Cleanups();
let s3: S3rver;
let s3Dir: string;
let database: DatabaseHandle;
let servers: ServerProcess[];
let dataDirs: string[];
let balancer: Balancer;
let owner: { id: number; authorization: string };
let investor: { id: number; authorization: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A request through the balancer, with the index of the process that answered it. */
async function through(
  pathname: string,
  init: RequestInit = {},
): Promise<{ status: number; body: unknown; servedBy: number; raw: Buffer }> {
  const response = await fetch(balancer.url + pathname, init);
  const raw = Buffer.from(await response.arrayBuffer());
  const text = raw.toString('utf8');
  const json = response.headers.get('content-type')?.includes('json');
  return {
    status: response.status,
    body: json && text ? (JSON.parse(text) as unknown) : null,
    servedBy: Number(response.headers.get(SERVED_BY)),
    raw,
  };
}

/** Every email in the servers' outboxes, parsed. */
async function outbox(): Promise<Array<{ to: string; subject: string; text: string }>> {
  const files = dataDirs.flatMap((dir) => {
    const outboxDir = path.join(dir, 'outbox');
    try {
      return readdirSync(outboxDir).map((file) => path.join(outboxDir, file));
    } catch {
      return [];
    }
  });
  return Promise.all(
    files.map(async (file) => {
      const mail = await simpleParser(readFileSync(file));
      const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
      return {
        to: (to?.value[0]?.address ?? '').toLowerCase(),
        subject: mail.subject ?? '',
        text: mail.text ?? '',
      };
    }),
  );
}

/** Polls `condition` every 50 ms until it holds or `timeoutMs` passes. */
async function eventually(condition: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await sleep(50);
  }
  return condition();
}

describe.runIf(onPostgres)('two server processes behind a balancer', () => {
  beforeAll(async () => {
    s3Dir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-s3-'));
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    const address = (await s3.run()) as AddressInfo;
    const first = await cleanups.environment();
    const second = await cleanups.environment();
    dataDirs = [first.dataDir, second.dataDir];
    const shared = {
      DATABASE_URL: first.env.DATABASE_URL!,
      S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      AUTH_RATE_LIMIT: String(AUTH_LIMIT),
      ALERT_DELAY_S: '1',
      SHUTDOWN_DRAIN_MS: '1500',
    };
    servers = await Promise.all(
      dataDirs.map((dir) => cleanups.server({ ...shared, DATA_DIR: dir })),
    );
    balancer = await startBalancer(servers.map((server) => server.baseUrl));
    database = await openPostgres(shared.DATABASE_URL, 2);
    owner = await signUp(balancer.url, dataDirs, 'land_owner', 'vlasnik');
    investor = await signUp(balancer.url, dataDirs, 'investor', 'investitor');
  }, 120_000);

  afterAll(async () => {
    await balancer?.close();
    await database?.close();
    await cleanups.run();
    await s3?.close();
    rmSync(s3Dir, { recursive: true, force: true });
  });

  it('sends requests to both processes in turn', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => through('/api/health/ready')),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.servedBy))).toEqual(new Set([0, 1]));
  });

  it('takes a session made on one process on the other', async () => {
    const login = await through(
      '/api/auth/login',
      jsonInit({ email: 'investitor@example.test', password: 'sigurna-lozinka-7' }),
    );
    expect(login.status).toBe(200);
    const authorization = `Bearer ${String((login.body as { token: string }).token)}`;
    const me = await Promise.all(
      [0, 1].map(() => through('/api/auth/me', { headers: { authorization } })),
    );
    expect(me.map((answer) => answer.status)).toEqual([200, 200]);
    expect(new Set([login.servedBy, ...me.map((answer) => answer.servedBy)])).toEqual(
      new Set([0, 1]),
    );
    expect(me.map((answer) => (answer.body as { id: number }).id)).toEqual([
      investor.id,
      investor.id,
    ]);
  });

  it('serves an image uploaded through one process from the other', async () => {
    const form = adForm('Parcela sa slikom');
    const bytes = await makeImage('jpeg', 900, 600);
    form.append('images', new Blob([bytes], { type: 'image/jpeg' }), 'slika.jpg');
    const posted = await through('/api/ads', {
      method: 'POST',
      headers: { authorization: owner.authorization },
      body: form,
    });
    expect(posted.status).toBe(201);
    const image = (posted.body as { images: Array<{ filename: string }> }).images[0]!;
    const served = await Promise.all(
      [0, 1].map(() => through(`/api/ads/uploads/${image.filename}`)),
    );
    expect(served.map((answer) => answer.status)).toEqual([200, 200]);
    expect(new Set(served.map((answer) => answer.servedBy))).toEqual(new Set([0, 1]));
    expect(served[0]!.raw.equals(served[1]!.raw)).toBe(true);
    expect(served[0]!.raw.length).toBeGreaterThan(1000);
  });

  it('delivers a message sent through one process to a stream held by the other within 2 s', async () => {
    const ad = expectStatus(
      await call(balancer.url, '/api/ads', {
        method: 'POST',
        headers: { authorization: owner.authorization },
        body: adForm('Parcela za razgovor'),
      }),
      201,
      'ad',
    );
    const streams: OpenStream[] = [];
    for (let i = 0; i < 2; i++) {
      streams.push(await openEventStream(balancer.url, { authorization: owner.authorization }));
    }
    try {
      const holders = streams.map((stream) => Number(stream.response.headers.get(SERVED_BY)));
      expect(new Set(holders)).toEqual(new Set([0, 1]));
      const sent = Date.now();
      const started = await through(
        '/api/messages/conversations',
        jsonInit(
          { adId: ad.id, receiverId: owner.id, message: 'Dobar dan!' },
          investor.authorization,
        ),
      );
      expect(started.status).toBe(201);
      const arrived = await Promise.all(
        streams.map((stream) =>
          stream.next(
            (event) =>
              event.event === 'message' &&
              (event.data as { message: { content: string } }).message.content === 'Dobar dan!',
            0,
            2_000,
          ),
        ),
      );
      expect(arrived).toHaveLength(2);
      expect(Date.now() - sent).toBeLessThan(2_000);
    } finally {
      for (const stream of streams) stream.abort();
    }
  });

  it('runs each of 1,000 queued jobs exactly once, whichever process takes it', async () => {
    const passwordHash = await hash('lozinka-123');
    const rows = await database.db
      .insert(users)
      .values(
        Array.from({ length: 1000 }, (_, i) => ({
          email: `posao.${i}@example.test`,
          fullName: `Korisnik ${i}`,
          userType: 'investor' as const,
          passwordHash,
        })),
      )
      .returning({ id: users.id, email: users.email });
    const queue = createJobQueue({
      db: database.db,
      now: () => new Date(),
      log: { warn: () => {}, error: () => {} },
      queues: { [EMAIL_QUEUE]: {} },
    });
    await queue.start();
    try {
      const at = new Date().toISOString();
      await Promise.all(
        rows.map((row) => queue.enqueue(EMAIL_QUEUE, { type: 'verify-email', userId: row.id, at })),
      );
    } finally {
      await queue.stop();
    }
    const recipients = async () =>
      (await outbox()).map((mail) => mail.to).filter((to) => to.startsWith('posao.'));
    expect(await eventually(async () => (await recipients()).length >= 1000, 90_000)).toBe(true);
    // Time for a second run of any job to show.
    await sleep(2_000);
    const sent = await recipients();
    expect(sent).toHaveLength(1000);
    expect(new Set(sent).size).toBe(1000);
    // Both processes took part: each wrote some of them into its own outbox.
    for (const dir of dataDirs) {
      expect(readdirSync(path.join(dir, 'outbox')).length).toBeGreaterThan(0);
    }
  }, 150_000);

  it('sends a saved search’s instant alert once', async () => {
    const saved = await through(
      '/api/saved-searches',
      jsonInit(
        {
          kind: 'land',
          params: { country_id: 1, price_max: 50_000, land_type: ['agricultural'] },
          frequency: 'instant',
        },
        investor.authorization,
      ),
    );
    expect(saved.status).toBe(201);
    const posted = await through('/api/ads', {
      method: 'POST',
      headers: { authorization: owner.authorization },
      body: adForm('Njiva za upozorenje'),
    });
    expect(posted.status).toBe(201);
    const alerts = async () =>
      (await outbox()).filter(
        (mail) =>
          mail.to === 'investitor@example.test' && mail.text.includes('Njiva za upozorenje'),
      );
    expect(await eventually(async () => (await alerts()).length > 0, 20_000)).toBe(true);
    // Both processes poll the alert queue: a second copy would come within a few polls.
    await sleep(5_000);
    expect(await alerts()).toHaveLength(1);
  }, 60_000);

  it('counts the rate limit once for both processes', async () => {
    // The window is a fixed minute: start early in one, so the burst falls inside it.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 45_000) await sleep(60_000 - intoMinute + 200);
    const attempts = await Promise.all(
      Array.from({ length: AUTH_LIMIT + 20 }, () =>
        through(
          '/api/auth/login',
          jsonInit({ email: 'niko@example.test', password: 'pogresna-lozinka' }),
        ),
      ),
    );
    const refused = attempts.filter((attempt) => attempt.status === 429);
    // Each process saw about 30: counted apart, none would be refused.
    expect(attempts.filter((attempt) => attempt.status === 401).length).toBeLessThanOrEqual(
      AUTH_LIMIT,
    );
    expect(refused.length).toBeGreaterThanOrEqual(20);
    // Both processes answered the burst. Which of them refuses depends on which one reached the
    // limit first; the shared count is shown by the admitted attempts above.
    expect(new Set(attempts.map((attempt) => attempt.servedBy))).toEqual(new Set([0, 1]));
  }, 90_000);

  it('on SIGTERM to one, leaves the rotation at once, finishes what it holds, and loses no write; its streams reconnect to the other', async () => {
    const ad = expectStatus(
      await call(balancer.url, '/api/ads', {
        method: 'POST',
        headers: { authorization: owner.authorization },
        body: adForm('Parcela za gašenje'),
      }),
      201,
      'ad',
    );
    const conversation = expectStatus(
      await call(
        balancer.url,
        '/api/messages/conversations',
        jsonInit(
          { adId: ad.id, receiverId: owner.id, message: 'Počinjemo' },
          investor.authorization,
        ),
      ),
      201,
      'conversation',
    );
    const conversationId = conversation.id as number;

    // The owner's streams, on both processes; one that ends reconnects through the balancer with
    // the id of the last event it had, as a browser's EventSource does.
    const received = new Set<number>();
    let stopping = false;
    const reconnected: number[] = [];
    const follow = async (first: boolean) => {
      let lastId: string | undefined;
      while (!stopping) {
        const headers: Record<string, string> = { authorization: owner.authorization };
        if (lastId) headers['last-event-id'] = lastId;
        const stream = await openEventStream(balancer.url, headers);
        const holder = Number(stream.response.headers.get(SERVED_BY));
        if (!first) reconnected.push(holder);
        first = false;
        let seen = 0;
        const collect = setInterval(() => {
          for (const event of stream.events.slice(seen)) {
            if (event.event !== 'message') continue;
            lastId = event.id;
            received.add((event.data as { message: { id: number } }).message.id);
          }
          seen = stream.events.length;
          if (stopping) stream.abort();
        }, 20);
        await stream.ended;
        clearInterval(collect);
        for (const event of stream.events.slice(seen)) {
          if (event.event !== 'message') continue;
          lastId = event.id;
          received.add((event.data as { message: { id: number } }).message.id);
        }
        if (!stopping) await sleep(100);
      }
    };
    const followers = [follow(true), follow(true)];
    await sleep(300);

    const acknowledged: number[] = [];
    const failures: string[] = [];
    let writing = true;
    const write = async (writer: number) => {
      for (let i = 0; writing; i++) {
        const answer = await through(
          `/api/messages/conversations/${conversationId}/messages`,
          jsonInit({ content: `Poruka ${writer}-${i}` }, investor.authorization),
        ).catch((error: unknown) => ({ status: 0, body: String(error), servedBy: -1 }));
        if (answer.status === 201) acknowledged.push((answer.body as { id: number }).id);
        else
          failures.push(`${answer.status} from ${answer.servedBy}: ${JSON.stringify(answer.body)}`);
      }
    };
    const writers = [write(1), write(2), write(3)];
    await sleep(1_000);

    const stopped = servers[0]!;
    stopped.child.kill('SIGTERM');
    await sleep(100);
    // Readiness says so at once; the balancer takes the process out on its next check.
    expect((await fetch(`${stopped.baseUrl}/api/health/ready`)).status).toBe(503);
    expect(await stopped.exited).toBe(0);
    await sleep(1_000);
    writing = false;
    await Promise.all(writers);

    expect(failures).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(10);
    expect(balancer.inRotation(0)).toBe(false);
    // The streams held by the stopped process came back on the other one.
    expect(reconnected.length).toBeGreaterThan(0);
    expect(new Set(reconnected)).toEqual(new Set([1]));

    // Every acknowledged message is stored, and reached the owner's streams.
    const thread = expectStatus(
      await call(balancer.url, `/api/messages/conversations/${conversationId}`, {
        headers: { authorization: owner.authorization },
      }),
      200,
      'messages',
    ) as unknown as Array<{ id: number }>;
    const stored = new Set(thread.map((message) => message.id));
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    expect(await eventually(async () => acknowledged.every((id) => received.has(id)), 3_000)).toBe(
      true,
    );
    stopping = true;
    await Promise.all(followers);
  }, 120_000);
});
