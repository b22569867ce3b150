import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';

type SchemaController = NonNullable<FastifyServerOptions['schemaController']>;
type ValidatorFactory = NonNullable<
  NonNullable<SchemaController['compilersFactory']>['buildValidator']
>;
/** What Fastify passes a validator compiler for each schema of a route (its published types differ). */
interface RouteSchema {
  schema: unknown;
  method: string;
  url: string;
  httpPart?: string;
  contentType?: string;
}
type Compile = (route: RouteSchema) => unknown;
type BuildFromPool = (
  externalSchemas: unknown,
  options?: { customOptions?: Record<string, unknown> },
) => Compile;

/** Bodies that carry only text: their numbers and booleans arrive as strings. */
const FORM_TYPES = new Set(['multipart/form-data', 'application/x-www-form-urlencoded']);

type SchemaObject = Record<string, unknown>;
const isSchemaObject = (value: unknown): value is SchemaObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Node gives header names in lower case, and Fastify lower-cases a headers schema's property names
 * only for its own compiler: a custom one (this) gets them as the contract spells them
 * ('Last-Event-ID'), so they would never match and go unchecked.
 */
function lowerCaseHeaders(schema: unknown): unknown {
  if (!isSchemaObject(schema) || !isSchemaObject(schema.properties)) return schema;
  return {
    ...schema,
    properties: Object.fromEntries(
      Object.entries(schema.properties).map(([name, value]) => [name.toLowerCase(), value]),
    ),
    ...(Array.isArray(schema.required)
      ? { required: schema.required.map((name) => String(name).toLowerCase()) }
      : {}),
  };
}

/**
 * DESIGN: JSON bodies are validated exactly as sent, never coerced: "false", 0, null or [true] is
 * no boolean, "3" no integer, ["land"] no enum value. The query string, path parameters, headers
 * and form bodies (multipart, urlencoded) hold only text, so their values are still converted to
 * the declared types (`coerceTypes: 'array'` in app.ts). Two Ajv instances with the server's
 * options, one without coercion; every schema is compiled by the one for its part of the request.
 */
export function bodyValidatorsWithoutCoercion(): SchemaController {
  const coercing = AjvCompiler() as unknown as BuildFromPool;
  const exact = AjvCompiler() as unknown as BuildFromPool;
  const buildValidator: BuildFromPool = (externalSchemas, options) => {
    const converting = coercing(externalSchemas, options);
    const strict = exact(externalSchemas, {
      ...options,
      customOptions: { ...options?.customOptions, coerceTypes: false },
    });
    return (route) => {
      if (route.httpPart === 'headers') {
        return converting({ ...route, schema: lowerCaseHeaders(route.schema) });
      }
      return route.httpPart === 'body' && !FORM_TYPES.has(String(route.contentType ?? ''))
        ? strict(route)
        : converting(route);
    };
  };
  return { compilersFactory: { buildValidator: buildValidator as unknown as ValidatorFactory } };
}
