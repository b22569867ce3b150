import { useLocation } from 'react-router';
import type { ApiClient } from '@marketplace/api-client';
import { currentLanguage, LANGUAGE_QUERY, LANGUAGES, type Language } from '@marketplace/domain';
import type { NavLanguages } from '@marketplace/ui';
import { useApiClient } from '../lib/api-client';
import { setProfileLanguage } from '../features/profile/api/language';

/** The page at `location` in `language`: the same address with `?lang=` (the server keeps it). */
export function languageHref(
  location: { pathname: string; search: string },
  language: Language,
): string {
  const params = new URLSearchParams(location.search);
  params.set(LANGUAGE_QUERY, language);
  return `${location.pathname}?${params}`;
}

/** A full page load: the whole page comes back from the server in the new language. */
const loadPage = (href: string) => window.location.assign(href);

/**
 * A signed-in user's choice: stored on the account first, then the page loads in the language
 * (also when storing failed: `?lang=` alone still switches the page, and keeps the cookie).
 */
export async function chooseLanguage(
  api: ApiClient,
  language: Language,
  href: string,
  load: (href: string) => void = loadPage,
): Promise<void> {
  try {
    await setProfileLanguage(api, language);
  } catch (error) {
    console.error('Storing the language failed', error);
  }
  load(href);
}

/**
 * The bar's language menu: the page's language, the current address in each language, and for a
 * signed-in user the choice stored before the page loads. Signed out, the links are followed as
 * they are (as they are without JavaScript).
 */
export function useLanguageLinks(signedIn: boolean): NavLanguages {
  const location = useLocation();
  const api = useApiClient();
  const hrefs = Object.fromEntries(
    LANGUAGES.map((language) => [language, languageHref(location, language)]),
  ) as Record<Language, string>;
  return {
    current: currentLanguage(),
    hrefs,
    onChoose: signedIn ? (language, href) => void chooseLanguage(api, language, href) : undefined,
  };
}
