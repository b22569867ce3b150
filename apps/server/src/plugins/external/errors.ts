import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '@marketplace/domain';
import { HttpError } from '../../http/errors';

// DESIGN: every error body is { message } in Serbian; 5xx bodies never carry internals.
const messagesByStatus: Record<number, string> = {
  400: 'Neispravan zahtev.',
  401: 'Niste prijavljeni ili je sesija istekla.',
  403: 'Nemate dozvolu za ovu radnju.',
  404: 'Traženi resurs nije pronađen.',
  405: 'Metoda nije dozvoljena.',
  406: 'Traženi format odgovora nije podržan.',
  409: 'Sukob sa postojećim podacima.',
  413: 'Zahtev je prevelik. Najveća dozvoljena veličina slike je 5 MB.',
  415: 'Tip sadržaja nije podržan.',
  429: 'Previše zahteva. Pokušajte ponovo kasnije.',
};
const INTERNAL = 'Došlo je do greške na serveru. Pokušajte ponovo kasnije.';
// @fastify/multipart's limit errors are all 413; more than 10 files is not a size problem (spec §5).
const messagesByCode: Record<string, string> = {
  FST_FILES_LIMIT: messages.landAd.tooManyImages,
};

function validationMessage(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return messagesByStatus[400]!;
  const field =
    first.instancePath.replace(/^\//, '').replace(/\//g, '.') ||
    (first.params as { missingProperty?: string; additionalProperty?: string } | undefined)
      ?.missingProperty ||
    (first.params as { additionalProperty?: string } | undefined)?.additionalProperty;
  if (first.keyword === 'additionalProperties') {
    return `Neispravan zahtev: nepoznato polje "${field}".`;
  }
  if (first.keyword === 'required') return `Neispravan zahtev: polje "${field}" je obavezno.`;
  return field ? `Neispravan zahtev: polje "${field}" nije ispravno.` : messagesByStatus[400]!;
}

export default fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      if (error instanceof HttpError) {
        return reply
          .code(error.statusCode)
          .headers(error.headers)
          .send({ ...error.body, message: error.message });
      }
      if (error.validation) {
        return reply.code(400).send({ message: validationMessage(error) });
      }
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.code(500).send({ message: INTERNAL });
      }
      request.log.info({ err: error }, 'request rejected');
      return reply.code(status).send({
        message: messagesByCode[error.code] ?? messagesByStatus[status] ?? messagesByStatus[400]!,
      });
    });
    app.setNotFoundHandler((_request, reply) =>
      reply.code(404).send({ message: messagesByStatus[404] }),
    );
  },
  { name: 'errors' },
);
