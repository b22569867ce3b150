import { useLocation } from 'react-router';
import { currentLanguage, LANGUAGE_QUERY, LANGUAGES, type Language } from '@marketplace/domain';
import type { NavLanguages } from '@marketplace/ui';

/** The page at `location` in `language`: the same address with `?lang=` (the server keeps it). */
export function languageHref(
  location: { pathname: string; search: string },
  language: Language,
): string {
  const params = new URLSearchParams(location.search);
  params.set(LANGUAGE_QUERY, language);
  return `${location.pathname}?${params}`;
}

/**
 * The bar's language menu: the page's language and the current address in each language. The
 * server loads such an address in its language, keeps it in the `lang` cookie and, for a
 * signed-in user, on the account (apps/server app.ts), with or without JavaScript.
 */
export function useLanguageLinks(): NavLanguages {
  const location = useLocation();
  const hrefs = Object.fromEntries(
    LANGUAGES.map((language) => [language, languageHref(location, language)]),
  ) as Record<Language, string>;
  return { current: currentLanguage(), hrefs };
}
