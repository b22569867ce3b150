import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loggerOptions } from '../../src/logging';
import { createTestApp, type TestContext } from '../helpers/app';
import { createLandAd, landAdFields } from '../helpers/land-ads';
import { multipart } from '../helpers/multipart';
import { createUser, type TestUser } from '../helpers/users';

/**
 * Requests an outside probe sent: malformed multipart bodies, forged search cursors and JSON
 * bodies with wrongly typed values. Each is a 400 with a Serbian message, never a 500 or a
 * coerced value taken as valid.
 */

const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

let ctx: TestContext;
let logged: FastifyInstance;
let landOwner: TestUser;
let businessOwner: TestUser;
let investor: TestUser;
let landAdId: number;

beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: '1000000' });
  [landOwner, businessOwner, investor] = await Promise.all([
    createUser(ctx, 'land_owner'),
    createUser(ctx, 'business_owner'),
    createUser(ctx, 'investor'),
  ]);
  landAdId = (await createLandAd(ctx, landOwner)).id;
  logged = await buildApp({
    config: ctx.config,
    database: ctx.database,
    logger: { ...loggerOptions('info'), stream: sink },
    now: () => ctx.clock.now,
  });
  await logged.ready();
});
afterAll(async () => {
  await logged?.close();
  await ctx?.close();
});

const MULTIPART_INVALID = 'Neispravan zahtev: telo obrasca nije ispravno.';
const CURSOR_INVALID = 'Neispravan zahtev: polje "cursor" nije ispravno.';

function malformedBodies(): [string, { payload: Buffer; contentType: string }][] {
  const valid = multipart(landAdFields());
  const boundary = 'b'.repeat(300);
  return [
    ['without a boundary', { payload: valid.payload, contentType: 'multipart/form-data' }],
    [
      'with a 300-character boundary',
      {
        payload: Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nNaslov\r\n--${boundary}--\r\n`,
        ),
        contentType: `multipart/form-data; boundary=${boundary}`,
      },
    ],
    [
      'cut short',
      {
        payload: valid.payload.subarray(0, Math.floor(valid.payload.length / 2)),
        contentType: valid.headers['content-type'],
      },
    ],
  ];
}

describe('ASVS 2.2.1, 16.5.1: a malformed multipart body is a 400, without a stack trace', () => {
  const uploads = () =>
    [
      ['POST', '/api/ads', landOwner],
      ['PUT', `/api/ads/${landAdId}`, landOwner],
      ['POST', '/api/business-ads', businessOwner],
    ] as const;

  for (const [name, body] of malformedBodies()) {
    it(`answers a body ${name} with 400 on every upload`, async () => {
      for (const [method, url, user] of uploads()) {
        lines.length = 0;
        const response = await logged.inject({
          method,
          url,
          payload: body.payload,
          headers: { 'content-type': body.contentType, ...user.headers },
        });
        expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
        expect(response.json()).toEqual({ message: MULTIPART_INVALID });
        const errors = lines.map((line) => JSON.parse(line)).filter((entry) => entry.level >= 50);
        expect(errors).toEqual([]);
      }
    });
  }
});

function cursor(parts: unknown[]): string {
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

describe('ASVS 2.2.1: a forged search cursor is a 400, never a failing query', () => {
  const DAY = '2024-01-01T00:00:00.000000Z';
  /** Each forged cursor, for the land search or the business one ('t' is the table). */
  const forged: [string, (t: string) => string, Record<string, string>][] = [
    ['year 0000', (t) => cursor([t, 'newest', '0000-01-01T00:00:00.000000Z', 1]), {}],
    ['year 99999', (t) => cursor([t, 'newest', '99999-01-01T00:00:00.000000Z', 1]), {}],
    ['NaN price', (t) => cursor([t, 'price_asc', 'NaN', 1]), { sort: 'price_asc' }],
    ['Infinity price', (t) => cursor([t, 'price_asc', 'Infinity', 1]), { sort: 'price_asc' }],
    ['-Infinity price', (t) => cursor([t, 'price_desc', '-Infinity', 1]), { sort: 'price_desc' }],
    ['an exponent', (t) => cursor([t, 'price_asc', '1e20', 1]), { sort: 'price_asc' }],
    [
      'a price over the column',
      (t) => cursor([t, 'price_asc', '100000000000000000000', 1]),
      { sort: 'price_asc' },
    ],
    ['a negative id', (t) => cursor([t, 'newest', DAY, -3]), {}],
    ['an id of 0', (t) => cursor([t, 'newest', DAY, 0]), {}],
    ['an id over int4', (t) => cursor([t, 'newest', DAY, 2 ** 31]), {}],
    ['a fractional id', (t) => cursor([t, 'newest', DAY, 1.5]), {}],
    ['a number where a date belongs', (t) => cursor([t, 'newest', '45000.00', 1]), {}],
    [
      'a date where a number belongs',
      (t) => cursor([t, 'price_asc', DAY, 1]),
      { sort: 'price_asc' },
    ],
    ['a JSON number as key', (t) => cursor([t, 'price_asc', 45000, 1]), { sort: 'price_asc' }],
    ['another sort', (t) => cursor([t, 'price_desc', '45000.00', 1]), { sort: 'price_asc' }],
    ['another table', (t) => cursor([t === 'land' ? 'business' : 'land', 'newest', DAY, 1]), {}],
    ['garbage base64', () => '!!!!', {}],
    ['base64 of no JSON', () => Buffer.from('nije json').toString('base64url'), {}],
  ];

  for (const [name, forge, query] of forged) {
    for (const table of ['land', 'business'] as const) {
      it(`refuses ${name} on the ${table} search`, async () => {
        const path = table === 'land' ? '/api/ads/search' : '/api/business-ads/search';
        const response = await ctx.app.inject({
          method: 'GET',
          url: `${path}?${new URLSearchParams({ ...query, cursor: forge(table) })}`,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: CURSOR_INVALID });
      });
    }
  }

  it('accepts a price_per_m2 cursor of an ad without area (Infinity), as the server writes it', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/ads/search?${new URLSearchParams({
        sort: 'price_per_m2_asc',
        cursor: cursor(['land', 'price_per_m2_asc', 'Infinity', 5]),
      })}`,
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('ASVS 2.2.1: JSON bodies are validated, never coerced', () => {
  it.each([['"false"'], ['0'], ['null'], ['[true]']])(
    'refuses message_emails: %s',
    async (value) => {
      const response = await ctx.app.inject({
        method: 'PATCH',
        url: '/api/profile/notifications',
        headers: { ...investor.headers, 'content-type': 'application/json' },
        payload: `{"message_emails":${value}}`,
      });
      expect(response.statusCode).toBe(400);
    },
  );

  it('refuses a report with an array for ad_type and a string for ad_id', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: investor.headers,
      payload: { ad_type: ['land'], ad_id: String(landAdId), reason: 'fraud' },
    });
    expect(response.statusCode).toBe(400);
  });

  it.each([
    ['a number for full_name', { full_name: 12345, email: 'broj@example.test' }],
    ['an array for email', { full_name: 'Pera Perić', email: ['niz@example.test'] }],
  ])('refuses a registration with %s', async (_name, fields) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { password: 'dobra-Lozinka-2024', user_type: 'investor', ...fields },
    });
    expect(response.statusCode).toBe(400);
  });

  it('still reads the numbers of a multipart form', async () => {
    const body = multipart(landAdFields({ price: '52000', area: '1000' }));
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/ads',
      payload: body.payload,
      headers: { ...body.headers, ...landOwner.headers },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ price: 52000, area: 1000 });
  });
});
