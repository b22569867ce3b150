import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { serverTexts } from '@marketplace/domain';
import { HttpError } from '../../http/errors';

// NUL: PostgreSQL text cannot hold it.
const NUL = '\u0000';
// UTF-16 surrogates that are not part of a pair cannot be encoded as UTF-8. Written without the
// `u` flag so lone surrogates stay matchable.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;
// Multipart text is decoded by busboy without `fatal`, so bytes that are not UTF-8 arrive as
// U+FFFD; in a form field that character only ever means a broken encoding.
const REPLACEMENT_CHARACTER = '\ufffd';

const fatalUtf8 = new TextDecoder('utf-8', { fatal: true });

/** The one answer to text the database cannot store or that is not valid Unicode. */
const rejected = () => new HttpError(400, serverTexts.api.forbiddenCharacters);

function isBinary(value: object): boolean {
  return Buffer.isBuffer(value) || ArrayBuffer.isView(value);
}

/**
 * True when any string (or object key) inside `value` is not clean text. Walks with an explicit
 * stack, so a deeply nested JSON body cannot overflow the call stack.
 */
export function containsForbiddenText(value: unknown, rejectReplacement = false): boolean {
  const bad = (text: string) =>
    text.includes(NUL) ||
    LONE_SURROGATE.test(text) ||
    (rejectReplacement && text.includes(REPLACEMENT_CHARACTER));
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (typeof current === 'string') {
      if (bad(current)) return true;
    } else if (Array.isArray(current)) {
      for (const item of current) stack.push(item);
    } else if (typeof current === 'object' && current !== null && !isBinary(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (bad(key)) return true;
        stack.push(item);
      }
    }
  }
  return false;
}

/**
 * The query string's parser keeps a percent-encoding that is not UTF-8 (%FF, an encoded surrogate)
 * as raw text; here every name and value must decode strictly.
 */
function queryIsUtf8(url: string): boolean {
  const start = url.indexOf('?');
  if (start < 0) return true;
  try {
    for (const piece of url.slice(start + 1).split(/[&=]/)) decodeURIComponent(piece);
    return true;
  } catch {
    return false;
  }
}

/**
 * Input hygiene at the edge, before any handler or query sees the request: JSON bodies must be
 * valid UTF-8, and no text anywhere (JSON strings and keys, multipart text fields, query string,
 * path parameters) may hold NUL or lone surrogates. Such requests get 400 with a Serbian message.
 */
export default fp(
  async function inputHygiene(app: FastifyInstance) {
    // JSON: decode strictly (invalid UTF-8 is an error, not U+FFFD), then Fastify's own parser
    // (same prototype-poisoning protection and error codes), then check every string.
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer' },
      (
        request: FastifyRequest,
        body: Buffer,
        done: (error: Error | null, body?: unknown) => void,
      ) => {
        let text: string;
        try {
          text = fatalUtf8.decode(body);
        } catch {
          done(rejected());
          return;
        }
        parseJson(request, text, (error: Error | null, parsed?: unknown) => {
          if (error) done(error);
          else if (containsForbiddenText(parsed)) done(rejected());
          else done(null, parsed);
        });
      },
    );

    app.addHook('onRequest', async (request) => {
      if (
        !queryIsUtf8(request.url) ||
        containsForbiddenText(request.params) ||
        containsForbiddenText(request.query)
      ) {
        throw rejected();
      }
    });

    // Multipart fields are attached to the body by @fastify/multipart's own preValidation hook,
    // registered before this plugin, so they are in place here. JSON was checked while parsing.
    app.addHook('preValidation', async (request) => {
      if (request.isMultipart() && containsForbiddenText(request.body, true)) throw rejected();
    });
  },
  { name: 'input-hygiene', dependencies: ['errors', 'multipart'] },
);
