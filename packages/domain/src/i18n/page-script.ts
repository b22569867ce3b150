import { currentLanguage } from './catalogue';

/**
 * Users' own texts (ads' titles and descriptions, places, names) as a page in the current language
 * shows them: a Cyrillic page shows text written in Latin script in Cyrillic (transliterate.ts,
 * which comes with the Cyrillic catalogue: loadLanguage('sr-Cyrl')); the other languages show it
 * as written. An edit form keeps the text as written: only what is shown goes through here.
 */
const SCRIPT = Symbol.for('marketplace.i18n.cyrillic');
const holder = globalThis as typeof globalThis & { [SCRIPT]?: (text: string) => string };

/** Called with the Cyrillic catalogue. */
export function registerCyrillicScript(toCyrillic: (text: string) => string): void {
  holder[SCRIPT] = toCyrillic;
}

export function inPageScript(text: string): string;
export function inPageScript(text: string | null | undefined): string | null | undefined;
export function inPageScript(text: string | null | undefined): string | null | undefined {
  const toCyrillic = holder[SCRIPT];
  if (text == null || !toCyrillic || currentLanguage() !== 'sr-Cyrl') return text;
  return toCyrillic(text);
}

/** `value` with the string fields `keys` in the page's script (a copy; the value when unchanged). */
export function withPageScript<T extends object>(value: T, keys: readonly (keyof T)[]): T {
  if (!holder[SCRIPT] || currentLanguage() !== 'sr-Cyrl') return value;
  const copy = { ...value };
  for (const key of keys) {
    const field = copy[key];
    if (typeof field === 'string') copy[key] = inPageScript(field) as T[keyof T];
  }
  return copy;
}
