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
    return (route) =>
      route.httpPart === 'body' && !FORM_TYPES.has(String(route.contentType ?? ''))
        ? strict(route)
        : converting(route);
  };
  return { compilersFactory: { buildValidator: buildValidator as unknown as ValidatorFactory } };
}
