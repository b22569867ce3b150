/**
 * Several servers on one PostgreSQL (npm run bench): on a private PostgreSQL with 5,000 users,
 * 12,500 land ads and 5,000 conversations,
 * 1. one server process against two, with mixed reads and writes at 100 connections (random
 *    searches, ad pages, conversation lists, messages sent), spread evenly over the processes as a
 *    round-robin balancer does: requests per second and p99;
 * 2. event streams: all 5,000 users each hold a stream, alternately on the two processes, while
 *    100 messages a second go between random pairs of them through the API: the time from a
 *    message's creation to its arrival on the recipient's stream, and each process's memory per
 *    stream (resident and heap, from its /metrics, before and after the streams opened).
 * Set SCALE_BENCH_DURATION (seconds, default 30) and SCALE_BENCH_USERS (default 5,000).
 */
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import autocannon from 'autocannon';
import { SignJWT } from 'jose';
import { citiesOf, COUNTRIES, LAND_TYPES } from '@marketplace/domain';
import { openPostgres, type Database } from '../src/db/connect';
import { conversations, landAds, users } from '../src/db/schema';
import { TOKEN_LIFETIME_SECONDS } from '../src/plugins/app/auth';
import {
  randomLandSearch,
  SEARCH_SHAPES,
  seededRandom,
  seedSearchAds,
} from '../test/helpers/search-data';
import { startServer, type ServerProcess } from '../test/helpers/server-process';
// @ts-expect-error -- a plain .mjs helper of the workspace scripts, without types
import { startTestPostgres } from '../../../scripts/lib/postgres.mjs';

const DURATION_S = Number(process.env.SCALE_BENCH_DURATION ?? 30);
const USERS = Number(process.env.SCALE_BENCH_USERS ?? 5_000);
const CONNECTIONS = 100;
const MESSAGES_PER_S = 100;
const CATALOGUE_ADS = 10_000;
const JWT_SECRET = 'scale-bench-secret-long-enough-for-hs256';
const METRICS_TOKEN = 'scale-bench-metrics';
const secret = new TextEncoder().encode(JWT_SECRET);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;

interface Pair {
  conversationId: number;
  investor: number;
  owner: number;
}

interface Seeded {
  tokens: Map<number, string>;
  pairs: Pair[];
  adIds: number[];
}

/** Users in pairs (an investor and a land owner with an ad), two conversations each, and ads. */
async function seed(db: Database): Promise<Seeded> {
  const passwordHash = await hash('scale-lozinka-1');
  const half = USERS / 2;
  const people = Array.from({ length: USERS }, (_, i) => ({
    email: `korisnik.${i}@scale.test`,
    fullName: `Korisnik ${i}`,
    userType: i < half ? ('investor' as const) : ('land_owner' as const),
    passwordHash,
    emailVerifiedAt: new Date(),
  }));
  const ids: Array<{ id: number; tokenVersion: number }> = [];
  for (let i = 0; i < people.length; i += 1_000) {
    ids.push(
      ...(await db
        .insert(users)
        .values(people.slice(i, i + 1_000))
        .returning({ id: users.id, tokenVersion: users.tokenVersion })),
    );
  }
  const investors = ids.slice(0, half);
  const owners = ids.slice(half);
  const ads = await db
    .insert(landAds)
    .values(
      owners.map((owner, i) => {
        const country = COUNTRIES[i % COUNTRIES.length]!;
        const cities = citiesOf(country.id);
        return {
          userId: owner.id,
          title: `Plac ${i + 1} na prodaju`,
          description: 'Ravna parcela uz asfaltni put, struja i voda u blizini, papiri uredni.',
          price: 5_000 + (i % 200) * 750,
          area: 300 + (i % 90) * 40,
          countryId: country.id,
          cityId: cities[i % cities.length]!.id,
          landType: LAND_TYPES[i % LAND_TYPES.length]!,
        };
      }),
    )
    .returning({ id: landAds.id, userId: landAds.userId });
  // Investor i asks owner i and owner i + 1 about their ads.
  const conversationRows = investors.flatMap((investor, i) =>
    [ads[i]!, ads[(i + 1) % ads.length]!].map((ad) => ({
      adId: ad.id,
      investorId: investor.id,
      ownerId: ad.userId,
    })),
  );
  const pairs: Pair[] = [];
  for (let i = 0; i < conversationRows.length; i += 1_000) {
    const inserted = await db
      .insert(conversations)
      .values(conversationRows.slice(i, i + 1_000))
      .returning({
        conversationId: conversations.id,
        investor: conversations.investorId,
        owner: conversations.ownerId,
      });
    pairs.push(...inserted);
  }
  await seedSearchAds(db, { count: CATALOGUE_ADS, userId: owners[0]!.id });
  const tokens = new Map<number, string>();
  for (const user of ids) {
    tokens.set(
      user.id,
      await new SignJWT({ ver: user.tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(user.id))
        .setIssuedAt()
        .setExpirationTime(`${TOKEN_LIFETIME_SECONDS}s`)
        .setJti(randomUUID())
        .sign(secret),
    );
  }
  return { tokens, pairs, adIds: ads.map((ad) => ad.id) };
}

interface LoadFigures {
  requests: number;
  failed: number;
  rps: number;
  p50: number;
  p99: number;
}

/**
 * Mixed reads and writes against the processes, CONNECTIONS spread evenly over them; each
 * connection cycles through a random search, an ad page, a conversation list and a message sent.
 */
async function mixedLoad(bases: string[], data: Seeded, seedNumber: number): Promise<LoadFigures> {
  const random = seededRandom(seedNumber);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const bearer = (userId: number) => `Bearer ${data.tokens.get(userId)!}`;
  let sent = 0;
  const results = await Promise.all(
    bases.map((url) =>
      autocannon({
        url,
        connections: CONNECTIONS / bases.length,
        duration: DURATION_S,
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => ({
              ...request,
              path: `/api/ads/search?${new URLSearchParams(randomLandSearch(random, pick(SEARCH_SHAPES)))}`,
            }),
          },
          {
            method: 'GET',
            setupRequest: (request) => ({ ...request, path: `/api/ads/${pick(data.adIds)}` }),
          },
          {
            method: 'GET',
            setupRequest: (request) => ({
              ...request,
              path: '/api/messages/conversations',
              headers: { authorization: bearer(pick(data.pairs).investor) },
            }),
          },
          {
            method: 'POST',
            setupRequest: (request) => {
              const pair = pick(data.pairs);
              sent += 1;
              return {
                ...request,
                path: `/api/messages/conversations/${pair.conversationId}/messages`,
                headers: {
                  authorization: bearer(random() < 0.5 ? pair.investor : pair.owner),
                  'content-type': 'application/json',
                },
                body: JSON.stringify({ content: `Poruka ${sent}: da li je još dostupno?` }),
              };
            },
          },
        ],
      }),
    ),
  );
  const total = results.reduce((sum, result) => sum + result.requests.total, 0);
  return {
    requests: total,
    failed: results.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0),
    rps: results.reduce((sum, result) => sum + result.requests.average, 0),
    // Each run's percentile, weighted by its requests (the runs are the same mix at the same load).
    p50: results.reduce((sum, r) => sum + r.latency.p50 * r.requests.total, 0) / total,
    p99: Math.max(...results.map((result) => result.latency.p99)),
  };
}

/** A process's resident and heap bytes, from its /metrics. */
async function memoryOf(base: string): Promise<{ rss: number; heap: number }> {
  const text = await (
    await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const value = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]);
  return {
    rss: value('process_resident_memory_bytes'),
    heap: value('nodejs_heap_size_used_bytes'),
  };
}

interface StreamFigures {
  streams: number;
  messages: number;
  arrived: number;
  p50: number;
  p99: number;
  max: number;
  rssPerStream: number;
  heapPerStream: number;
}

/** An event stream held open with plain http: the arrival time of each message event it gets. */
function holdStream(
  base: string,
  token: string,
  onMessage: (id: number, createdAt: number, at: number) => void,
): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}/api/messages/events`, {
      headers: { authorization: `Bearer ${token}` },
      agent: false,
    });
    request.on('response', (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`stream answered ${response.statusCode}`));
        return;
      }
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        const at = Date.now();
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!block.includes('event: message')) continue;
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (!data) continue;
          const event = JSON.parse(data.slice(6)) as {
            message: { id: number; created_at: string };
          };
          onMessage(event.message.id, Date.parse(event.message.created_at), at);
        }
      });
      resolve(request);
    });
    request.on('error', reject);
  });
}

async function eventStreams(bases: string[], data: Seeded): Promise<StreamFigures> {
  const userIds = [...data.tokens.keys()];
  // Every code path of a stream once, before the baseline.
  const warm = await Promise.all(
    bases.map((base, i) => holdStream(base, data.tokens.get(userIds[i]!)!, () => {})),
  );
  await sleep(500);
  for (const request of warm) request.destroy();
  await sleep(500);
  const before = await Promise.all(bases.map(memoryOf));
  // message id → its recipient, and when it reached the recipient's stream.
  const recipients = new Map<number, number>();
  const latencies: number[] = [];
  const early = new Map<string, number>();
  const requests: http.ClientRequest[] = [];
  const open = async (userId: number, index: number) => {
    requests.push(
      await holdStream(
        bases[index % bases.length]!,
        data.tokens.get(userId)!,
        (id, created, at) => {
          const recipient = recipients.get(id);
          if (recipient === userId) latencies.push(at - created);
          else if (recipient === undefined) early.set(`${id}:${userId}`, at - created);
        },
      ),
    );
  };
  for (let i = 0; i < userIds.length; i += 100) {
    await Promise.all(userIds.slice(i, i + 100).map((userId, j) => open(userId, i + j)));
  }
  await sleep(3_000);
  const after = await Promise.all(bases.map(memoryOf));
  const perProcess = userIds.length / bases.length;
  const rssPerStream =
    after.reduce((sum, m, i) => sum + (m.rss - before[i]!.rss), 0) / bases.length / perProcess;
  const heapPerStream =
    after.reduce((sum, m, i) => sum + (m.heap - before[i]!.heap), 0) / bases.length / perProcess;

  const random = seededRandom(27);
  let messages = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 50 });
  const sends: Array<Promise<void>> = [];
  const started = Date.now();
  for (let n = 0; Date.now() - started < DURATION_S * 1000; n++) {
    const due = started + (n * 1000) / MESSAGES_PER_S;
    if (due > Date.now()) await sleep(due - Date.now());
    const pair = data.pairs[Math.floor(random() * data.pairs.length)]!;
    const fromInvestor = random() < 0.5;
    const sender = fromInvestor ? pair.investor : pair.owner;
    const recipient = fromInvestor ? pair.owner : pair.investor;
    const body = JSON.stringify({ content: `Poruka ${n}` });
    sends.push(
      new Promise<void>((resolve) => {
        const request = http.request(
          `${bases[n % bases.length]}/api/messages/conversations/${pair.conversationId}/messages`,
          {
            method: 'POST',
            agent,
            headers: {
              authorization: `Bearer ${data.tokens.get(sender)!}`,
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
            },
          },
          (response) => {
            let text = '';
            response.on('data', (chunk) => (text += chunk));
            response.on('end', () => {
              if (response.statusCode === 201) {
                const id = (JSON.parse(text) as { id: number }).id;
                recipients.set(id, recipient);
                messages += 1;
                // Arrived before the answer to its sender did.
                const seen = early.get(`${id}:${recipient}`);
                if (seen !== undefined) latencies.push(seen);
              }
              resolve();
            });
          },
        );
        request.on('error', () => resolve());
        request.end(body);
      }),
    );
  }
  await Promise.all(sends);
  await sleep(3_000);
  for (const request of requests) request.destroy();
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    streams: userIds.length,
    messages,
    arrived: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? NaN,
    rssPerStream,
    heapPerStream,
  };
}

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-scale-'));
  const postgres = startTestPostgres(54_347, ['shared_buffers=1GB', 'max_connections=300']) as {
    url: string;
    stop(): void;
  } | null;
  if (!postgres) {
    console.log('PostgreSQL is not available here: the several-servers benchmark needs it.');
    return;
  }
  const servers: ServerProcess[] = [];
  const env = (name: string) => ({
    DATABASE_URL: postgres.url,
    DATA_DIR: path.join(dir, name),
    JWT_SECRET,
    METRICS_TOKEN,
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT: '100000',
  });
  try {
    servers.push(await startServer(env('a')));
    const handle = await openPostgres(postgres.url, 4);
    console.log(
      `Seeding ${USERS} users, ${USERS / 2 + CATALOGUE_ADS} land ads, ${USERS} conversations…`,
    );
    const data = await seed(handle.db);
    await handle.close();

    const rows: string[] = [];
    const one = await mixedLoad([servers[0]!.baseUrl], data, 1);
    servers.push(await startServer(env('b')));
    const two = await mixedLoad(
      servers.map((server) => server.baseUrl),
      data,
      1,
    );
    const load = (name: string, f: LoadFigures) =>
      `| ${name} | ${CONNECTIONS} | ${f.requests} | ${f.failed} | ${f.rps.toFixed(0)} | ${f.p50.toFixed(0)} | ${f.p99.toFixed(0)} |`;
    rows.push(load('one process', one), load('two processes', two));
    console.log(
      `\nMixed reads and writes for ${DURATION_S} s (a search, an ad page, a conversation list and a message sent, in turn):\n`,
    );
    console.log('| servers | connections | requests | failed | requests/s | p50 ms | p99 ms |');
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    for (const row of rows) console.log(row);

    // Fresh processes, so the memory a stream takes is not hidden in what the load left.
    for (const server of servers.splice(0)) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    servers.push(await startServer(env('a')), await startServer(env('b')));
    const streams = await eventStreams(
      servers.map((server) => server.baseUrl),
      data,
    );
    console.log(
      `\nEvent streams: ${streams.streams} users each holding one, over two processes, ${MESSAGES_PER_S} messages/s for ${DURATION_S} s between random pairs:\n`,
    );
    console.log(
      '| streams | messages | arrived | p50 ms | p99 ms (target ≤ 1,000) | max ms | resident kB/stream (target ≤ 50) | heap kB/stream |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
    console.log(
      `| ${streams.streams} | ${streams.messages} | ${streams.arrived} | ${streams.p50} | ${streams.p99} | ${streams.max} | ${(streams.rssPerStream / 1024).toFixed(1)} | ${(streams.heapPerStream / 1024).toFixed(1)} |`,
    );
  } finally {
    for (const server of servers) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    postgres.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
