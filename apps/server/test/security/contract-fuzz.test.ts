import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app';
import { makeImage, HTML_BYTES } from '../helpers/images';
import type { TestUser } from '../helpers/users';
import {
  changed,
  contractViolation,
  createWorld,
  freshToken,
  injectOperation,
  isObject,
  operations,
  rawMultipart,
  resolve,
  signToken,
  snapshot,
  type JsonObject,
  type Operation,
  type RawPart,
  type World,
} from './support';

/**
 * Contract fuzzing generated from openapi.yaml: for every operation, requests whose parameters and
 * bodies are derived from the operation's schemas (valid values, boundaries, wrong types, NUL,
 * lone surrogates, invalid UTF-8, huge strings, extra fields, wrong content types), anonymous and
 * with tokens of real users. No answer may be a 5xx, every status and JSON body must match the
 * contract, and a rejected request must leave the database and the stored files unchanged.
 */

// 100 random requests per operation and database in every test run (fast-check draws new ones each
// time); CONTRACT_FUZZ_RUNS raises it for a longer probe.
const RUNS_PER_OPERATION = Number(process.env.CONTRACT_FUZZ_RUNS ?? 100);
const INT4_MAX = 2147483647;

/** A JSON number (or other text) written into the body verbatim, e.g. 1e309. */
class RawJson {
  constructor(readonly text: string) {}
}

function toJsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) =>
    item instanceof RawJson ? `\u0001${raws.push(item.text) - 1}\u0001` : item,
  );
  return (text ?? 'null').replace(
    /"\\u0001(\d+)\\u0001"/g,
    (_match, index: string) => raws[Number(index)]!,
  );
}

const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\ufffd',
  '\u202etekst',
  '😀',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  'a'.repeat(5001),
  'ž'.repeat(70_000),
];
const NASTY_NUMBERS: unknown[] = [
  0,
  -1,
  1,
  1.5,
  INT4_MAX,
  INT4_MAX + 1,
  -INT4_MAX - 2,
  1e15,
  Number.MAX_SAFE_INTEGER,
  new RawJson('1e309'),
  new RawJson('-1e309'),
  new RawJson('99999999999999999999999999'),
  new RawJson('1e-400'),
];

const wrongType = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.string({ maxLength: 10 }),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 }),
);

interface Pools {
  ids: number[];
  emails: string[];
  passwords: string[];
  files: string[];
}

const isIdRef = (schema: unknown) => isObject(schema) && schema.$ref === '#/components/schemas/Id';

/** A value that satisfies the schema (as far as a generator can tell). */
function validValue(raw: unknown, pools: Pools, name = ''): fc.Arbitrary<unknown> {
  if (isIdRef(raw)) return fc.constantFrom(...pools.ids);
  const schema = resolve(raw);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string];
  const nonNull = types.filter((type) => type !== 'null');
  const options: fc.Arbitrary<unknown>[] = [];
  if (types.includes('null')) options.push(fc.constant(null));
  for (const type of nonNull) {
    if (type === 'integer') {
      options.push(
        fc.integer({
          min: typeof schema.minimum === 'number' ? schema.minimum : -INT4_MAX,
          max: typeof schema.maximum === 'number' ? schema.maximum : INT4_MAX,
        }),
      );
    } else if (type === 'number') {
      const min = typeof schema.minimum === 'number' ? schema.minimum : 0.01;
      const max = typeof schema.maximum === 'number' ? schema.maximum : 1e12;
      options.push(
        fc.double({ min: Math.max(min, 0.01), max, noNaN: true, noDefaultInfinity: true }),
      );
      options.push(fc.integer({ min: Math.max(Math.ceil(min), 1), max: 1_000_000 }));
    } else if (type === 'string') {
      if (schema.format === 'email') {
        options.push(fc.oneof(fc.emailAddress(), fc.constantFrom(...pools.emails)));
      } else if (/password/i.test(name)) {
        options.push(fc.constantFrom(...pools.passwords));
      } else if (typeof schema.pattern === 'string' && schema.pattern.startsWith('^')) {
        const pattern = new RegExp(schema.pattern);
        options.push(
          name === 'file' || name === 'filename'
            ? fc.oneof(fc.constantFrom(...pools.files), fc.stringMatching(pattern))
            : fc.stringMatching(pattern),
        );
      } else {
        const maxLength = Math.min(
          typeof schema.maxLength === 'number' ? schema.maxLength : 40,
          40,
        );
        const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
        options.push(
          fc
            .string({
              minLength: Math.max(minLength, 1),
              maxLength: Math.max(maxLength, minLength),
            })
            .map((text) => (schema.pattern ? `x${text}`.slice(0, Math.max(maxLength, 1)) : text)),
        );
      }
    } else if (type === 'boolean') {
      options.push(fc.boolean());
    } else if (type === 'array') {
      const maxItems = typeof schema.maxItems === 'number' ? Math.min(schema.maxItems, 3) : 3;
      options.push(fc.array(validValue(schema.items, pools), { maxLength: maxItems }));
    } else if (type === 'object' || isObject(schema.properties)) {
      options.push(objectValue(schema, pools));
    }
  }
  if (options.length === 0) return fc.anything({ maxDepth: 1 });
  return options.length === 1 ? options[0]! : fc.oneof(...options);
}

/** Mostly valid, sometimes a boundary, a wrong type or a nasty string. */
function fuzzValue(raw: unknown, pools: Pools, name = ''): fc.Arbitrary<unknown> {
  const schema = resolve(raw);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const numeric = types.includes('integer') || types.includes('number');
  return fc.oneof(
    { weight: 8, arbitrary: validValue(raw, pools, name) },
    {
      weight: 2,
      arbitrary: numeric ? fc.constantFrom(...NASTY_NUMBERS) : fc.constantFrom(...NASTY_STRINGS),
    },
    { weight: 1, arbitrary: wrongType },
    { weight: 1, arbitrary: fc.constantFrom(...NASTY_STRINGS, ...NASTY_NUMBERS) },
  );
}

function objectValue(schema: JsonObject, pools: Pools, fuzz = false): fc.Arbitrary<JsonObject> {
  const properties = isObject(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, value] of Object.entries(properties)) {
    record[key] = fuzz ? fuzzValue(value, pools, key) : validValue(value, pools, key);
  }
  return fc.record(record, { requiredKeys: required }) as fc.Arbitrary<JsonObject>;
}

/** A whole JSON body: the object with a mutation now and then, or something else entirely. */
function jsonBody(schema: JsonObject, pools: Pools): fc.Arbitrary<string | Buffer> {
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  const object = objectValue(schema, pools, true);
  const mutated = fc.oneof(
    { weight: 10, arbitrary: object },
    {
      weight: 1,
      arbitrary: fc
        .tuple(object, fc.string({ minLength: 1, maxLength: 12 }), fc.anything({ maxDepth: 1 }))
        .map(([value, key, extra]) => ({ ...value, [key]: extra, isAdmin: true })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(object, fc.constantFrom(...(required.length ? required : ['x'])))
        .map(([value, key]) => {
          const copy = { ...value };
          delete copy[key];
          return copy;
        }),
    },
  );
  const text = mutated.map(toJsonText);
  return fc.oneof(
    { weight: 12, arbitrary: text },
    // Bytes that are not UTF-8 inside a string (a lone 0xFF, an overlong '/', an encoded surrogate).
    {
      weight: 2,
      arbitrary: fc
        .tuple(text, fc.constantFrom([0xff], [0xc0, 0xaf], [0xed, 0xa0, 0x80]))
        .map(([json, bytes]) => {
          const at = json.indexOf('":"');
          const cut = at >= 0 ? at + 3 : 1;
          return Buffer.concat([
            Buffer.from(json.slice(0, cut)),
            Buffer.from(bytes),
            Buffer.from(json.slice(cut)),
          ]);
        }),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '',
        '{',
        'null',
        '[]',
        '"tekst"',
        '12',
        '{"__proto__":{"isAdmin":true}}',
        '{"constructor":{"prototype":{"isAdmin":true}}}',
        `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
        `{"a":"${'x'.repeat(1_100_000)}"}`,
      ),
    },
  );
}

/** Multipart fields arrive as text; files are valid images, random bytes or HTML. */
function multipartBody(
  schema: JsonObject,
  pools: Pools,
  image: Buffer,
): fc.Arbitrary<{ payload: Buffer; contentType: string }> {
  const properties = isObject(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  const fields: Record<string, fc.Arbitrary<RawPart[]>> = {};
  for (const [key, raw] of Object.entries(properties)) {
    const property = resolve(raw);
    if (property.type === 'array') {
      const file = fc.oneof(
        {
          weight: 2,
          arbitrary: fc.constant({
            name: key,
            file: image,
            filename: 'slika.png',
            contentType: 'image/png',
          }),
        },
        {
          weight: 1,
          arbitrary: fc.uint8Array({ maxLength: 64 }).map((bytes) => ({
            name: key,
            file: Buffer.from(bytes),
            filename: 'x.jpg',
            contentType: 'image/jpeg',
          })),
        },
        {
          weight: 1,
          arbitrary: fc.constant({
            name: key,
            file: HTML_BYTES,
            filename: 'x.html',
            contentType: 'text/html',
          }),
        },
      );
      fields[key] = fc.array(file, { maxLength: 2 });
      continue;
    }
    const text = fc.oneof(
      { weight: 8, arbitrary: validValue(raw, pools, key).map(String) },
      {
        weight: 2,
        arbitrary: fc.constantFrom(
          ...NASTY_STRINGS.slice(0, 13),
          '1e309',
          '2147483648',
          '-1',
          '1e15',
        ),
      },
    );
    const part = fc.oneof(
      { weight: 10, arbitrary: text.map((value): RawPart => ({ name: key, text: value })) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          { name: key, bytes: Buffer.from([0x61, 0xff, 0x62]) },
          { name: key, bytes: Buffer.from([0xed, 0xa0, 0x80]) },
          { name: key, bytes: Buffer.from([0x61, 0x00]) },
        ),
      },
    );
    fields[key] = required.includes(key)
      ? part.map((value) => [value])
      : fc.option(part, { nil: undefined }).map((value) => (value ? [value] : []));
  }
  return fc
    .tuple(fc.record(fields), fc.boolean())
    .map(([record, extra]) => [
      ...Object.values(record).flat(),
      ...(extra ? [{ name: 'isAdmin', text: 'true' }] : []),
    ])
    .map(rawMultipart);
}

const WRONG_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'image/png',
  'application/json; charset=utf-16',
];

interface FuzzRequest {
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Who signs the request: a world user, anonymous, or a forged or broken token. */
  as: keyof World | 'anonymous' | 'garbage' | 'overflow';
}

function pathSegment(raw: unknown, pools: Pools, name: string): fc.Arbitrary<string> {
  const encode = (value: string) => {
    try {
      return encodeURIComponent(value);
    } catch {
      return '%ED%A0%80';
    }
  };
  return fc.oneof(
    { weight: 8, arbitrary: validValue(raw, pools, name).map((value) => encode(String(value))) },
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        '0',
        '-1',
        String(INT4_MAX),
        String(INT4_MAX + 1),
        '99999999999999999999',
        '1e309',
        '1.5',
        'abc',
        '%00',
        '1%00',
        '%ED%A0%80',
        '%FF',
        '%',
        '..',
        '%2e%2e%2fapp.ts',
        'x'.repeat(101),
        'x'.repeat(5000),
      ),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 20 }).map(encode) },
  );
}

function requestFor(op: Operation, pools: Pools, image: Buffer): fc.Arbitrary<FuzzRequest> {
  const pathParams = op.parameters.filter((parameter) => parameter.in === 'path');
  const segments: Record<string, fc.Arbitrary<string>> = {};
  for (const parameter of pathParams) {
    segments[parameter.name] = pathSegment(parameter.schema, pools, parameter.name);
  }
  const query = fc.oneof(
    { weight: 8, arbitrary: fc.constant('') },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '?x=%00',
        '?x=%ED%A0%80',
        '?x=%FF',
        '?a[b]=1&a=2',
        '?id=2147483648',
      ),
    },
    {
      weight: 1,
      arbitrary: fc
        .string({ maxLength: 10 })
        .map((value) => `?q=${encodeURIComponent(value.replace(/[\ud800-\udfff]/g, ''))}`),
    },
  );
  const url = fc
    .tuple(fc.record(segments), query)
    .map(
      ([values, search]) =>
        op.path.replace(/\{(\w+)\}/g, (_match, name: string) => values[name] ?? '1') + search,
    );

  type Body = { payload?: string | Buffer; contentType?: string };
  const bodies: fc.Arbitrary<Body>[] = [];
  const json = op.bodies.get('application/json');
  const form = op.bodies.get('multipart/form-data');
  if (json) {
    bodies.push(
      jsonBody(json, pools).map((payload) => ({ payload, contentType: 'application/json' })),
    );
  }
  if (form) {
    bodies.push(
      multipartBody(form, pools, image).map(({ payload, contentType }) => ({
        payload,
        contentType,
      })),
    );
  }
  const wrong: fc.Arbitrary<Body> = fc.oneof(
    // A multipart body sent where the contract declares JSON, or none at all.
    (form
      ? multipartBody(form, pools, image)
      : fc.constant(rawMultipart([{ name: 'email', text: 'a@b.rs' }]))
    ).map(({ payload, contentType }) => ({
      payload,
      contentType: json || !form ? contentType : 'application/json',
    })),
    fc
      .tuple(fc.constantFrom(...WRONG_TYPES), fc.string({ maxLength: 30 }))
      .map(([contentType, payload]) => ({
        payload,
        contentType,
      })),
    fc.constant<Body>({}),
  );
  const body: fc.Arbitrary<Body> = bodies.length
    ? fc.oneof({ weight: 5, arbitrary: fc.oneof(...bodies) }, { weight: 1, arbitrary: wrong })
    : fc.oneof({ weight: 4, arbitrary: fc.constant<Body>({}) }, { weight: 1, arbitrary: wrong });

  const who = fc.constantFrom<FuzzRequest['as']>(
    'anonymous',
    'anonymous',
    'landOwner',
    'otherLandOwner',
    'businessOwner',
    'otherBusinessOwner',
    'investor',
    'otherInvestor',
    'garbage',
    'overflow',
  );
  return fc.tuple(url, body, who).map(([path, { payload, contentType }, as]): FuzzRequest => ({
    url: path,
    headers: contentType ? { 'content-type': contentType } : {},
    ...(payload !== undefined ? { payload } : {}),
    as,
  }));
}

/**
 * State changes a rejected request may make by design: rate-limit counters, failed logins, and
 * list_versions, the list-cache counters that statement-level triggers bump on every write
 * statement to the ad tables, even one that matched no row (a cache refill, not data).
 */
function expectedSideEffects(op: Operation): string[] {
  const ignore: string[] = ['list_versions'];
  if (op.responses.has('429')) ignore.push('rate_limits');
  if (op.id === 'login') ignore.push('login_attempts');
  return ignore;
}

// GETs first, deletes last, so the world's ads and images are still there for most requests.
const ORDER: Record<Operation['method'], number> = { GET: 0, POST: 1, PUT: 1, PATCH: 1, DELETE: 2 };
const OPERATIONS = operations().sort((a, b) => ORDER[a.method] - ORDER[b.method]);

let ctx: TestContext;
let world: World;
let pools: Pools;
let image: Buffer;
const counts = new Map<string, { total: number; authenticated: number; rejected: number }>();

beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: '1000000' });
  world = await createWorld(ctx);
  image = await makeImage('png', 16, 16);
  const users = [
    world.landOwner,
    world.otherLandOwner,
    world.businessOwner,
    world.otherBusinessOwner,
    world.investor,
    world.otherInvestor,
  ];
  pools = {
    ids: [
      ...new Set([
        ...users.map((user) => user.id),
        world.landAd.id,
        world.landAd.imageId,
        world.businessAd.id,
        world.businessAd.imageId,
        world.conversationId,
      ]),
    ],
    emails: users.map((user) => user.email),
    passwords: [users[0]!.password, 'lozinka-123', 'nova-lozinka-456'],
    files: [
      world.landAd.filename,
      world.landAd.thumbnail,
      world.businessAd.filename,
      world.businessAd.thumbnail,
    ],
  };
});

afterAll(async () => {
  const rows = [...counts].map(
    ([id, count]) =>
      `${id}: ${count.total} (${count.authenticated} with a token, ${count.rejected} rejected)`,
  );
  const total = [...counts.values()].reduce((sum, count) => sum + count.total, 0);
  console.info(`contract fuzz: ${total} requests\n${rows.join('\n')}`);
  await ctx?.close();
});

async function authorization(request: FuzzRequest): Promise<Record<string, string>> {
  if (request.as === 'anonymous') return {};
  if (request.as === 'garbage') return { authorization: 'Bearer not.a.token' };
  if (request.as === 'overflow') {
    const token = await signToken(ctx, {
      sub: '99999999999',
      ver: 2147483648,
      jti: 'x',
      exp: 4_000_000_000,
    });
    return { authorization: `Bearer ${token}` };
  }
  const user = world[request.as] as TestUser;
  return { authorization: `Bearer ${await freshToken(ctx, user)}` };
}

describe('ASVS 1.2.x/1.3.x, 2.2.1, 4.1.x, 16.5.1: contract fuzzing generated from openapi.yaml', () => {
  it('ASVS 16.5.1: the oracle itself refuses 5xx, undeclared statuses and bodies off the schema', () => {
    const getAd = OPERATIONS.find((op) => op.id === 'getAd')!;
    const answer = (statusCode: number, body: string) =>
      ({ statusCode, headers: { 'content-type': 'application/json' }, body }) as never;
    expect(contractViolation(getAd, answer(500, '{"message":"x"}'))).toMatch(/500/);
    expect(contractViolation(getAd, answer(302, ''))).toMatch(/undeclared status/);
    expect(contractViolation(getAd, answer(200, '{"id":"12"}'))).toMatch(/schema/);
    expect(contractViolation(getAd, answer(404, '{"error":"Not Found"}'))).toMatch(/schema/);
    expect(contractViolation(getAd, answer(404, '{"message":"Oglas nije pronađen."}'))).toBeNull();
  });

  for (const op of OPERATIONS) {
    it(`ASVS 2.2.1/16.5.1 ${op.method} ${op.path} (${op.id}): no 5xx, answers match the contract, rejected requests change nothing`, async () => {
      const count = { total: 0, authenticated: 0, rejected: 0 };
      counts.set(op.id, count);
      const ignore = expectedSideEffects(op);
      let before = await snapshot(ctx);
      await fc.assert(
        fc.asyncProperty(requestFor(op, pools, image), async (request) => {
          const headers = { ...request.headers, ...(await authorization(request)) };
          const response = await injectOperation(ctx.app, op, {
            method: op.method,
            url: request.url,
            headers,
            ...(request.payload !== undefined ? { payload: request.payload } : {}),
          });
          count.total += 1;
          if (request.as !== 'anonymous') count.authenticated += 1;
          const violation = contractViolation(op, response);
          if (violation)
            throw new Error(`${op.method} ${request.url.slice(0, 120)} → ${violation}`);
          // An accepted request may leave work to the job queue (emails, file removals); it is done
          // before the next snapshot, so that work is not taken for the next request's doing.
          if (response.statusCode < 400) await ctx.app.jobs.drain();
          const after = await snapshot(ctx);
          if (response.statusCode >= 400) {
            count.rejected += 1;
            const diff = changed(before, after, ignore);
            if (diff.length) {
              throw new Error(
                `${response.statusCode} from ${op.method} ${request.url} changed ${diff.join(', ')}`,
              );
            }
          }
          before = after;
        }),
        { numRuns: RUNS_PER_OPERATION, endOnFailure: true },
      );
      expect(count.total).toBeGreaterThanOrEqual(RUNS_PER_OPERATION);
      expect(count.authenticated).toBeGreaterThan(0);
      expect(count.total - count.authenticated).toBeGreaterThan(0);
    }, 120_000);
  }

  it('ASVS 16.5.1: the server still answers after the fuzzing', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
  });
});

// ---------------------------------------------------------------------------------------------
// Malformed bodies and forged cursors, each sent to every operation it concerns.

const UPLOADS = () => OPERATIONS.filter((op) => op.bodies.has('multipart/form-data'));

function malformedMultipart(): [string, { payload: Buffer; contentType: string }][] {
  const valid = rawMultipart([
    { name: 'title', text: 'Naslov oglasa' },
    { name: 'price', text: '1000' },
  ]);
  const long = 'b'.repeat(300);
  return [
    ['no boundary', { payload: valid.payload, contentType: 'multipart/form-data' }],
    [
      'a 300-character boundary',
      {
        payload: Buffer.from(
          `--${long}\r\nContent-Disposition: form-data; name="title"\r\n\r\nNaslov\r\n--${long}--\r\n`,
        ),
        contentType: `multipart/form-data; boundary=${long}`,
      },
    ],
    [
      'a truncated body',
      {
        payload: valid.payload.subarray(0, valid.payload.length - 12),
        contentType: valid.contentType,
      },
    ],
  ];
}

/** The owner who may send each upload (its role), so the body itself is what is judged. */
const uploader = (op: Operation): TestUser =>
  op.path.startsWith('/api/business-ads') ? world.businessOwner : world.landOwner;

const concretePath = (op: Operation) =>
  op.path.replace(/\{(\w+)\}/g, (_match, name: string) =>
    name === 'adType' ? 'land' : String(name === 'id' ? world.landAd.id : pools.ids[0]),
  );

const base64Cursor = (parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');

/** Forged cursors for a table ('land' or 'business'), with the sort each is sent with. */
const FORGED_CURSORS: [string, (table: string) => string, string][] = [
  ['year 0000', (t) => base64Cursor([t, 'newest', '0000-01-01T00:00:00.000000Z', 1]), 'newest'],
  ['year 99999', (t) => base64Cursor([t, 'newest', '99999-01-01T00:00:00.000000Z', 1]), 'newest'],
  ['a NaN price', (t) => base64Cursor([t, 'price_asc', 'NaN', 1]), 'price_asc'],
  ['an Infinity price', (t) => base64Cursor([t, 'price_asc', 'Infinity', 1]), 'price_asc'],
  [
    'a negative id',
    (t) => base64Cursor([t, 'newest', '2024-01-01T00:00:00.000000Z', -1]),
    'newest',
  ],
  [
    "another sort's key type",
    (t) => base64Cursor([t, 'price_asc', '2024-01-01T00:00:00.000000Z', 1]),
    'price_asc',
  ],
  ['another sort', (t) => base64Cursor([t, 'newest', '1000.00', 1]), 'price_asc'],
  ['garbage base64', () => '%%%!!!', 'newest'],
];

/** Values of the wrong JSON type for a declared schema; none of them may be accepted. */
function wrongTypedValues(raw: unknown): unknown[] {
  const schema = resolve(raw);
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type];
  const nullable = types.includes('null');
  const values: unknown[] = [];
  if (Array.isArray(schema.enum)) {
    const first = (schema.enum as unknown[]).find((value) => value !== null);
    values.push([first], 0, true);
  } else if (types.includes('boolean')) {
    values.push('false', 'true', 0, 1, [true]);
  } else if (types.includes('integer')) {
    values.push(String(world.landAd.id), [world.landAd.id], true);
  } else if (types.includes('number')) {
    values.push('1000', [1000], true);
  } else if (types.includes('string')) {
    values.push(12345, ['tekst'], true, { tekst: 'x' });
  } else {
    return [];
  }
  if (!nullable) values.push(null);
  return values;
}

describe('ASVS 2.2.1, 16.5.1: malformed bodies, forged cursors and wrongly typed JSON', () => {
  for (const [name, body] of malformedMultipart()) {
    it(`a multipart body with ${name}: 401 without a token (before the body is read), 400 with the owner's`, async () => {
      for (const op of UPLOADS()) {
        const url = concretePath(op);
        const anonymous = await ctx.app.inject({
          method: op.method,
          url,
          headers: { 'content-type': body.contentType },
          payload: body.payload,
        });
        expect({ op: op.id, status: anonymous.statusCode }).toEqual({ op: op.id, status: 401 });
        expect(contractViolation(op, anonymous)).toBeNull();
        const token = await freshToken(ctx, uploader(op));
        const owner = await ctx.app.inject({
          method: op.method,
          url,
          headers: { 'content-type': body.contentType, authorization: `Bearer ${token}` },
          payload: body.payload,
        });
        expect({ op: op.id, status: owner.statusCode }).toEqual({ op: op.id, status: 400 });
        expect(owner.json()).toEqual({ message: 'Neispravan zahtev: telo obrasca nije ispravno.' });
        expect(contractViolation(op, owner)).toBeNull();
      }
    });
  }

  for (const [name, forge, sort] of FORGED_CURSORS) {
    it(`a forged cursor (${name}) is a 400 on both searches`, async () => {
      for (const id of ['searchAds', 'searchBusinessAds']) {
        const op = OPERATIONS.find((candidate) => candidate.id === id)!;
        const table = id === 'searchAds' ? 'land' : 'business';
        const response = await ctx.app.inject({
          method: 'GET',
          url: `${op.path}?${new URLSearchParams({ sort, cursor: forge(table) })}`,
        });
        expect({ op: op.id, status: response.statusCode }).toEqual({ op: op.id, status: 400 });
        expect(contractViolation(op, response)).toBeNull();
      }
    });
  }

  const JSON_OPERATIONS = OPERATIONS.filter((op) => op.bodies.has('application/json'));
  for (const op of JSON_OPERATIONS) {
    it(`${op.method} ${op.path} (${op.id}): a wrongly typed JSON value is a 400, never coerced`, async () => {
      const declared = op.bodies.get('application/json')!;
      // A body of one of several shapes (oneOf): its first shape.
      const schema = Array.isArray(declared.oneOf) ? resolve(declared.oneOf[0]) : declared;
      const properties = isObject(schema.properties) ? schema.properties : {};
      const [valid] = fc.sample(objectValue(schema, pools), { numRuns: 1, seed: 7 });
      const token = await freshToken(ctx, world.landOwner);
      let sent = 0;
      for (const [key, raw] of Object.entries(properties)) {
        for (const wrong of wrongTypedValues(raw)) {
          const response = await injectOperation(ctx.app, op, {
            method: op.method,
            url: concretePath(op),
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            payload: JSON.stringify({ ...valid, [key]: wrong }),
          });
          sent += 1;
          expect({ key, wrong, status: response.statusCode }).toEqual({
            key,
            wrong,
            status: 400,
          });
          expect(contractViolation(op, response)).toBeNull();
        }
      }
      expect(sent).toBeGreaterThan(0);
    });
  }
});
