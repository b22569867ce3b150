import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import openapiGlue from 'fastify-openapi-glue';
import { parse } from 'yaml';
import { can, serverTexts } from '@marketplace/domain';
import { HttpError } from '../../http/errors';
import { findUp } from '../../paths';
import type { ServiceHandlers } from '../../http/contract';
import { isSelfAuthenticating } from '../../http/self-authenticating';
import { ROLE_BEFORE_BODY } from '../../http/upload-access';

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function loadSpecification(): JsonObject {
  return parse(readFileSync(findUp('openapi.yaml'), 'utf8')) as JsonObject;
}

/**
 * Multipart file parts reach the validator as Buffers (see plugins/external/multipart.ts), which
 * JSON Schema's `format: binary` strings cannot describe: file properties accept any value here and
 * the image service checks the bytes instead.
 */
function relaxBinary(spec: JsonObject, schema: unknown): unknown {
  if (!isObject(schema)) return schema;
  if (schema.format === 'binary') return {};
  // Items are usually `$ref: ImageBinary`, so the reference is resolved before looking at format.
  const items = resolveLocalRef(spec, schema.items);
  if (schema.type === 'array' && isObject(items) && items.format === 'binary') return {};
  const copy: JsonObject = { ...schema };
  if (isObject(schema.properties)) {
    copy.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([key, value]) => [key, relaxBinary(spec, value)]),
    );
  }
  return copy;
}

const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;
const toFastifyPath = (openapiPath: string) => openapiPath.replace(/\{(\w+)\}/g, ':$1');

function resolveLocalRef(spec: JsonObject, schema: unknown): unknown {
  if (!isObject(schema) || typeof schema.$ref !== 'string') return schema;
  const pointer = schema.$ref.replace(/^#\//, '').split('/');
  let target: unknown = spec;
  for (const part of pointer) target = isObject(target) ? target[part] : undefined;
  if (!isObject(target)) throw new Error(`Unresolvable $ref ${schema.$ref} in openapi.yaml`);
  return target;
}

/** True when every security requirement names the bearer token (none admits anonymous use). */
function bearerOnly(security: unknown): boolean {
  return (
    Array.isArray(security) &&
    security.length > 0 &&
    security.every((requirement) => isObject(requirement) && 'bearerAuth' in requirement)
  );
}

/**
 * Rewrites multipart schemas and collects each operation's declared request content types, which
 * operations require a body, and which require a bearer token.
 */
function prepare(spec: JsonObject) {
  const declared = new Map<string, Set<string>>();
  const bodyRequired = new Set<string>();
  const tokenRequired = new Set<string>();
  const paths = isObject(spec.paths) ? spec.paths : {};
  for (const [openapiPath, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const content = isObject(operation.requestBody) ? operation.requestBody.content : undefined;
      const types = new Set(isObject(content) ? Object.keys(content) : []);
      const key = `${method.toUpperCase()} ${toFastifyPath(openapiPath)}`;
      declared.set(key, types);
      if (isObject(operation.requestBody) && operation.requestBody.required === true) {
        bodyRequired.add(key);
      }
      if (bearerOnly(operation.security ?? spec.security)) tokenRequired.add(key);
      if (isObject(content) && isObject(content['multipart/form-data'])) {
        const media = content['multipart/form-data'];
        media.schema = relaxBinary(spec, resolveLocalRef(spec, media.schema));
      }
    }
  }
  return { declared, bodyRequired, tokenRequired };
}

/** The request announces a body (which may still be arriving). */
const hasBody = (request: FastifyRequest) =>
  Number(request.headers['content-length'] ?? 0) > 0 ||
  request.headers['transfer-encoding'] !== undefined;

export default fp(
  async function contract(app: FastifyInstance, options: { handlers: ServiceHandlers }) {
    const specification = structuredClone(loadSpecification());
    const { declared, bodyRequired, tokenRequired } = prepare(specification);

    // DESIGN: undeclared content types are rejected (415), never silently accepted. The check runs
    // on request, before any body is read or parsed: a multipart body sent to a JSON operation (or
    // any undeclared type) never reaches a parser.
    app.addHook('onRequest', async (request) => {
      const key = `${request.method} ${request.routeOptions.url ?? ''}`;
      const accepted = declared.get(key);
      if (!accepted) return;
      const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
      if (type === undefined && !hasBody(request)) return;
      if (!type || !accepted.has(type)) {
        throw new HttpError(415, serverTexts.api.unsupportedMediaType);
      }
    });

    // DESIGN: the token, and for uploads the role, are checked on request, before any body is
    // read: a refused request (401, 403) is answered while its body is still arriving, and Node
    // discards that body unread, so a stream of anonymous 50 MB forms costs no memory. The bearer
    // handler below (a preHandler) then only repeats the check. Authorship comes later.
    app.addHook('onRequest', async (request) => {
      const key = `${request.method} ${request.routeOptions.url ?? ''}`;
      if (!tokenRequired.has(key)) return;
      const authenticated = isSelfAuthenticating(request) ? request.claims : request.user;
      // A body still arriving is not read: the connection ends with the answer.
      const close: Record<string, string> = hasBody(request) ? { connection: 'close' } : {};
      if (!authenticated) throw new HttpError(401, serverTexts.api.unauthorized, close);
      const role = ROLE_BEFORE_BODY[key];
      if (role && !can(request.user?.userType, role.capability)) {
        throw new HttpError(403, role.message, close);
      }
    });

    // Fastify validates no body at all when none was sent, so a required one is checked here.
    app.addHook('preValidation', async (request) => {
      if (request.body !== undefined) return;
      if (bodyRequired.has(`${request.method} ${request.routeOptions.url ?? ''}`)) {
        throw new HttpError(400, serverTexts.api.bodyRequired);
      }
    });

    // Image types appear in the contract only as responses; as request bodies they are refused
    // at once (and declaring them keeps the loader from warning about missing parsers).
    app.addContentTypeParser(
      ['image/jpeg', 'image/png', 'image/webp'],
      (_request, _payload, done) =>
        done(new HttpError(415, serverTexts.api.unsupportedMediaType), undefined),
    );

    // RFC 8058 one-click unsubscribing posts `List-Unsubscribe=One-Click` as a form: the only
    // form body the contract declares (POST /api/unsubscribe), small, and validated after this.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => {
        const fields: Record<string, string> = {};
        for (const [key, value] of new URLSearchParams(String(body))) fields[key] = value;
        done(null, fields);
      },
    );

    await app.register(openapiGlue, {
      specification,
      serviceHandlers: options.handlers,
      securityHandlers: {
        // The bearer token was already resolved in the auth plugin's onRequest hook.
        bearerAuth(request: FastifyRequest) {
          const authenticated = isSelfAuthenticating(request) ? request.claims : request.user;
          if (!authenticated) throw new HttpError(401, serverTexts.api.unauthorized);
        },
      },
    });
  },
  { name: 'contract', dependencies: ['auth'] },
);
