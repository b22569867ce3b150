import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import { MAX_IMAGES, serverTexts } from '@marketplace/domain';
import { HttpError } from '../../http/errors';
import { MAX_IMAGE_BYTES } from '../../services/image-types';

/** An error @fastify/multipart raised with its own client status (a limit: 413; a bad part). */
const hasClientStatus = (error: unknown): boolean => {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
};

/** Adds a field's value to the body; a repeated name becomes an array, in the order sent. */
function attach(body: Record<string, unknown>, name: string, value: unknown): void {
  const existing = body[name];
  if (existing === undefined) body[name] = value;
  else if (Array.isArray(existing)) existing.push(value);
  else body[name] = [existing, value];
}

// DESIGN: at most 10 images per request and 5 MB each; larger parts are refused with 413.
// A body the parser cannot read (no boundary, a boundary over busboy's limit, a body cut short,
// a malformed part header) is the client's fault: 400 with a Serbian message, logged at info.
export default fp(
  async function multipartBodies(app: FastifyInstance) {
    await app.register(multipart, {
      limits: {
        fileSize: MAX_IMAGE_BYTES,
        files: MAX_IMAGES,
        fields: 30,
        fieldSize: 64 * 1024,
        parts: MAX_IMAGES + 30,
      },
    });

    // The fields as the body, as @fastify/multipart's `attachFieldsToBody: 'keyValues'` sets it
    // (text fields as strings, files as Buffers), but with the parser's own errors answered here.
    app.addHook('preValidation', async (request) => {
      if (!request.isMultipart()) return;
      const body: Record<string, unknown> = {};
      try {
        for await (const part of request.parts()) {
          attach(body, part.fieldname, part.type === 'file' ? await part.toBuffer() : part.value);
        }
      } catch (error) {
        if (hasClientStatus(error)) throw error;
        request.log.info({ err: error }, 'malformed multipart body');
        throw new HttpError(400, serverTexts.api.invalidMultipart);
      }
      request.body = body;
    });
  },
  { name: 'multipart' },
);
