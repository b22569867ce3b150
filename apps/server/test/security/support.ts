import { createHash } from 'node:crypto';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { loadSpecification } from '../../src/plugins/external/contract';
import { conversations, messages, users } from '../../src/db/schema';
import { loadJwtSecret } from '../../src/services/secrets';
import type { TestContext } from '../helpers/app';
import { storedFiles, createLandAd } from '../helpers/land-ads';
import { imagePart } from '../helpers/images';
import { createUser, type TestUser } from '../helpers/users';
import { createBusinessAd } from '../business-ads/fixtures';

export type JsonObject = Record<string, unknown>;
export const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const spec = loadSpecification();

/** Resolves a local `$ref` (repeatedly) to the object it points at. */
export function resolve(value: unknown): JsonObject {
  let current = value;
  for (let hops = 0; isObject(current) && typeof current.$ref === 'string'; hops += 1) {
    if (hops > 20) throw new Error('$ref loop');
    let target: unknown = spec;
    for (const part of current.$ref.replace(/^#\//, '').split('/')) {
      target = isObject(target) ? target[part] : undefined;
    }
    current = target;
  }
  if (!isObject(current)) throw new Error(`not an object: ${JSON.stringify(value)}`);
  return current;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonObject;
}

export interface Operation {
  id: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI path, e.g. /api/ads/{id}. */
  path: string;
  parameters: Parameter[];
  /** Request content type → schema (resolved one level). */
  bodies: Map<string, JsonObject>;
  bodyRequired: boolean;
  /** 'required': bearer only; 'optional': bearer or anonymous; 'none': anonymous. */
  auth: 'required' | 'optional' | 'none';
  /** Status ('200', 'default', …) → response object (resolved). */
  responses: Map<string, JsonObject>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every operation of openapi.yaml, with `security` read per operation (default: global). */
export function operations(): Operation[] {
  const result: Operation[] = [];
  const globalSecurity = spec.security;
  for (const [path, rawItem] of Object.entries(spec.paths as JsonObject)) {
    const item = resolve(rawItem);
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const own = Array.isArray(operation.parameters) ? operation.parameters : [];
      const parameters = [...shared, ...own].map((raw) => {
        const parameter = resolve(raw);
        return {
          name: String(parameter.name),
          in: parameter.in as Parameter['in'],
          required: parameter.required === true,
          schema: resolve(parameter.schema),
        };
      });
      const requestBody = operation.requestBody ? resolve(operation.requestBody) : undefined;
      const bodies = new Map<string, JsonObject>();
      if (requestBody && isObject(requestBody.content)) {
        for (const [type, media] of Object.entries(requestBody.content)) {
          bodies.set(type, resolve((media as JsonObject).schema));
        }
      }
      const security = (operation.security ?? globalSecurity) as JsonObject[] | undefined;
      const requirements = Array.isArray(security) ? security : [];
      const bearer = requirements.some((entry) => 'bearerAuth' in entry);
      const anonymous =
        requirements.length === 0 || requirements.some((e) => !Object.keys(e).length);
      const responses = new Map<string, JsonObject>();
      for (const [status, response] of Object.entries(operation.responses as JsonObject)) {
        responses.set(status, resolve(response));
      }
      result.push({
        id: String(operation.operationId),
        method: method.toUpperCase() as Operation['method'],
        path,
        parameters,
        bodies,
        bodyRequired: requestBody?.required === true,
        auth: bearer ? (anonymous ? 'optional' : 'required') : 'none',
        responses,
      });
    }
  }
  return result;
}

/** An operation whose success is a text/event-stream, which stays open until the server ends it. */
export const isEventStream = (operation: Operation): boolean =>
  [...operation.responses.values()].some(
    (response) => isObject(response.content) && 'text/event-stream' in response.content,
  );

/**
 * `app.inject` for any operation. An event stream never ends by itself, so its answer is read as
 * a stream: a 200 until its first event (then the server ends every open stream), anything else
 * to its end. Returns the status, headers and the text read.
 */
export async function injectOperation(
  app: FastifyInstance,
  operation: Operation,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  if (!isEventStream(operation)) return app.inject(options);
  const response = await app.inject({ ...options, payloadAsStream: true });
  const stream = response.stream();
  let body = '';
  for await (const chunk of stream) {
    body += String(chunk);
    if (response.statusCode === 200 && body.includes('\n\n')) app.messageEvents.closeAll();
  }
  return {
    statusCode: response.statusCode,
    headers: response.headers,
    body,
    payload: body,
    json: () => JSON.parse(body) as unknown,
  } as LightMyRequestResponse;
}

/** Response bodies are validated against the contract with Ajv, `$ref`s resolved from the spec. */
const ajv = new Ajv({ strict: false, allErrors: false, validateSchema: false });
addFormats.default(ajv);
ajv.addFormat('binary', true);
ajv.addSchema(spec, 'openapi');
const validators = new Map<string, ValidateFunction>();

/**
 * Checks a response against the contract: the status is declared for the operation (a `default`
 * response admits other 4xx answers, never 5xx), and a JSON body matches the declared schema.
 * Returns a description of the violation, or null.
 */
export function contractViolation(
  operation: Operation,
  response: LightMyRequestResponse,
): string | null {
  const status = response.statusCode;
  if (status >= 500) return `${status} ${response.body.slice(0, 200)}`;
  const key = operation.responses.has(String(status))
    ? String(status)
    : status >= 400 && operation.responses.has('default')
      ? 'default'
      : null;
  if (!key) return `undeclared status ${status}`;
  const declared = operation.responses.get(key)!;
  const type = String(response.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim();
  if (!isObject(declared.content)) {
    return response.body.length === 0 ? null : `unexpected body with ${status}`;
  }
  if (!(type in declared.content)) return `undeclared content type ${type} for ${status}`;
  if (type !== 'application/json') return null;
  const cacheKey = `${operation.id} ${key}`;
  let validate = validators.get(cacheKey);
  if (!validate) {
    const paths = spec.paths as JsonObject;
    const rawOperation = (resolve(paths[operation.path]) as JsonObject)[
      operation.method.toLowerCase()
    ] as JsonObject;
    const rawResponse = (rawOperation.responses as JsonObject)[key];
    // A JSON pointer to the media schema; the response may itself be a $ref (components/responses).
    const escape = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');
    const base =
      isObject(rawResponse) && typeof rawResponse.$ref === 'string'
        ? rawResponse.$ref
        : `#/paths/${escape(operation.path)}/${operation.method.toLowerCase()}/responses/${key}`;
    validate = ajv.compile({ $ref: `openapi${base}/content/application~1json/schema` });
    validators.set(cacheKey, validate);
  }
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return `body is not JSON: ${response.body.slice(0, 100)}`;
  }
  if (!validate(body)) {
    return `body does not match the schema: ${ajv.errorsText(validate.errors)} ${response.body.slice(0, 200)}`;
  }
  return null;
}

/**
 * A fingerprint of the state: row count and content hash of every table, and the stored files.
 * One query for all tables, so it is cheap enough to take around every request.
 */
export async function snapshot(ctx: TestContext): Promise<Record<string, string>> {
  const tables = await tableNames(ctx);
  const query = tables
    .map(
      (name) =>
        `select '${name}' as name, count(*)::text as rows, ` +
        `coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as hash from "${name}" t`,
    )
    .join(' union all ');
  const result = await ctx.app.db.execute(sql.raw(query));
  const state: Record<string, string> = {};
  for (const row of result.rows as { name: string; rows: string; hash: string }[]) {
    state[row.name] = `${row.rows}:${row.hash}`;
  }
  state['uploads/'] = createHash('sha256').update(storedFiles(ctx).join('\n')).digest('hex');
  return state;
}

/** The parts of the state that differ, leaving out `ignore`. */
export function changed(
  before: Record<string, string>,
  after: Record<string, string>,
  ignore: readonly string[] = [],
): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((key) => !ignore.includes(key) && before[key] !== after[key]);
}

const tableCache = new WeakMap<TestContext, string[]>();
async function tableNames(ctx: TestContext): Promise<string[]> {
  const cached = tableCache.get(ctx);
  if (cached) return cached;
  const result = await ctx.app.db.execute(
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const names = (result.rows as { table_name: string }[]).map((row) => row.table_name);
  tableCache.set(ctx, names);
  return names;
}

/** The users, ads and conversation every security test works with. */
export interface World {
  landOwner: TestUser;
  otherLandOwner: TestUser;
  businessOwner: TestUser;
  otherBusinessOwner: TestUser;
  investor: TestUser;
  otherInvestor: TestUser;
  landAd: { id: number; imageId: number; filename: string; thumbnail: string };
  businessAd: { id: number; imageId: number; filename: string; thumbnail: string };
  /** Between `investor` and `landOwner`, about `landAd`. */
  conversationId: number;
}

export async function createWorld(ctx: TestContext): Promise<World> {
  const [landOwner, otherLandOwner, businessOwner, otherBusinessOwner, investor, otherInvestor] =
    await Promise.all([
      createUser(ctx, 'land_owner'),
      createUser(ctx, 'land_owner'),
      createUser(ctx, 'business_owner'),
      createUser(ctx, 'business_owner'),
      createUser(ctx, 'investor'),
      createUser(ctx, 'investor'),
    ]);
  const land = await createLandAd(ctx, landOwner, { images: [await imagePart('png')] });
  const business = await createBusinessAd(ctx, businessOwner, {
    images: [await imagePart('jpeg')],
  });
  const landImage = land.images[0]!;
  const businessImage = business.images[0]!;
  const [conversation] = await ctx.app.db
    .insert(conversations)
    .values({ adId: land.id, investorId: investor.id, ownerId: landOwner.id })
    .returning({ id: conversations.id });
  await ctx.app.db.insert(messages).values({
    conversationId: conversation!.id,
    senderId: investor.id,
    recipientId: landOwner.id,
    content: 'Poštovani, da li je cena parcele fiksna?',
  });
  return {
    landOwner,
    otherLandOwner,
    businessOwner,
    otherBusinessOwner,
    investor,
    otherInvestor,
    landAd: {
      id: land.id,
      imageId: landImage.id,
      filename: landImage.filename,
      thumbnail: landImage.thumbnail_filename,
    },
    businessAd: {
      id: business.id,
      imageId: businessImage.id,
      filename: businessImage.filename,
      thumbnail: businessImage.thumbnail_filename,
    },
    conversationId: conversation!.id,
  };
}

/** A token signed with the server's real key, with any claims and header the test wants. */
export async function signToken(
  ctx: TestContext,
  claims: JsonObject,
  header: JsonObject = { alg: 'HS256', typ: 'JWT' },
): Promise<string> {
  const secret = loadJwtSecret(ctx.config.jwtSecret, ctx.dataDir);
  return new SignJWT(claims).setProtectedHeader(header as { alg: string }).sign(secret);
}

/** A fresh valid token of the user (earlier ones may have been revoked by logout). */
export async function freshToken(ctx: TestContext, user: TestUser): Promise<string> {
  const [row] = await ctx.app.db
    .select({ id: users.id, tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, user.id));
  if (!row) throw new Error(`no user ${user.id}`);
  return ctx.app.auth.issueToken(row);
}

/** A part of a hand-built multipart body: text, raw bytes (a text field), or a file. */
export type RawPart =
  | { name: string; text: string }
  | { name: string; bytes: Buffer }
  | { name: string; file: Buffer; filename: string; contentType: string };

/** Builds multipart/form-data bytes by hand, so a field can carry bytes that are not UTF-8. */
export function rawMultipart(parts: RawPart[]): { payload: Buffer; contentType: string } {
  const boundary = `----security-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    let data: Buffer;
    if ('file' in part) {
      head += `; filename="${part.filename}"\r\nContent-Type: ${part.contentType}`;
      data = part.file;
    } else {
      data = 'bytes' in part ? part.bytes : Buffer.from(part.text, 'utf8');
    }
    chunks.push(Buffer.from(`${head}\r\n\r\n`, 'utf8'), data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
