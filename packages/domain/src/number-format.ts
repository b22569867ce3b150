import { currentLanguage } from './i18n/catalogue';
import { LANGUAGE_LOCALES } from './i18n/languages';

/** The locale of numbers and dates in the current language: 'sr-Latn-RS', 'sr-Cyrl-RS', 'en-GB'. */
export function currentLocale(): string {
  return LANGUAGE_LOCALES[currentLanguage()];
}

/**
 * A number format of the current language's locale, made on its first use in that language and
 * kept after. Not at start: the page's first format costs a phone ~10 ms (the browser loads the
 * locale's data then), which would otherwise land in the task that loads the code, with everything
 * else that task does.
 */
export function lazyNumberFormat(options: Intl.NumberFormatOptions): () => Intl.NumberFormat {
  const formats = new Map<string, Intl.NumberFormat>();
  return () => {
    const locale = currentLocale();
    let format = formats.get(locale);
    if (!format) {
      format = new Intl.NumberFormat(locale, options);
      formats.set(locale, format);
    }
    return format;
  };
}
