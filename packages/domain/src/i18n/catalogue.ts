import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { catalogue as serbianLatin } from './catalogues/sr-Latn';
import { DEFAULT_LANGUAGE, LANGUAGE_LOCALES, type Language } from './languages';

/**
 * A language's catalogue, compiled by `npm run i18n` (scripts/i18n/compile-catalogues.ts) from the text
 * groups: `texts` holds the plain texts by id ('login.failed'), `messages` the ICU MessageFormat
 * texts (those with values: counts, names) compiled for Lingui. Serbian Latin has no `texts`: its
 * plain texts are the groups themselves.
 */
export interface Catalogue {
  readonly texts: Readonly<Record<string, string>>;
  readonly messages: Messages;
}

interface I18nState {
  /** The language of the text being read now: the server's request, the browser's page. */
  language: () => Language;
  readonly catalogues: Map<Language, Catalogue>;
  readonly formatters: Map<Language, I18n>;
}

// One state for every copy of this module in a process: the server and the app's server build
// each bundle the domain package, and a page the server renders reads texts through both.
const STATE = Symbol.for('marketplace.i18n');
const holder = globalThis as typeof globalThis & { [STATE]?: I18nState };
const state: I18nState = (holder[STATE] ??= {
  language: () => DEFAULT_LANGUAGE,
  catalogues: new Map(),
  formatters: new Map(),
});

/** The language texts are read in now. */
export function currentLanguage(): Language {
  return state.language();
}

/**
 * Where the current language comes from: the server gives its request's language (an async
 * context), the browser the page's. Set once, at start.
 */
export function setLanguageSource(source: () => Language): void {
  state.language = source;
}

/** Adds a catalogue (or a part of one: the server's texts come apart from the screens'). */
export function registerCatalogue(language: Language, catalogue: Catalogue): void {
  const known = state.catalogues.get(language);
  const merged: Catalogue = known
    ? {
        texts: { ...known.texts, ...catalogue.texts },
        messages: { ...known.messages, ...catalogue.messages },
      }
    : catalogue;
  state.catalogues.set(language, merged);
  const formatter = state.formatters.get(language);
  if (formatter) formatter.load(language, merged.messages);
  else
    state.formatters.set(
      language,
      setupI18n({
        locale: language,
        locales: [LANGUAGE_LOCALES[language]],
        messages: { [language]: merged.messages },
      }),
    );
}

/** The plain text `id` in `language`, or undefined when its catalogue has none. */
export function catalogueText(language: Language, id: string): string | undefined {
  return state.catalogues.get(language)?.texts[id];
}

/** The ICU message `id` formatted in `language` with `values` (Lingui: plurals, numbers). */
export function formatMessage(
  language: Language,
  id: string,
  values: Readonly<Record<string, unknown>>,
): string | undefined {
  const formatter = state.formatters.get(language);
  if (!formatter || !Object.hasOwn(formatter.messages, id)) return undefined;
  return formatter._(id, values as Record<string, unknown>);
}

// Serbian Latin's messages are part of the code: it is the language of a page without a choice.
registerCatalogue(DEFAULT_LANGUAGE, serbianLatin);
