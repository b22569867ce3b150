import type { FastifyInstance } from 'fastify';
import { createApiClient, type ApiClient } from '@marketplace/api-client';
import type { Language } from '@marketplace/domain';

/**
 * The API as a page's render asks it: the app's own routes, answered in this process (no socket),
 * with the viewer's token as the bearer, in the page's language. GET only: a page's render reads,
 * it changes nothing.
 */
export function pageApiClient(
  app: FastifyInstance,
  token: string | null,
  language: Language,
): ApiClient {
  return createApiClient({
    baseUrl: 'http://pages.internal',
    getToken: () => token,
    async fetch(request) {
      if (request.method !== 'GET') throw new Error(`a page's render sent ${request.method}`);
      const url = new URL(request.url);
      const headers: Record<string, string> = {};
      request.headers.forEach((value, name) => (headers[name] = value));
      headers['accept-language'] = language;
      const answer = await app.inject({ method: 'GET', url: url.pathname + url.search, headers });
      const responseHeaders = new Headers();
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value === undefined) continue;
        for (const one of Array.isArray(value) ? value : [value]) {
          responseHeaders.append(name, String(one));
        }
      }
      const empty = answer.statusCode === 204 || answer.statusCode === 304;
      return new Response(empty ? null : answer.rawPayload, {
        status: answer.statusCode,
        headers: responseHeaders,
      });
    },
  });
}
