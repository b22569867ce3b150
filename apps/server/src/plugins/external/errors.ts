import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  contractFieldLabel,
  fieldRefusalMessage,
  fillText,
  texts,
  type FieldRefusal,
  serverTexts,
} from '@marketplace/domain';
import { HttpError } from '../../http/errors';
import { ServiceError, type Refusal } from '../../services/errors';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  databaseUnavailableMessage,
  databaseFailure,
} from '../../db/unavailable';

// DESIGN: every error body is { message } in Serbian; 5xx bodies never carry internals. The maps
// are made when an error is answered, so their texts are in the request's language.
const messagesByStatus = (): Record<number, string> => ({
  400: serverTexts.api.badRequest,
  401: serverTexts.api.unauthorized,
  403: serverTexts.api.forbidden,
  404: serverTexts.api.notFound,
  405: serverTexts.api.methodNotAllowed,
  406: serverTexts.api.notAcceptable,
  408: serverTexts.api.requestTimeout,
  409: serverTexts.api.conflict,
  413: serverTexts.api.payloadTooLarge,
  414: serverTexts.api.uriTooLong,
  415: serverTexts.api.unsupportedMediaType,
  429: serverTexts.api.tooManyRequests,
  431: serverTexts.api.headersTooLarge,
});
// @fastify/multipart's limit errors are all 413; more than 10 files is not a size problem (spec §5).
const messagesByCode = (): Record<string, string> => ({
  FST_FILES_LIMIT: texts.landAd.tooManyImages,
  // Errors Fastify raises itself while reading the request (not image uploads).
  FST_ERR_CTP_BODY_TOO_LARGE: serverTexts.api.bodyTooLarge,
  FST_ERR_CTP_INVALID_JSON_BODY: serverTexts.api.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: serverTexts.api.emptyJson,
  FST_ERR_BAD_URL: serverTexts.api.badUrl,
  FST_ERR_MAX_PARAM_LENGTH: serverTexts.api.uriTooLong,
});

/**
 * Fastify's `frameworkErrors` option: errors the router answers before any route or hook runs
 * (a malformed percent-encoding in the path, a path parameter longer than maxParamLength).
 */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  request.log.info({ err: error }, 'request rejected by the router');
  void reply.code(status).send({
    message: messagesByCode()[error.code] ?? messagesByStatus()[status] ?? messagesByStatus()[400]!,
  });
}

/**
 * Fastify's `clientErrorHandler` option: Node's HTTP parser failed before a request existed
 * (headers too large, a timeout, malformed HTTP). Answers like Fastify's default, in Serbian.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? 408
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : 400;
  const body = JSON.stringify({ message: messagesByStatus()[status] });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

const BOUNDS = new Set(['maxLength', 'minLength', 'maximum', 'minimum']);

/** The bound an Ajv error broke, as fieldRefusalMessage reads it. */
function refusalOf(keyword: string, params: unknown): FieldRefusal {
  if (keyword === 'required') return { keyword: 'required' };
  const limit = (params as { limit?: unknown } | undefined)?.limit;
  if (BOUNDS.has(keyword) && typeof limit === 'number') {
    return { keyword: keyword as 'maxLength' | 'minLength' | 'maximum' | 'minimum', limit };
  }
  return { keyword: 'other' };
}

/**
 * The Serbian `{ message, field? }` of a request the contract refused. A body field of a form
 * (openapi.yaml's ad forms, registration, passwords, messages) is named by its form label with the
 * bound it broke ('Polje „Naslov“ može imati najviše 200 karaktera.'), and `field` names it for
 * the app to mark; any other part keeps the contract's name, as it always has.
 */
function validationBody(error: FastifyError): { message: string; field?: string } {
  const first = error.validation?.[0];
  if (!first) return { message: messagesByStatus()[400]! };
  const field =
    first.instancePath.replace(/^\//, '').replace(/\//g, '.') ||
    (first.params as { missingProperty?: string; additionalProperty?: string } | undefined)
      ?.missingProperty ||
    (first.params as { additionalProperty?: string } | undefined)?.additionalProperty;
  // `String(field)`: an error without a field name reads "undefined", as it always has.
  if (first.keyword === 'additionalProperties') {
    return { message: fillText(serverTexts.api.unknownField, { field: String(field) }) };
  }
  const label =
    error.validationContext === 'body' && field ? contractFieldLabel(String(field)) : undefined;
  if (label !== undefined && field) {
    return {
      message: fieldRefusalMessage(label, refusalOf(first.keyword, first.params)),
      field: String(field),
    };
  }
  if (first.keyword === 'required') {
    return { message: fillText(serverTexts.api.fieldRequired, { field: String(field) }) };
  }
  return {
    message: field ? fillText(serverTexts.api.fieldInvalid, { field }) : messagesByStatus()[400]!,
  };
}

/** The HTTP status of each refusal of a service. */
const statusOf: Record<Refusal, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported: 415,
};

export default fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError | HttpError | ServiceError, request, reply) => {
      if (error instanceof ServiceError) {
        return reply.code(statusOf[error.refusal]).send({ ...error.body, message: error.message });
      }
      if (error instanceof HttpError) {
        return reply
          .code(error.statusCode)
          .headers(error.headers)
          .send({ ...error.body, message: error.message });
      }
      if (error.validation) {
        return reply.code(400).send(validationBody(error));
      }
      // The database is unreachable or timed out: a passing condition, not a server fault.
      const unavailable = databaseFailure(error);
      if (unavailable) {
        // Only the driver's code and message: never the failed SQL or its parameters.
        request.log.warn({ database: unavailable }, 'database unavailable');
        return reply
          .code(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
          .send({ message: databaseUnavailableMessage() });
      }
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.code(500).send({ message: serverTexts.api.internalError });
      }
      request.log.info({ err: error }, 'request rejected');
      return reply.code(status).send({
        message:
          messagesByCode()[error.code] ?? messagesByStatus()[status] ?? messagesByStatus()[400]!,
      });
    });
    app.setNotFoundHandler((_request, reply) =>
      reply.code(404).send({ message: messagesByStatus()[404] }),
    );
  },
  { name: 'errors' },
);
