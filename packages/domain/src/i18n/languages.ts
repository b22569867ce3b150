/**
 * The site's three languages: Serbian in Latin script (the default, the spec's texts as written),
 * Serbian in Cyrillic script and English. A language is kept in the `lang` cookie, named by
 * `?lang=` in any address, and stored on a signed-in account.
 */
export const LANGUAGES = ['sr-Latn', 'sr-Cyrl', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'sr-Latn';
/** The cookie and the query parameter that carry a chosen language. */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_QUERY = 'lang';
/** A year: a choice of language is kept as long as the browser keeps cookies. */
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The locale of numbers, prices and dates in each language. */
export const LANGUAGE_LOCALES: Readonly<Record<Language, string>> = {
  'sr-Latn': 'sr-Latn-RS',
  'sr-Cyrl': 'sr-Cyrl-RS',
  en: 'en-GB',
};

/** Each language's name in its own script, as the language menu shows it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  'sr-Latn': 'Latinica',
  'sr-Cyrl': 'Ћирилица',
  en: 'English',
};

/** The language a tag names: 'sr-Cyrl…' Cyrillic, other Serbian (and its neighbours) Latin, 'en…' English. */
function languageOfTag(tag: string): Language | undefined {
  const [primary, ...rest] = tag.toLowerCase().split('-');
  if (primary === 'en') return 'en';
  if (primary === 'sr') return rest.includes('cyrl') ? 'sr-Cyrl' : 'sr-Latn';
  if (primary === 'sh' || primary === 'hr' || primary === 'bs' || primary === 'cnr')
    return 'sr-Latn';
  return undefined;
}

/**
 * The language of an `Accept-Language` header: its highest-weighted tag that names one of the
 * site's languages, or undefined (the caller falls back to Serbian Latin, as the spec says).
 */
export function languageFromAcceptLanguage(
  header: string | undefined | null,
): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return undefined;
}
