import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app';
import { storedFiles } from '../helpers/land-ads';
import { landAdFields } from '../helpers/land-ads';
import { createUser, type TestUser } from '../helpers/users';
import { changed, createWorld, rawMultipart, snapshot, type World } from './support';

/**
 * Input hygiene and framework errors at the HTTP edge: text the database cannot hold or that is
 * not valid Unicode is refused with 400, content types are checked before any body is parsed, and
 * the errors Fastify or Node answer themselves are Serbian `{ message }` bodies like all others.
 */

const FORBIDDEN = 'Neispravan zahtev: tekst sadrži nedozvoljene znakove.';
const SERBIAN_MESSAGE = /^[A-ZČĆŠŽĐ][^{}]*[.!?]$/;

let ctx: TestContext;
let world: World;
let owner: TestUser;
let base: string;

beforeAll(async () => {
  ctx = await createTestApp();
  world = await createWorld(ctx);
  owner = await createUser(ctx, 'business_owner');
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  base = `127.0.0.1:${address.port}`;
});
afterAll(() => ctx?.close());

/** Sends raw bytes over a socket and returns the raw answer (the server closes or answers once). */
function rawHttp(request: string | Buffer): Promise<string> {
  const [host, port] = base.split(':');
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), host!, () => socket.end(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error) =>
      chunks.length ? resolve(Buffer.concat(chunks).toString('utf8')) : reject(error),
    );
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

function parseRaw(answer: string): { status: number; body: unknown } {
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
  const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
  return { status, body: JSON.parse(body) as unknown };
}

const json = (
  url: string,
  payload: string | Buffer,
  headers: Record<string, string> = {},
  method: 'POST' | 'PATCH' = 'POST',
) =>
  ctx.app.inject({
    method,
    url,
    payload,
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('ASVS 1.2.x/1.3.x, 2.2.1: text that is not clean Unicode is refused with 400', () => {
  it.each([
    ['NUL in a JSON string', '{"email":"marko\\u0000@example.rs"}'],
    ['a raw NUL byte escaped in a key', '{"em\\u0000ail":"marko@example.rs"}'],
    ['a lone high surrogate', '{"email":"marko\\ud800@example.rs"}'],
    ['a lone low surrogate', '{"email":"\\udc00marko@example.rs"}'],
  ])('ASVS 1.2.x/2.2.1: %s', async (_name, payload) => {
    const before = await snapshot(ctx);
    const response = await json('/api/auth/forgot-password', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: FORBIDDEN });
    expect(changed(before, await snapshot(ctx), ['rate_limits'])).toEqual([]);
  });

  it.each([
    ['0xFF', [0xff]],
    ['an overlong "/"', [0xc0, 0xaf]],
    ['a UTF-8 encoded surrogate', [0xed, 0xa0, 0x80]],
    ['a truncated sequence', [0xe2, 0x82]],
  ])('ASVS 1.2.x/2.2.1: JSON bytes that are not UTF-8 (%s)', async (_name, bytes) => {
    const payload = Buffer.concat([
      Buffer.from('{"email":"a'),
      Buffer.from(bytes),
      Buffer.from('@example.rs"}'),
    ]);
    const response = await json('/api/auth/forgot-password', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: FORBIDDEN });
  });

  it('ASVS 2.2.1: a message with NUL is not stored, and valid Unicode (Serbian, emoji) still is', async () => {
    const url = `/api/messages/conversations/${world.conversationId}/messages`;
    const bad = await json(url, '{"content":"Dobar dan\\u0000"}', world.investor.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: FORBIDDEN });
    const good = await json(
      url,
      JSON.stringify({ content: 'Šta je sa cenom? 😀' }),
      world.investor.headers,
    );
    expect(good.statusCode).toBe(201);
    expect(good.json<{ content: string }>().content).toBe('Šta je sa cenom? 😀');
  });

  it.each([
    ['NUL', { name: 'title', text: 'Parcela\u0000' }],
    ['bytes that are not UTF-8', { name: 'title', bytes: Buffer.from([0x50, 0xff, 0x50]) }],
    ['a UTF-8 encoded surrogate', { name: 'description', bytes: Buffer.from([0xed, 0xb0, 0x80]) }],
  ] as const)('ASVS 1.2.x/2.2.1: a multipart text field with %s', async (_name, bad) => {
    const fields = Object.entries(landAdFields())
      .filter(([name]) => name !== bad.name)
      .map(([name, value]) => ({ name, text: String(value) }));
    const body = rawMultipart([...fields, bad]);
    const files = storedFiles(ctx);
    const before = await snapshot(ctx);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/ads',
      payload: body.payload,
      headers: { 'content-type': body.contentType, ...world.landOwner.headers },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: FORBIDDEN });
    expect(changed(before, await snapshot(ctx))).toEqual([]);
    expect(storedFiles(ctx)).toEqual(files);
  });

  it.each([
    '/api/ads?x=%00',
    '/api/ads?x=%ED%A0%80',
    `/api/ads/${'1'}?q=a%00b`,
    '/uploads/a%00.png',
  ])(
    'ASVS 1.2.x/2.2.1: NUL or a lone surrogate in the query or a path parameter: %s',
    async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(SERBIAN_MESSAGE);
    },
  );
});

describe('ASVS 2.2.1: numbers are bounded by the columns that hold them', () => {
  it.each([
    ['price', '1e15'],
    ['price', '1e309'],
    ['price', '-1e309'],
    ['annual_revenue', '1000000000000'],
    ['employee_count', '2147483648'],
    ['employee_count', '10000000'],
    ['established_year', '2147483648'],
    ['country_id', '1e309'],
  ])('ASVS 2.2.1: business ad PATCH with %s = %s → 400', async (field, value) => {
    const [ad] = await Promise.all([
      ctx.app.inject({ method: 'GET', url: `/api/business-ads/${world.businessAd.id}` }),
    ]);
    expect(ad!.statusCode).toBe(200);
    const before = await snapshot(ctx);
    const response = await json(
      `/api/business-ads/${world.businessAd.id}`,
      `{"${field}":${value}}`,
      world.businessOwner.headers,
      'PATCH',
    );
    expect(response.statusCode).toBe(400);
    // The answer names the refused field (its key in `field`, its Serbian label in the message).
    expect(response.json<{ field?: string }>().field).toBe(field);
    expect(changed(before, await snapshot(ctx), ['list_versions'])).toEqual([]);
  });

  it.each(['2147483648', '99999999999', '1e309', '-1', '0'])(
    'ASVS 2.2.1: an id of %s in a path or a body → 400, never 500',
    async (id) => {
      for (const url of [`/api/ads/${id}`, `/api/business-ads/${id}`]) {
        const response = await ctx.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(400);
      }
      const conversation = await ctx.app.inject({
        method: 'GET',
        url: `/api/messages/conversations/${id}`,
        headers: world.investor.headers,
      });
      expect(conversation.statusCode).toBe(400);
      const start = await json(
        '/api/messages/conversations',
        `{"adId":${id},"receiverId":${world.landOwner.id},"message":"Zdravo"}`,
        world.investor.headers,
      );
      expect(start.statusCode).toBe(400);
    },
  );

  it('ASVS 2.2.1: the largest values the columns hold are accepted', async () => {
    const response = await json(
      `/api/business-ads/${world.businessAd.id}`,
      '{"price":999999999999.99,"annual_revenue":999999999999.99,"employee_count":9999999}',
      world.businessOwner.headers,
      'PATCH',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ price: 999999999999.99, employee_count: 9999999 });
  });
});

describe('ASVS 4.1.x, 2.2.1: content types are checked before the body is read', () => {
  it('ASVS 4.1.x: multipart sent to a JSON operation is 415 and is not parsed', async () => {
    const before = await snapshot(ctx);
    // A part whose parsing would fail (no closing boundary): the answer is still 415, not 400/500.
    for (const payload of [
      rawMultipart([{ name: 'email', text: 'marko@example.rs' }]).payload,
      Buffer.from('--x\r\nContent-Disposition: form-data; name="email"\r\n\r\n\u0000'),
    ]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload,
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ message: 'Tip sadržaja nije podržan.' });
    }
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/business-ads/${world.businessAd.id}`,
      payload: rawMultipart([{ name: 'price', text: '1' }]).payload,
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        ...world.businessOwner.headers,
      },
    });
    expect(patch.statusCode).toBe(415);
    expect(changed(before, await snapshot(ctx), ['rate_limits'])).toEqual([]);
  });

  it('ASVS 4.1.x: a body on an operation that takes none is 415', async () => {
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/business-ads/${world.businessAd.id}`,
      payload: '{"x":1}',
      headers: { 'content-type': 'application/json', ...owner.headers },
    });
    expect(response.statusCode).toBe(415);
  });

  it('ASVS 2.2.1: a required body that is missing is 400, not 500', async () => {
    for (const url of [
      '/api/auth/login',
      '/api/auth/forgot-password',
      '/api/messages/conversations',
    ]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url,
        headers: world.investor.headers,
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(SERBIAN_MESSAGE);
    }
  });
});

describe('ASVS 4.1.x/16.5.1: errors Fastify and Node answer themselves are Serbian { message }', () => {
  it('ASVS 16.5.1: a path parameter longer than maxParamLength → 414 over a real socket', async () => {
    const answer = parseRaw(
      await rawHttp(
        `GET /api/ads/${'1'.repeat(500)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      ),
    );
    expect(answer.status).toBe(414);
    expect(answer.body).toEqual({ message: 'Adresa zahteva je preduga.' });
  });

  it('ASVS 16.5.1: headers larger than the limit → 431 over a real socket', async () => {
    const answer = parseRaw(
      await rawHttp(
        `GET /api/auth/me HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${'A'.repeat(64 * 1024)}\r\n\r\n`,
      ),
    );
    expect(answer.status).toBe(431);
    expect(answer.body).toEqual({ message: 'Zaglavlja zahteva su prevelika.' });
  });

  it('ASVS 16.5.1: malformed HTTP → 400 over a real socket', async () => {
    const answer = parseRaw(await rawHttp('GARBAGE\r\n\r\n'));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: 'Neispravan zahtev.' });
  });

  it.each([
    ['a malformed percent-encoding in the path', 'GET', '/api/ads/%E0%A4%A', undefined, 400],
    [
      'a path parameter over maxParamLength',
      'GET',
      `/api/business-ads/${'9'.repeat(200)}`,
      undefined,
      414,
    ],
    ['invalid JSON', 'POST', '/api/auth/forgot-password', '{"email":', 400],
    ['an empty JSON body', 'POST', '/api/auth/forgot-password', '', 400],
    [
      'a JSON body over 1 MiB',
      'POST',
      '/api/auth/forgot-password',
      `{"email":"${'a'.repeat(1024 * 1024)}"}`,
      413,
    ],
    [
      'prototype poisoning',
      'POST',
      '/api/auth/forgot-password',
      '{"__proto__":{"x":1},"email":"a@b.rs"}',
      400,
    ],
    [
      'deeply nested JSON',
      'POST',
      '/api/auth/forgot-password',
      `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
      400,
    ],
    ['an unknown route', 'GET', '/api/nema-ovoga', undefined, 404],
  ] as const)('ASVS 16.5.1: %s', async (_name, method, url, payload, status) => {
    const response = await ctx.app.inject({
      method,
      url,
      ...(payload !== undefined
        ? { payload, headers: { 'content-type': 'application/json' } }
        : {}),
    });
    expect(response.statusCode).toBe(status);
    const body = response.json<{ message: string }>();
    expect(Object.keys(body)).toEqual(['message']);
    expect(body.message).toMatch(SERBIAN_MESSAGE);
    expect(response.body).not.toMatch(/FST_|statusCode|exceeding|not a valid/);
  });
});
