import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  LANGUAGE_QUERY,
  languageFromAcceptLanguage,
  type Language,
} from '@marketplace/domain';
import { loadAllLanguages } from '@marketplace/domain/i18n-server';
import { runInLanguage } from '../../services/language';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language this request is answered in (texts, messages, the page). */
    language: Language;
    /** True when the address named it (`?lang=`): a choice, kept in the cookie. */
    languageNamed: boolean;
  }
}

/** Keeps the choice in the `lang` cookie: a year, readable by the page, sent on every request. */
export function setLanguageCookie(reply: FastifyReply, language: Language, secure: boolean): void {
  reply.setCookie(LANGUAGE_COOKIE, language, {
    path: '/',
    maxAge: LANGUAGE_COOKIE_MAX_AGE_S,
    sameSite: 'lax',
    secure,
  });
}

/**
 * A request's language: `?lang=` in its address first (a shared link names it; the choice is then
 * kept in the cookie); then, for the API, its `Accept-Language` (the app sends the page's) and, for
 * a page, the `lang` cookie; without any, Serbian Latin, as the spec says.
 */
function languageOf(request: FastifyRequest, reply: FastifyReply, secure: boolean): Language {
  const named = (request.query as Record<string, unknown> | undefined)?.[LANGUAGE_QUERY];
  if (isLanguage(named)) {
    if (request.cookies[LANGUAGE_COOKIE] !== named) setLanguageCookie(reply, named, secure);
    request.languageNamed = true;
    return named;
  }
  if (request.url.startsWith('/api/')) {
    return languageFromAcceptLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;
  }
  const kept = request.cookies[LANGUAGE_COOKIE];
  return isLanguage(kept) ? kept : DEFAULT_LANGUAGE;
}

export default fp(
  async (app, options: { secureCookie: boolean }) => {
    await loadAllLanguages();
    app.decorateRequest('language', DEFAULT_LANGUAGE);
    app.decorateRequest('languageNamed', false);
    app.addHook('onRequest', (request, reply, done) => {
      const language = languageOf(request, reply, options.secureCookie);
      request.language = language;
      // The rest of the request's handling runs in its language (services/language.ts).
      runInLanguage(language, done);
    });
  },
  { name: 'language', dependencies: ['@fastify/cookie'] },
);
